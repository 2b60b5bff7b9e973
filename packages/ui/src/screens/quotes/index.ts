// Screens of the quotes area, exported by name.
export {};
