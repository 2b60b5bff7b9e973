// Screens of the shell area, exported by name.
export {};
