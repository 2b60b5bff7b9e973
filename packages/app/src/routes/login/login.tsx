// /login/login is the same sign-in as /login/logon: the spec sends a rejected session here.
export { Component } from './logon';
