import { describe, expect, it } from 'vitest';
import { randomWalkBars } from '../fixtures/randomWalk';
import { barsRange, extendRange } from '../geometry/priceScale';
import { initialTimeView, panTimeView, type TimeView, visibleSlice } from '../geometry/timeScale';
import type { Bar, LineSeries } from '../types';
import {
  copyKLineBars,
  isKLineColumns,
  klineBarAt,
  makeKLineColumns,
  type OhlcvRow,
  setKLineBar,
  toKLineColumns,
  withKLineCapacity,
} from './klineColumns';
import { klineExtents, klineFrame } from './klineView';

const DAY = 86_400_000;
const bars: Bar[] = randomWalkBars(
  Array.from({ length: 300 }, (_, i) => Date.UTC(2024, 0, 1) + i * DAY),
  11,
  2500,
  0.02,
);
const closes = bars.map((b) => b.close);
const ma: LineSeries[] = [5, 20].map((p) => ({
  name: `MA${p}`,
  color: 'gray',
  values: closes.map((_, i) =>
    i + 1 < p ? null : closes.slice(i + 1 - p, i + 1).reduce((a, b) => a + b, 0) / p,
  ),
}));

/** The extents as the object-based view computed them before columns: the reference the columns must match. */
function objectExtents(first: number, last: number) {
  let main = barsRange(bars, first, last) ?? { min: 0, max: 1 };
  for (const s of ma) main = extendRange(main, s.values, first, last) ?? main;
  let volume = 0;
  for (let i = first; i <= last; i++) volume = Math.max(volume, bars[i]?.volume ?? 0);
  return { main, volume, lower: null };
}

describe('KLineColumns', () => {
  it('holds every field of every bar exactly', () => {
    const c = toKLineColumns(bars);
    expect(c.length).toBe(bars.length);
    expect(bars.map((_, i) => klineBarAt(c, i))).toEqual(bars);
    expect(klineBarAt(c, -1)).toBeUndefined();
    expect(klineBarAt(c, bars.length)).toBeUndefined();
  });

  it('reuses columns with room and copies only from `from` on', () => {
    const c = toKLineColumns(bars);
    const time = c.time;
    const moved = bars.map((b, i) => (i < 10 ? { ...b, close: -1 } : b));
    const again = toKLineColumns(moved, c, 10);
    expect(again.time).toBe(time);
    // Bars before `from` are left as they were: a live tick copies the last bars only.
    expect(again.close[0]).toBe(bars[0]?.close);
    expect(toKLineColumns(moved, c).close[0]).toBe(-1);
  });

  it('grows with its bars kept, and leaves columns with room alone', () => {
    const c = toKLineColumns(bars.slice(0, 5));
    const grown = withKLineCapacity(c, 50);
    expect(grown.time.length).toBe(50);
    expect(Array.from({ length: 5 }, (_, i) => klineBarAt(grown, i))).toEqual(bars.slice(0, 5));
    expect(withKLineCapacity(grown, 20)).toBe(grown);
    setKLineBar(grown, 5, bars[5] as Bar);
    expect(grown.length).toBe(6);
    expect(klineBarAt(grown, 5)).toEqual(bars[5]);
  });

  it.each([
    ['every bar', { from: 0, to: 300 }],
    ['a block in the middle', { from: 120, to: 170 }],
    ['nothing', { from: 40, to: 40 }],
  ] as const)('copies %s from OHLCV rows and from bar objects alike', (_t, { from, to }) => {
    const rows: OhlcvRow[] = bars.map((b) => [b.time, b.open, b.high, b.low, b.close, b.volume]);
    const fromRows = makeKLineColumns(bars.length);
    const fromObjects = makeKLineColumns(bars.length);
    copyKLineBars(rows, fromRows, from, to);
    copyKLineBars(bars, fromObjects, from, to);
    fromRows.length = bars.length;
    fromObjects.length = bars.length;
    const want = bars.map((b, i) =>
      i >= from && i < to ? b : { time: 0, open: 0, high: 0, low: 0, close: 0, volume: 0 },
    );
    expect(bars.map((_, i) => klineBarAt(fromRows, i))).toEqual(want);
    expect(bars.map((_, i) => klineBarAt(fromObjects, i))).toEqual(want);
  });

  it('tells columns from an array of bars', () => {
    expect(isKLineColumns(makeKLineColumns(2))).toBe(true);
    expect(isKLineColumns(bars)).toBe(false);
    expect(isKLineColumns([])).toBe(false);
  });
});

describe('K-line geometry from columns', () => {
  const columns = toKLineColumns(bars);
  const start = initialTimeView(bars.length, 334, 6);
  const views: [string, TimeView][] = [
    ['the latest bars', start],
    ['panned into the history', panTimeView(start, 600, bars.length)],
    ['the oldest bars', panTimeView(start, 1e6, bars.length)],
    ['wide bars', { ...start, barSpacing: 40 }],
  ];

  it.each(views)('%s: the same ranges as the bars as objects', (_title, view) => {
    const slice = visibleSlice(view, bars.length);
    if (!slice) throw new Error('nothing visible');
    expect(klineExtents({ bars: columns, ma }, slice.first, slice.last)).toEqual(
      objectExtents(slice.first, slice.last),
    );
  });

  it.each(views)('%s: every price lands on the same y', (_title, view) => {
    const frame = klineFrame({ bars: columns, ma }, view, 390, 480);
    const slice = visibleSlice(view, bars.length);
    if (!frame || !slice) throw new Error('nothing visible');
    const ref = objectExtents(slice.first, slice.last);
    expect(frame.extents).toEqual(ref);
    const [lo, hi] = frame.priceScale.domain() as [number, number];
    expect([lo, hi]).toEqual([ref.main.min, ref.main.max]);
    // The frame's plain price function and its d3 scale agree to the last bit.
    const prices = bars.slice(slice.first, slice.last + 1).flatMap((b) => [b.high, b.low, b.close]);
    expect(prices.map((v) => frame.price(v))).toEqual(prices.map((v) => frame.priceScale(v)));
  });
});
