import { describe, expect, it } from 'vitest';
import { areaPath, bandPath, indexRange, linePath } from './paths';
import { barsRange, extendRange, makePriceScale, priceTicks } from './priceScale';

const known = (v: number | null | undefined) => Number.isFinite(v);
const runs = (values: (number | null)[]) =>
  values.reduce<number>((n, v, i) => n + (known(v) && (i === 0 || !known(values[i - 1])) ? 1 : 0), 0);

describe('paths', () => {
  const series: [string, (number | null)[]][] = [
    ['all defined', [1, 2, 3, 4]],
    ['leading nulls (an MA warming up)', [null, null, 3, 4, 5]],
    ['a gap', [1, 2, null, 4, 5]],
    ['a NaN is a gap too, never a zero', [1, Number.NaN, 3]],
    ['all null', [null, null]],
  ];

  it.each(series)('%s: one subpath per run of defined values', (_title, values) => {
    const idx = indexRange(0, values.length - 1);
    const d = linePath(
      values,
      idx,
      (i) => i * 10,
      (v) => 100 - v,
    );
    expect((d ?? '').split('M').length - 1).toBe(runs(values));
    const a = areaPath(
      values,
      idx,
      (i) => i * 10,
      (v) => 100 - v,
      100,
    );
    expect((a ?? '').split('M').length - 1).toBe(runs(values));
  });

  it('only visits the visible indices', () => {
    const values = Array.from({ length: 1000 }, (_, i) => i);
    const d =
      linePath(
        values,
        indexRange(10, 12),
        (i) => i,
        (v) => v,
      ) ?? '';
    expect(d).toBe('M10,10L11,11L12,12');
  });

  it('bands break where either side is null', () => {
    const d =
      bandPath(
        [3, null, 3],
        [1, 1, 1],
        [0, 1, 2],
        (i) => i,
        (v) => v,
      ) ?? '';
    expect(d.split('M').length - 1).toBe(2);
  });
});

describe('price scale', () => {
  it('maps every visible value inside the pane, padded, for any range', () => {
    for (const [min, max] of [
      [0, 1],
      [100, 100],
      [-5, 5],
      [0.0001, 0.0002],
      [1e6, 1.2e6],
    ] as const) {
      const scale = makePriceScale({ min, max }, 10, 210);
      for (const v of [min, (min + max) / 2, max]) {
        expect(scale(v)).toBeGreaterThan(10);
        expect(scale(v)).toBeLessThan(210);
      }
      expect(scale(max)).toBeLessThanOrEqual(scale(min));
      expect(priceTicks(scale).length).toBeGreaterThan(0);
    }
  });

  it('ranges only over the requested slice and skips nulls', () => {
    const bars = [
      { low: 1, high: 100 },
      { low: 5, high: 6 },
      { low: 4, high: 7 },
    ];
    expect(barsRange(bars, 1, 2)).toEqual({ min: 4, max: 7 });
    expect(extendRange({ min: 4, max: 7 }, [null, 9, 2], 0, 1)).toEqual({ min: 4, max: 9 });
    expect(extendRange(null, [null], 0, 0)).toBeNull();
  });
});
