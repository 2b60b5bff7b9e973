// The settings' choices: plain data, in a module of their own because the app's first file loads them (the
// stored preferences), and a bundle takes a module whole.

/** How rises and falls are coloured: by the market shown (`auto`), or one convention everywhere. */
export const PRICE_COLOR_CHOICES = ['auto', 'red-up', 'green-up'] as const;
export type PriceColorChoice = (typeof PRICE_COLOR_CHOICES)[number];

/**
 * Motion in the app: `auto` follows the system's reduced-motion setting; `reduce` turns animation off here
 * whatever the system says (price flashes, transitions).
 */
export const MOTION_CHOICES = ['auto', 'reduce'] as const;
export type MotionChoice = (typeof MOTION_CHOICES)[number];

/**
 * Whether prices update on screen (`live`) or hold still (`frozen`: for screen-reader users, so what they read
 * does not change under them); frozen, the quote stream's ticks are held back and quotes stop polling.
 */
export const LIVE_PRICES_CHOICES = ['live', 'frozen'] as const;
export type LivePricesChoice = (typeof LIVE_PRICES_CHOICES)[number];
