// View models of the block screens: pure functions of endpoint data, language and clock.
export {};
