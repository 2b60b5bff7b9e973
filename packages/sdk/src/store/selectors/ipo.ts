// View models of the ipo screens: pure functions of endpoint data, language and clock.
export {};
