// Screens of the auth area, exported by name.
export {};
