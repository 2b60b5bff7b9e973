export const REACT_BINDING = true;
