import { area, line } from 'd3-shape';
import type { SeriesValues } from '../types';

type Ctx = CanvasRenderingContext2D | null;

/** Indices `first..last` (inclusive): the data d3 generators iterate, so only visible points are touched. */
export function indexRange(first: number, last: number): number[] {
  const out: number[] = [];
  for (let i = first; i <= last; i++) out.push(i);
  return out;
}

/**
 * A d3 line over series indices, breaking at a missing value (null, NaN): a gap, never a drop to zero. With a canvas context it draws into it (returns
 * null); without one it returns an SVG path string, which is what the tests check.
 */
export function linePath(
  values: SeriesValues,
  indices: readonly number[],
  x: (i: number) => number,
  y: (v: number) => number,
  context: Ctx = null,
): string | null {
  const gen = line<number>()
    .defined((i) => Number.isFinite(values[i]))
    .x((i) => x(i))
    .y((i) => y(values[i] ?? 0))
    .context(context);
  return gen(indices) ?? null;
}

/** A d3 area from each value down (or up) to `baseline` y, breaking at missing values (null, NaN). */
export function areaPath(
  values: SeriesValues,
  indices: readonly number[],
  x: (i: number) => number,
  y: (v: number) => number,
  baseline: number,
  context: Ctx = null,
): string | null {
  const gen = area<number>()
    .defined((i) => Number.isFinite(values[i]))
    .x((i) => x(i))
    .y0(baseline)
    .y1((i) => y(values[i] ?? 0))
    .context(context);
  return gen(indices) ?? null;
}

/** A d3 band between two series (e.g. Bollinger upper and lower), breaking where either is null. */
export function bandPath(
  upper: SeriesValues,
  lower: SeriesValues,
  indices: readonly number[],
  x: (i: number) => number,
  y: (v: number) => number,
  context: Ctx = null,
): string | null {
  const gen = area<number>()
    .defined((i) => Number.isFinite(upper[i]) && Number.isFinite(lower[i]))
    .x((i) => x(i))
    .y0((i) => y(lower[i] ?? 0))
    .y1((i) => y(upper[i] ?? 0))
    .context(context);
  return gen(indices) ?? null;
}
