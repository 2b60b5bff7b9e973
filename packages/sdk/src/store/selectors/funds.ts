// View models of the funds screens: pure functions of endpoint data, language and clock.
export {};
