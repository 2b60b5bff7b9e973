// Screens of the block area, exported by name.
export {};
