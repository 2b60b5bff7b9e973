// Screens of the trade area, exported by name.
export {};
