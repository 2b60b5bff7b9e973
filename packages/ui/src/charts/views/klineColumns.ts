import type { Bar } from '../types';

/**
 * Bars as columns: bar `i` is `time[i]`, `open[i]`, … for `i < length`. The arrays may be longer than `length`
 * (room for live appends). One typed array per field instead of one object per bar: 48 bytes a bar, no
 * per-bar garbage, and the drawing loops read contiguous numbers.
 */
export interface KLineColumns {
  length: number;
  /** Epoch milliseconds of each bar's open. */
  time: Float64Array;
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  volume: Float64Array;
}

/** Empty columns with room for `capacity` bars. */
export function makeKLineColumns(capacity: number): KLineColumns {
  const n = Math.max(0, Math.floor(capacity));
  return {
    length: 0,
    time: new Float64Array(n),
    open: new Float64Array(n),
    high: new Float64Array(n),
    low: new Float64Array(n),
    close: new Float64Array(n),
    volume: new Float64Array(n),
  };
}

/** The same bars with room for at least `capacity` (a copy when the arrays are too short). */
export function withKLineCapacity(c: KLineColumns, capacity: number): KLineColumns {
  if (c.time.length >= capacity) return c;
  const grown = makeKLineColumns(capacity);
  grown.length = c.length;
  for (const k of ['time', 'open', 'high', 'low', 'close', 'volume'] as const) {
    grown[k].set(c[k].subarray(0, c.length));
  }
  return grown;
}

/** Write `bar` at index `i` (which must be within capacity); `length` grows to cover it. */
export function setKLineBar(c: KLineColumns, i: number, bar: Bar): void {
  c.time[i] = bar.time;
  c.open[i] = bar.open;
  c.high[i] = bar.high;
  c.low[i] = bar.low;
  c.close[i] = bar.close;
  c.volume[i] = bar.volume;
  if (i >= c.length) c.length = i + 1;
}

/**
 * Bars (objects) into columns, reusing `into` when it has room (a replaced history of the same size allocates
 * nothing). Only bars from `from` on are written: a live tick copies the last one or two bars, not the history.
 */
export function toKLineColumns(bars: readonly Bar[], into?: KLineColumns | null, from = 0): KLineColumns {
  const c = into ? withKLineCapacity(into, bars.length) : makeKLineColumns(bars.length);
  const { time, open, high, low, close, volume } = c;
  for (let i = from; i < bars.length; i++) {
    const b = bars[i] as Bar;
    time[i] = b.time;
    open[i] = b.open;
    high[i] = b.high;
    low[i] = b.low;
    close[i] = b.close;
    volume[i] = b.volume;
  }
  c.length = bars.length;
  return c;
}

/** Bar `i` as an object (for readouts and tests; never in a drawing loop), or undefined outside the data. */
export function klineBarAt(c: KLineColumns, i: number): Bar | undefined {
  if (!(i >= 0 && i < c.length)) return undefined;
  return {
    time: c.time[i] as number,
    open: c.open[i] as number,
    high: c.high[i] as number,
    low: c.low[i] as number,
    close: c.close[i] as number,
    volume: c.volume[i] as number,
  };
}

/** A bar as many data feeds send it: `[time (epoch ms), open, high, low, close, volume]`. */
export type OhlcvRow = readonly [number, number, number, number, number, number];

/** Bars in any form the engine takes: objects, OHLCV rows (both copied into its columns) or columns. */
export type KLineBars = readonly Bar[] | readonly OhlcvRow[] | KLineColumns;

/** True for columns, false for an array of bar objects or rows. */
export const isKLineColumns = (bars: KLineBars): bars is KLineColumns =>
  !Array.isArray(bars) && (bars as KLineColumns).time instanceof Float64Array;

/** Copy bars `from` to `to - 1` of `source` (objects or rows) into `c`, which must have room for them. */
export function copyKLineBars(
  source: readonly Bar[] | readonly OhlcvRow[],
  c: KLineColumns,
  from: number,
  to: number,
): void {
  const { time, open, high, low, close, volume } = c;
  if (to > from && Array.isArray(source[from])) {
    const rows = source as readonly OhlcvRow[];
    for (let i = from; i < to; i++) {
      const r = rows[i] as OhlcvRow;
      time[i] = r[0];
      open[i] = r[1];
      high[i] = r[2];
      low[i] = r[3];
      close[i] = r[4];
      volume[i] = r[5];
    }
    return;
  }
  const bars = source as readonly Bar[];
  for (let i = from; i < to; i++) {
    const b = bars[i] as Bar;
    time[i] = b.time;
    open[i] = b.open;
    high[i] = b.high;
    low[i] = b.low;
    close[i] = b.close;
    volume[i] = b.volume;
  }
}
