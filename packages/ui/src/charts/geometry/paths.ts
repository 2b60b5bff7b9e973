import type { SeriesValues } from '../types';

type Ctx = CanvasRenderingContext2D | null;

// The series are traced here the way d3-shape's linear `line` and `area` trace them (a missing value ends a run;
// an area runs along its top, back along its floor and closes; a lone point of a line is a closed, empty
// sub-path), into the canvas or into an SVG path string as d3-path writes it. d3-shape and d3-path cost about
// 5 kB gzip on the stock page for these few lines; the tests hold the output equal to d3-shape's.

interface Sink {
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  closePath(): void;
}

/** Rounded to 3 decimals, as d3-shape's path strings are. */
const r3 = (v: number) => Math.round(v * 1000) / 1000;

/** An SVG path string, numbers written as d3-shape writes them. */
function svgSink(): Sink & { text: string } {
  return {
    text: '',
    moveTo(x, y) {
      this.text += `M${r3(x)},${r3(y)}`;
    },
    lineTo(x, y) {
      this.text += `L${r3(x)},${r3(y)}`;
    },
    closePath() {
      this.text += 'Z';
    },
  };
}

/**
 * Calls `each` with the first and last position in `indices` of every run of consecutive defined entries, into
 * the canvas `context` or a string; returns the string (null when empty), or null when drawing into a canvas.
 */
function trace(
  indices: readonly number[],
  defined: (i: number) => boolean,
  context: Ctx,
  each: (sink: Sink, first: number, last: number) => void,
): string | null {
  const sink = context ?? svgSink();
  let start = -1;
  for (let p = 0; p <= indices.length; p++) {
    const ok = p < indices.length && defined(indices[p] as number);
    if (ok && start < 0) start = p;
    else if (!ok && start >= 0) {
      each(sink, start, p - 1);
      start = -1;
    }
  }
  return context ? null : (sink as { text: string }).text || null;
}

/** Indices `first..last` (inclusive): the data d3 generators iterate, so only visible points are touched. */
export function indexRange(first: number, last: number): number[] {
  const out: number[] = [];
  for (let i = first; i <= last; i++) out.push(i);
  return out;
}

/**
 * A line over series indices, breaking at a missing value (null, NaN): a gap, never a drop to zero. With a canvas
 * context it draws into it (returns null); without one it returns an SVG path string, which is what the tests
 * check.
 */
export function linePath(
  values: SeriesValues,
  indices: readonly number[],
  x: (i: number) => number,
  y: (v: number) => number,
  context: Ctx = null,
): string | null {
  return trace(
    indices,
    (i) => Number.isFinite(values[i]),
    context,
    (sink, first, last) => {
      for (let p = first; p <= last; p++) {
        const i = indices[p] as number;
        if (p === first) sink.moveTo(x(i), y(values[i] ?? 0));
        else sink.lineTo(x(i), y(values[i] ?? 0));
      }
      if (first === last) sink.closePath();
    },
  );
}

/** The closed outline of a run: along `top` forward, back along `bottom`. */
function outline(
  sink: Sink,
  indices: readonly number[],
  first: number,
  last: number,
  x: (i: number) => number,
  top: (i: number) => number,
  bottom: (i: number) => number,
): void {
  for (let p = first; p <= last; p++) {
    const i = indices[p] as number;
    if (p === first) sink.moveTo(x(i), top(i));
    else sink.lineTo(x(i), top(i));
  }
  for (let p = last; p >= first; p--) {
    const i = indices[p] as number;
    sink.lineTo(x(i), bottom(i));
  }
  sink.closePath();
}

/** An area from each value down (or up) to `baseline` y, breaking at missing values (null, NaN). */
export function areaPath(
  values: SeriesValues,
  indices: readonly number[],
  x: (i: number) => number,
  y: (v: number) => number,
  baseline: number,
  context: Ctx = null,
): string | null {
  return trace(
    indices,
    (i) => Number.isFinite(values[i]),
    context,
    (sink, first, last) =>
      outline(
        sink,
        indices,
        first,
        last,
        x,
        (i) => y(values[i] ?? 0),
        () => baseline,
      ),
  );
}

/** A band between two series (e.g. Bollinger upper and lower), breaking where either is null. */
export function bandPath(
  upper: SeriesValues,
  lower: SeriesValues,
  indices: readonly number[],
  x: (i: number) => number,
  y: (v: number) => number,
  context: Ctx = null,
): string | null {
  return trace(
    indices,
    (i) => Number.isFinite(upper[i]) && Number.isFinite(lower[i]),
    context,
    (sink, first, last) =>
      outline(
        sink,
        indices,
        first,
        last,
        x,
        (i) => y(upper[i] ?? 0),
        (i) => y(lower[i] ?? 0),
      ),
  );
}
