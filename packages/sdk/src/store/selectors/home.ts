// View models of the home screens: pure functions of endpoint data, language and clock.
export {};
