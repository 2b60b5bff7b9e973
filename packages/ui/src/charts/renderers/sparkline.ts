import { area, line } from 'd3-shape';

// Self-contained on purpose: list rows (home, quote lists) draw sparklines, and reaching the chart engine's
// scales and renderers from here would ship d3-scale and the engine's geometry on routes without a chart.

/** A sparkline: the series, a soft area under it and an optional dashed baseline (previous close). */
export interface SparklineRenderData {
  /** Prices oldest first; a missing one (null, NaN) is a gap in the line, never plotted as zero. */
  values: readonly (number | null)[];
  baseline: number | null;
  width: number;
  height: number;
  color: string;
  baselineColor: string;
}

const known = (v: number | null | undefined): v is number => v != null && Number.isFinite(v);

export function drawSparkline(ctx: CanvasRenderingContext2D, pr: number, d: SparklineRenderData): void {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  const prices = d.values.filter(known);
  if (prices.length === 0) return;
  // One value is a level, not a point: draw it across the width.
  const values = prices.length === 1 ? [prices[0] as number, prices[0] as number] : d.values;
  let min = d.baseline ?? Number.POSITIVE_INFINITY;
  let max = d.baseline ?? Number.NEGATIVE_INFINITY;
  for (const v of prices) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  // A flat range gets a ±1% (or ±1) band so a single price sits mid-height instead of dividing by zero.
  if (max === min) {
    const pad = Math.abs(min) * 0.01 || 1;
    min -= pad;
    max += pad;
  }
  // 1 px inset top and bottom, then 5% padding of the rest above and below.
  const inner = d.height - 2;
  const bottom = d.height - 1 - inner * 0.05;
  const top = 1 + inner * 0.05;
  const y = (v: number) => bottom + ((v - min) / (max - min)) * (top - bottom);
  const step = (d.width - 2) / (values.length - 1);
  const x = (i: number) => 1 + i * step;
  const indices = Array.from(values, (_, i) => i);
  const defined = (i: number) => known(values[i]);
  ctx.setTransform(pr, 0, 0, pr, 0, 0);
  if (d.baseline !== null) {
    const base = (Math.round(y(d.baseline) * pr) + (pr % 2) / 2) / pr;
    ctx.beginPath();
    ctx.setLineDash([2, 2]);
    ctx.moveTo(0, base);
    ctx.lineTo(d.width, base);
    ctx.lineWidth = 1;
    ctx.strokeStyle = d.baselineColor;
    ctx.stroke();
    ctx.setLineDash([]);
  }
  ctx.globalAlpha = 0.15;
  ctx.beginPath();
  area<number>()
    .defined(defined)
    .x(x)
    .y0(d.height)
    .y1((i) => y(values[i] as number))
    .context(ctx)(indices);
  ctx.fillStyle = d.color;
  ctx.fill();
  ctx.globalAlpha = 1;
  ctx.beginPath();
  line<number>()
    .defined(defined)
    .x(x)
    .y((i) => y(values[i] as number))
    .context(ctx)(indices);
  ctx.lineWidth = 1.25;
  ctx.lineJoin = 'round';
  ctx.strokeStyle = d.color;
  ctx.stroke();
}
