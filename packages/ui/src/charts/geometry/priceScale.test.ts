import { scaleLinear } from 'd3-scale';
import { describe, expect, it } from 'vitest';
import { linearScale } from './linearScale';
import { linearMap, makePriceScale, type ValueRange } from './priceScale';

const values = [-1e6, -3.5, 0, 0.1, 1, 99.99, 2499.5, 2500, 2500.01, 1e9, 1 / 3, -0.0];

describe('linearMap', () => {
  it.each([
    ['a price range', { range: { min: 2480.5, max: 2521.25 }, top: 0, bottom: 336 }],
    ['a flat range (one price)', { range: { min: 2500, max: 2500 }, top: 10, bottom: 200 }],
    ['a negative range (MACD)', { range: { min: -12.75, max: 3.2 }, top: 300, bottom: 460 }],
    ['a tiny range', { range: { min: 1.0001, max: 1.0002 }, top: 0, bottom: 1 }],
  ] as const)('gives exactly what the d3 scale gives for %s', (_t, { range, top, bottom }) => {
    const scale = makePriceScale(range as ValueRange, top, bottom);
    const map = linearMap(scale);
    expect(values.map(map)).toEqual(values.map((v) => scale(v)));
  });

  it('follows a reversed domain as d3 does', () => {
    const d3 = scaleLinear().domain([100, 0]).range([184, 16]);
    expect(values.map(linearMap(linearScale([100, 0], [184, 16])))).toEqual(values.map((v) => d3(v)));
  });

  it('puts every value mid-range when the domain is a single point, as d3 does', () => {
    const d3 = scaleLinear().domain([5, 5]).range([92, 8]);
    expect(values.map(linearMap(linearScale([5, 5], [92, 8])))).toEqual(values.map((v) => d3(v)));
  });
});
