// View models of the dayTrade screens: pure functions of endpoint data, language and clock.
export {};
