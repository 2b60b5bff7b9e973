// View models of the follow screens: pure functions of endpoint data, language and clock.
export {};
