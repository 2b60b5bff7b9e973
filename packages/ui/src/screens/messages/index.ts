// Screens of the messages area, exported by name.
export {};
