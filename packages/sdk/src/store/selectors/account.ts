// View models of the account screens: pure functions of endpoint data, language and clock.
export {};
