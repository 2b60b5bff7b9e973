// View models of the auth screens: pure functions of endpoint data, language and clock.
export {};
