import { scaleLinear } from 'd3-scale';
import { describe, expect, it } from 'vitest';
import { linearScale } from './linearScale';

// The engine's scale replaced d3-scale's scaleLinear (issue 17: d3-interpolate, d3-color and d3-format on the
// stock page); d3-scale stays the reference it must match exactly.
const cases: [string, [number, number], [number, number]][] = [
  ['a price pane', [2480.5, 2521.25], [309.12, 26.88]],
  ['a reversed domain', [100, 0], [0, 200]],
  ['a flat domain', [5, 5], [92, 8]],
  ['a negative range (MACD)', [-12.75, 3.2], [447.2, 312.8]],
  ['a tiny range', [1.0001, 1.0002], [0.92, 0.08]],
  ['a time axis', [-12.5, 1000.5], [0, 390]],
  ['huge prices', [1e9, 1.00002e9], [0, 100]],
];
const values = [-1e6, -3.5, 0, 0.1, 1, 99.99, 2499.5, 2500, 2500.01, 1e9, 1 / 3, -0.0, 5];

describe('linearScale', () => {
  it.each(cases)('maps, inverts and ticks %s exactly as d3-scale does', (_name, domain, range) => {
    const own = linearScale(domain, range);
    const d3 = scaleLinear().domain(domain).range(range);
    expect(values.map((v) => own(v))).toEqual(values.map((v) => d3(v)));
    expect(values.map((v) => own.invert(v))).toEqual(values.map((v) => d3.invert(v)));
    for (const count of [undefined, 0, 1, 2, 3, 5, 8, 10, 17, 0.7])
      expect(own.ticks(count)).toEqual(d3.ticks(count));
    expect(own.domain()).toEqual(d3.domain());
    expect(own.range()).toEqual(d3.range());
  });
});
