// Screens of the account area, exported by name.
export {};
