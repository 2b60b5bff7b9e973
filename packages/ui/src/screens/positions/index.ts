// Screens of the positions area, exported by name.
export {};
