// Screens of the follow area, exported by name.
export {};
