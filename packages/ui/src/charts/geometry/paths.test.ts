import { area, line } from 'd3-shape';
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

// The tracer replaced d3-shape's linear line and area (issue 17: d3-shape and d3-path on the stock page);
// d3-shape stays the reference it must match, as a string and drawn into a canvas.
describe('paths as d3-shape traces them', () => {
  const cases: [string, (number | null)[], (number | null)[]][] = [
    ['all defined', [1, 2, 3, 4], [0, 1, 2, 3]],
    ['gaps and lone points', [1, null, 3, null, 5, 6, Number.NaN, 8], [0, 1, 2, 3, 4, null, 6, 7]],
    ['nothing defined', [null, Number.NaN], [null, null]],
    ['fractions', [1 / 3, 2.5, 1e-7, 123456.789], [0.1, 0.2, 0.3, 0.4]],
  ];
  const x = (i: number) => i * 7.5 + 0.25;
  const y = (v: number) => 300 - v * 1.1;
  const record = () => {
    const calls: unknown[][] = [];
    const ctx = Object.fromEntries(
      ['moveTo', 'lineTo', 'closePath'].map((name) => [name, (...a: number[]) => calls.push([name, ...a])]),
    ) as unknown as CanvasRenderingContext2D;
    return { ctx, calls };
  };
  const d3Line = (v: (number | null)[]) =>
    line<number>()
      .defined((i) => Number.isFinite(v[i]))
      .x(x)
      .y((i) => y(v[i] ?? 0));
  const d3Area = (top: (number | null)[], bottom: (i: number) => number, both = top) =>
    area<number>()
      .defined((i) => Number.isFinite(top[i]) && Number.isFinite(both[i]))
      .x(x)
      .y0(bottom)
      .y1((i) => y(top[i] ?? 0));

  it.each(cases)('%s', (_name, upper, lower) => {
    const idx = indexRange(0, upper.length - 1);
    const lowerY = (i: number) => y(lower[i] ?? 0);
    expect(linePath(upper, idx, x, y)).toBe(d3Line(upper)(idx) ?? null);
    expect(areaPath(upper, idx, x, y, 310)).toBe(d3Area(upper, () => 310)(idx) ?? null);
    expect(bandPath(upper, lower, idx, x, y)).toBe(d3Area(upper, lowerY, lower)(idx) ?? null);
    const sub = idx.slice(1);
    expect(linePath(upper, sub, x, y)).toBe(d3Line(upper)(sub) ?? null);
    const [own, ref] = [record(), record()];
    expect(bandPath(upper, lower, idx, x, y, own.ctx)).toBeNull();
    d3Area(upper, lowerY, lower).context(ref.ctx)(idx);
    linePath(upper, idx, x, y, own.ctx);
    d3Line(upper).context(ref.ctx)(idx);
    expect(own.calls).toEqual(ref.calls);
  });
});
