// View models of the messages screens: pure functions of endpoint data, language and clock.
export {};
