// View models of the news screens: pure functions of endpoint data, language and clock.
export {};
