// View models of the positions screens: pure functions of endpoint data, language and clock.
export {};
