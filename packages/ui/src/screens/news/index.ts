// Screens of the news area, exported by name.
export {};
