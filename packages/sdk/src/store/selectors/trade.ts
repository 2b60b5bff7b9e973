// View models of the trade screens: pure functions of endpoint data, language and clock.
export {};
