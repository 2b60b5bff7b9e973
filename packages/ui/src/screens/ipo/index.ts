// Screens of the ipo area, exported by name.
export {};
