// View models of the loans screens: pure functions of endpoint data, language and clock.
export {};
