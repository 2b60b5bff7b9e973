// Self-contained on purpose: list rows (home, quote lists) draw sparklines, and reaching the chart engine's
// scales and renderers from here would ship d3-scale and the engine's geometry on routes without a chart. The
// straight segments are traced here as d3-shape's linear `line` and `area` trace them (a gap ends a run, a
// lone point draws nothing): d3-shape's module holds the donut's `arc` and `pie` too, about 5 kB gzip with
// d3-path on every list route.

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

/** The runs of consecutive known values, as [first, last] indices. */
function runs(values: readonly (number | null)[]): [number, number][] {
  const out: [number, number][] = [];
  let start = -1;
  for (let i = 0; i <= values.length; i += 1) {
    const ok = i < values.length && known(values[i]);
    if (ok && start < 0) start = i;
    else if (!ok && start >= 0) {
      out.push([start, i - 1]);
      start = -1;
    }
  }
  return out;
}

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
  const segments = runs(values);
  const yAt = (i: number) => y(values[i] as number);
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
  // Each run: along the prices, back along the floor, closed.
  for (const [first, last] of segments) {
    ctx.moveTo(x(first), yAt(first));
    for (let i = first + 1; i <= last; i += 1) ctx.lineTo(x(i), yAt(i));
    for (let i = last; i >= first; i -= 1) ctx.lineTo(x(i), d.height);
    ctx.closePath();
  }
  ctx.fillStyle = d.color;
  ctx.fill();
  ctx.globalAlpha = 1;
  ctx.beginPath();
  for (const [first, last] of segments) {
    ctx.moveTo(x(first), yAt(first));
    for (let i = first + 1; i <= last; i += 1) ctx.lineTo(x(i), yAt(i));
    if (first === last) ctx.closePath();
  }
  ctx.lineWidth = 1.25;
  ctx.lineJoin = 'round';
  ctx.strokeStyle = d.color;
  ctx.stroke();
}
