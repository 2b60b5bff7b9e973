import type { SeriesValues } from '../types';
import { type LinearScale, linearScale } from './linearScale';

/** A price (or indicator value) range, low to high. */
export interface ValueRange {
  min: number;
  max: number;
}

/** Extend `range` with the finite values of `values[first..last]` (inclusive). */
export function extendRange(
  range: ValueRange | null,
  values: SeriesValues,
  first: number,
  last: number,
): ValueRange | null {
  let min = range?.min ?? Number.POSITIVE_INFINITY;
  let max = range?.max ?? Number.NEGATIVE_INFINITY;
  for (let i = first; i <= last; i++) {
    const v = values[i];
    if (v == null || !Number.isFinite(v)) continue;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return min <= max ? { min, max } : range;
}

/** Low/high of bars in `[first, last]`, reading `low` and `high` fields directly (no copies). */
export function barsRange(
  bars: ReadonlyArray<{ low: number; high: number }>,
  first: number,
  last: number,
): ValueRange | null {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let i = first; i <= last; i++) {
    const b = bars[i];
    if (!b) continue;
    if (b.low < min) min = b.low;
    if (b.high > max) max = b.high;
  }
  return min <= max ? { min, max } : null;
}

/** Low/high over `[first, last]` of a low and a high column (bars as columns, no objects). */
export function columnsRange(
  low: ArrayLike<number>,
  high: ArrayLike<number>,
  first: number,
  last: number,
): ValueRange | null {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let i = first; i <= last; i++) {
    const l = low[i] as number;
    const h = high[i] as number;
    if (l < min) min = l;
    if (h > max) max = h;
  }
  return min <= max ? { min, max } : null;
}

/**
 * A linear scale (d3's arithmetic and ticks) from value to y inside `[top, bottom]` with `padding` (fraction
 * of height, default 0.08) above and below. A flat range gets a ±1% (or ±1) band so a single price sits
 * mid-pane instead of dividing by zero.
 */
export function makePriceScale(range: ValueRange, top: number, bottom: number, padding = 0.08): LinearScale {
  let { min, max } = range;
  if (max === min) {
    const pad = Math.abs(min) * 0.01 || 1;
    min -= pad;
    max += pad;
  }
  const h = bottom - top;
  return linearScale([min, max], [bottom - h * padding, top + h * padding]);
}

/** Tick values for a price axis: d3's nice steps, about one per `minGap` CSS pixels (default 40). */
export function priceTicks(scale: LinearScale, minGap = 40): number[] {
  const [y0, y1] = scale.range();
  const count = Math.max(2, Math.floor(Math.abs(y0 - y1) / minGap));
  return scale.ticks(count);
}

/**
 * `scale` as a plain function of one value, with the arithmetic of d3's linear scale (normalise in the domain,
 * interpolate in the range), so it gives the same y to the last bit. A d3 scale call goes through its
 * piecewise, normalise and interpolate closures; per candle, line point and label that is most of a cold
 * first render's geometry, and of every pan frame's.
 */
export function linearMap(scale: LinearScale): (v: number) => number {
  let [d0, d1] = scale.domain();
  let [r0, r1] = scale.range();
  if (d1 < d0) [d0, d1, r0, r1] = [d1, d0, r1, r0];
  const span = d1 - d0;
  if (!span) return () => r0 * 0.5 + r1 * 0.5;
  return (v) => {
    const t = (v - d0) / span;
    return r0 * (1 - t) + r1 * t;
  };
}
