import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Series } from './indicators';
import { bollinger, ema, macd, movingAverages, rsi, sma } from './indicators';

export type Case<G, W> = [title: string, { given: G; want: W }];

const near = (got: readonly (number | null)[], want: readonly (number | null)[]) => {
  expect(got.length).toBe(want.length);
  got.forEach((g, i) => {
    const w = want[i];
    if (w === null || w === undefined) expect(g).toBeNull();
    else expect(g).toBeCloseTo(w, 9);
  });
};

describe('indicators', () => {
  const cases: Case<() => readonly (number | null)[], Series>[] = [
    ['sma 3', { given: () => sma([1, 2, 3, 4, 5], 3), want: [null, null, 2, 3, 4] }],
    ['sma longer than the data', { given: () => sma([1, 2], 5), want: [null, null] }],
    ['ema seeds with the first value', { given: () => ema([1, 2, 3], 3), want: [1, 1.5, 2.25] }],
    ['rsi Wilder, period 2', { given: () => rsi([1, 2, 1, 2], 2), want: [null, null, 50, 75] }],
    ['rsi only gains', { given: () => rsi([1, 2, 3], 2), want: [null, null, 100] }],
    ['rsi flat', { given: () => rsi([5, 5, 5], 2), want: [null, null, 50] }],
    [
      'boll upper',
      { given: () => bollinger([1, 2, 3], 3, 2).upper, want: [null, null, 2 + 2 * Math.sqrt(2 / 3)] },
    ],
    [
      'boll lower',
      { given: () => bollinger([1, 2, 3], 3, 2).lower, want: [null, null, 2 - 2 * Math.sqrt(2 / 3)] },
    ],
    ['macd flat is zero', { given: () => macd([7, 7, 7, 7]).histogram, want: [0, 0, 0, 0] }],
    ['macd first step', { given: () => macd([1, 2], { histogramScale: 1 }).dif, want: [0, 2 / 13 - 2 / 27] }],
  ];
  it.each(cases)('%s', (_t, { given, want }) => near(given(), want));

  it('moving averages for 5/10/20/60', () => {
    expect(Object.keys(movingAverages([1, 2, 3]))).toEqual(['5', '10', '20', '60']);
  });
  it('refuses a zero period', () => expect(() => sma([1], 0)).toThrow(RangeError));

  it('bands bracket the middle and RSI stays within 0-100', () => {
    const closes = fc.array(fc.double({ min: 1, max: 10_000, noNaN: true }), { minLength: 1, maxLength: 80 });
    fc.assert(
      fc.property(closes, (c) => {
        const b = bollinger(c, 5);
        b.middle.forEach((m, i) => {
          if (m === null) return;
          expect(b.upper[i]!).toBeGreaterThanOrEqual(m - 1e-9);
          expect(b.lower[i]!).toBeLessThanOrEqual(m + 1e-9);
        });
        for (const r of rsi(c, 3)) if (r !== null) expect(r >= 0 && r <= 100).toBe(true);
      }),
    );
  });
});
