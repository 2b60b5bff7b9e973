// Chart readouts: the arithmetic behind tooltip and table texts (change against a base, percent, shares of a
// whole), so chart components only lay out text. Chart prices are display numbers (already adjusted floats), not
// money; the percent is rounded through a decimal so halves round the same way everywhere.
import { decimal, toFixed } from './money';

/** −1 down, 0 unchanged, 1 up. */
export type ChangeDirection = -1 | 0 | 1;

/** A change against a base in price units and percent (×100); percent is 0 when the base is 0. */
export interface ChangeFigures {
  change: number;
  percent: number;
  direction: ChangeDirection;
}

/** Change of `value` against `base` (previous close, prior bar, opening price). */
export function priceChange(value: number, base: number): ChangeFigures {
  const change = value - base;
  const percent = base === 0 ? 0 : (change / base) * 100;
  return { change, percent, direction: change > 0 ? 1 : change < 0 ? -1 : 0 };
}

/** The base a bar's change is measured against: the previous bar's close, or its own open for the first bar. */
export function barChangeBase(
  bars: ReadonlyArray<{ open: number; close: number }>,
  i: number,
): number | null {
  const bar = bars[i];
  if (!bar) return null;
  return bars[i - 1]?.close ?? bar.open;
}

// A real minus sign (U+2212), so the direction reads without colour.
const MINUS = '\u2212';

/** A non-negative number as text with `places` fraction digits, rounded half-up through a decimal. */
export function fixedText(value: number, places = 2): string {
  if (!Number.isFinite(value)) return (0).toFixed(places);
  return toFixed(decimal(value.toFixed(Math.max(places + 4, 10))), places);
}

/** Texts of a change: `+12.30 (+0.50%)` and the percent alone `+0.50%`; unsigned when unchanged. */
export interface ChangeTexts {
  text: string;
  percent: string;
  direction: ChangeDirection;
}

/**
 * Signed change texts of `value` against `base`, the amount formatted by the caller's `formatPrice` (which
 * gets the absolute change) and the percent with `places` fraction digits (default 2).
 */
export function formatChange(
  value: number,
  base: number,
  formatPrice: (v: number) => string,
  places = 2,
): ChangeTexts {
  const c = priceChange(value, base);
  const percentDigits = fixedText(Math.abs(c.percent), places);
  // A change that rounds to zero percent keeps its direction only if the amount itself is not zero.
  const sign = c.direction > 0 ? '+' : c.direction < 0 ? MINUS : '';
  return {
    text: `${sign}${formatPrice(Math.abs(c.change))} (${sign}${percentDigits}%)`,
    percent: `${sign}${percentDigits}%`,
    direction: c.direction,
  };
}

/**
 * Each value's share of the total of the positive values, as percent text with `places` fraction digits
 * (default 1), e.g. `['62.5%', '37.5%']`. Negative values count as 0; all `0.0%` when the total is 0.
 */
export function shareTexts(values: readonly number[], places = 1): string[] {
  let total = 0;
  for (const v of values) total += Math.max(0, v);
  return values.map((v) => `${fixedText(total > 0 ? (Math.max(0, v) / total) * 100 : 0, places)}%`);
}
