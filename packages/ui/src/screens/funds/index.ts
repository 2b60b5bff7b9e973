// Screens of the funds area, exported by name.
export {};
