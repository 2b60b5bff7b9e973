import { indexRange } from '../geometry/paths';
import { makePriceScale } from '../geometry/priceScale';
import { toBitmapSpace } from './canvas';
import { drawArea, drawHorizontalLine, drawLine } from './lines';

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

export function drawSparkline(ctx: CanvasRenderingContext2D, pr: number, d: SparklineRenderData): void {
  toBitmapSpace(ctx);
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  const known = d.values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (known.length === 0) return;
  // One value is a level, not a point: draw it across the width.
  const values = known.length === 1 ? [known[0] as number, known[0] as number] : d.values;
  let min = d.baseline ?? Number.POSITIVE_INFINITY;
  let max = d.baseline ?? Number.NEGATIVE_INFINITY;
  for (const v of known) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const y = makePriceScale({ min, max }, 1, d.height - 1, 0.05);
  const step = (d.width - 2) / (values.length - 1);
  const frame = { indices: indexRange(0, values.length - 1), x: (i: number) => 1 + i * step, y };
  if (d.baseline !== null) {
    drawHorizontalLine(ctx, pr, {
      y: y(d.baseline),
      left: 0,
      right: d.width,
      color: d.baselineColor,
      dash: [2, 2],
    });
  }
  ctx.globalAlpha = 0.15;
  drawArea(ctx, pr, frame, values, d.height, d.color);
  ctx.globalAlpha = 1;
  drawLine(ctx, pr, frame, values, { color: d.color, width: 1.25 });
}
