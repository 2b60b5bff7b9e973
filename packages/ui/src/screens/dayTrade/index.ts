// Screens of the dayTrade area, exported by name.
export {};
