// Screens of the home area, exported by name.
export {};
