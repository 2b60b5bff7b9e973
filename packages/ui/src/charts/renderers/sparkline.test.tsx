// A .tsx name only so the ui project (browser) runs it beside the component tests.
import { area, line } from 'd3-shape';
import { describe, expect, it } from 'vitest';
import { drawSparkline } from './sparkline';

type Call = [string, ...number[]];

/** A 2D context that records the path calls (and the fills and strokes between them). */
function recorder() {
  const calls: Call[] = [];
  const record =
    (name: string) =>
    (...args: number[]) =>
      calls.push([name, ...args.map((n) => Math.round(n * 1e6) / 1e6)]);
  const ctx = {
    canvas: { width: 200, height: 60 },
    setTransform() {},
    clearRect() {},
    setLineDash() {},
    beginPath: record('beginPath'),
    moveTo: record('moveTo'),
    lineTo: record('lineTo'),
    closePath: record('closePath'),
    fill: record('fill'),
    stroke: record('stroke'),
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls };
}

const look = { width: 100, height: 30, color: '#d33', baselineColor: '#888' };

/** What d3-shape's linear line and area trace for the same points (the sparkline's former drawing). */
function d3Trace(values: readonly (number | null)[]): Call[] {
  const prices = values.filter((v): v is number => v != null && Number.isFinite(v));
  const drawn = prices.length === 1 ? [prices[0] as number, prices[0] as number] : values;
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const [lo, hi] =
    min === max ? [min - (Math.abs(min) * 0.01 || 1), max + (Math.abs(min) * 0.01 || 1)] : [min, max];
  const inner = look.height - 2;
  const bottom = look.height - 1 - inner * 0.05;
  const top = 1 + inner * 0.05;
  const y = (i: number) => bottom + (((drawn[i] as number) - lo) / (hi - lo)) * (top - bottom);
  const x = (i: number) => 1 + i * ((look.width - 2) / (drawn.length - 1));
  const defined = (i: number) => drawn[i] != null && Number.isFinite(drawn[i]);
  const indices = Array.from(drawn, (_, i) => i);
  const { ctx, calls } = recorder();
  ctx.beginPath();
  area<number>().defined(defined).x(x).y0(look.height).y1(y).context(ctx)(indices);
  ctx.fill();
  ctx.beginPath();
  line<number>().defined(defined).x(x).y(y).context(ctx)(indices);
  ctx.stroke();
  return calls;
}

describe('drawSparkline path', () => {
  it.each([
    ['a plain series', [10, 11, 9.5, 12, 12.5]],
    ['a gap in the middle', [10, 11, null, 12, 12.5, 11]],
    ['a lone point between gaps', [10, null, 11, null, 12, 13]],
    ['gaps at both ends', [null, Number.NaN, 10, 10.5, 9, null]],
    ['one price (a level)', [null, 10, null]],
    ['a flat series', [5, 5, 5, 5]],
  ])('traces %s as d3-shape did', (_name, values) => {
    const { ctx, calls } = recorder();
    drawSparkline(ctx, 2, { ...look, values, baseline: null });
    expect(calls).toEqual(d3Trace(values));
  });

  it('draws nothing without a price', () => {
    const { ctx, calls } = recorder();
    drawSparkline(ctx, 2, { ...look, values: [null, Number.NaN], baseline: 10 });
    expect(calls).toEqual([]);
  });
});
