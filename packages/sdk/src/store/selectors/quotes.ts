// View models of the quotes screens: pure functions of endpoint data, language and clock.
export {};
