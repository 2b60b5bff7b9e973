// Screens of the loans area, exported by name.
export {};
