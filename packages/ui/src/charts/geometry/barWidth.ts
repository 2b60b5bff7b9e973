import { type BitmapCoordinate, type Coordinate, toBitmap } from './coordinate';

/**
 * Candle body width in bitmap pixels for a bar spacing in CSS pixels. Odd, so the wick sits in the middle,
 * and at most `floor(barSpacing × pixelRatio) - 1` when that leaves at least 1 pixel, so neighbours never touch.
 */
export function candleBodyWidth(barSpacing: number, pixelRatio: number): number {
  const slot = Math.floor(barSpacing * pixelRatio);
  if (slot <= 2) return 1;
  // Narrow the body as bars get wider, like lightweight-charts' optimal width, but keep a visible gap.
  const wanted = Math.floor(barSpacing * pixelRatio * 0.75);
  const width = Math.min(wanted, slot - 1);
  return Math.max(1, width % 2 === 0 ? width - 1 : width);
}

/** Wick (and thin line) width in bitmap pixels: 1 CSS pixel rounded down, never wider than the body. */
export function wickWidth(pixelRatio: number, bodyWidth: number): number {
  const w = Math.max(1, Math.floor(pixelRatio));
  return Math.min(w, bodyWidth);
}

/** Volume bar width: same rule as candles, so panes line up. */
export const volumeBarWidth = candleBodyWidth;

/** Left bitmap edge of a bar whose centre is `x`, given its bitmap width. */
export function barLeft(x: Coordinate, pixelRatio: number, width: number): BitmapCoordinate {
  return toBitmap(Math.round(x * pixelRatio) - Math.floor(width / 2));
}
