export const directions = ['up', 'down', 'flat'] as const;
/** Which way a price or balance moved; it arrives as data, the kit never compares numbers. */
export type Direction = (typeof directions)[number];

/** Sign shown before a magnitude; U+2212 minus reads as "minus" and lines up with the plus. */
export const directionSign: Record<Direction, string> = { up: '+', down: '\u2212', flat: '' };
export const directionArrow: Record<Direction, string> = { up: '\u25B2', down: '\u25BC', flat: '\u2013' };
