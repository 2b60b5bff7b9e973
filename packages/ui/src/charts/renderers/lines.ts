import { areaPath, bandPath, linePath } from '../geometry/paths';
import type { SeriesValues } from '../types';
import { toBitmapSpace, toMediaSpace } from './canvas';
import { textBitmap } from './textCache';

/** Shared inputs of the line renderers: visible indices and the index→x, value→y maps. */
export interface LineFrame {
  indices: readonly number[];
  x: (i: number) => number;
  y: (v: number) => number;
}

/** A series stroked with d3-shape straight into the canvas (CSS-pixel space). */
export function drawLine(
  ctx: CanvasRenderingContext2D,
  pixelRatio: number,
  frame: LineFrame,
  values: SeriesValues,
  style: { color: string; width?: number; dash?: readonly number[] },
): void {
  toMediaSpace(ctx, pixelRatio);
  ctx.beginPath();
  linePath(values, frame.indices, frame.x, frame.y, ctx);
  if (style.dash) ctx.setLineDash(style.dash);
  ctx.lineWidth = style.width ?? 1;
  ctx.lineJoin = 'round';
  ctx.strokeStyle = style.color;
  ctx.stroke();
  if (style.dash) ctx.setLineDash([]);
}

/** A series filled down to `baseline` y (time-share area, sparkline). */
export function drawArea(
  ctx: CanvasRenderingContext2D,
  pixelRatio: number,
  frame: LineFrame,
  values: SeriesValues,
  baseline: number,
  fill: string,
): void {
  toMediaSpace(ctx, pixelRatio);
  ctx.beginPath();
  areaPath(values, frame.indices, frame.x, frame.y, baseline, ctx);
  ctx.fillStyle = fill;
  ctx.fill();
}

/** The band between two series (Bollinger), filled. */
export function drawBand(
  ctx: CanvasRenderingContext2D,
  pixelRatio: number,
  frame: LineFrame,
  upper: SeriesValues,
  lower: SeriesValues,
  fill: string,
): void {
  toMediaSpace(ctx, pixelRatio);
  ctx.beginPath();
  bandPath(upper, lower, frame.indices, frame.x, frame.y, ctx);
  ctx.fillStyle = fill;
  ctx.fill();
}

/** A horizontal line across `[left, right]` at `y`, snapped to the pixel grid so 1px lines stay sharp. */
export function drawHorizontalLine(
  ctx: CanvasRenderingContext2D,
  pixelRatio: number,
  line: { y: number; left: number; right: number; color: string; width?: number; dash?: readonly number[] },
): void {
  toMediaSpace(ctx, pixelRatio);
  const w = line.width ?? 1;
  const y = (Math.round(line.y * pixelRatio) + ((w * pixelRatio) % 2) / 2) / pixelRatio;
  ctx.beginPath();
  if (line.dash) ctx.setLineDash(line.dash);
  ctx.moveTo(line.left, y);
  ctx.lineTo(line.right, y);
  ctx.lineWidth = w;
  ctx.strokeStyle = line.color;
  ctx.stroke();
  if (line.dash) ctx.setLineDash([]);
}

/** A vertical line across `[top, bottom]` at `x`, snapped like the horizontal one. */
export function drawVerticalLine(
  ctx: CanvasRenderingContext2D,
  pixelRatio: number,
  line: { x: number; top: number; bottom: number; color: string; dash?: readonly number[] },
): void {
  toMediaSpace(ctx, pixelRatio);
  const x = (Math.round(line.x * pixelRatio) + (pixelRatio % 2) / 2) / pixelRatio;
  ctx.beginPath();
  if (line.dash) ctx.setLineDash(line.dash);
  ctx.moveTo(x, line.top);
  ctx.lineTo(x, line.bottom);
  ctx.lineWidth = 1;
  ctx.strokeStyle = line.color;
  ctx.stroke();
  if (line.dash) ctx.setLineDash([]);
}

/** Text labels in CSS pixels. */
export interface TextItem {
  x: number;
  y: number;
  text: string;
  align?: CanvasTextAlign;
  color?: string;
  /** Draw a filled box behind the text (crosshair and last-price labels). */
  box?: string;
}

/** Labels from the text bitmap cache, placed on whole device pixels (vertical anchor: middle). */
export function drawTexts(
  ctx: CanvasRenderingContext2D,
  pixelRatio: number,
  items: readonly TextItem[],
  style: { font: string; color: string },
): void {
  toBitmapSpace(ctx);
  for (const t of items) {
    const bmp = textBitmap(t.text, style.font, t.color ?? style.color, pixelRatio);
    const left = t.align === 'right' ? t.x - bmp.width : t.align === 'center' ? t.x - bmp.width / 2 : t.x;
    if (t.box) {
      ctx.fillStyle = t.box;
      ctx.fillRect(
        Math.round((left - 3) * pixelRatio),
        Math.round((t.y - 8) * pixelRatio),
        Math.round((bmp.width + 6) * pixelRatio),
        Math.round(16 * pixelRatio),
      );
    }
    ctx.drawImage(bmp.canvas, Math.round(left * pixelRatio), Math.round((t.y - bmp.height / 2) * pixelRatio));
  }
}

/**
 * Solid 1-CSS-pixel grid lines as bitmap rectangles: one fill style, no paths, no antialiasing, which is
 * noticeably cheaper to rasterise than stroking each line at high pixel ratios.
 */
export function drawGrid(
  ctx: CanvasRenderingContext2D,
  pixelRatio: number,
  grid: {
    ys: readonly number[];
    xs: readonly number[];
    left: number;
    right: number;
    top: number;
    bottom: number;
    color: string;
  },
): void {
  toBitmapSpace(ctx);
  const w = Math.max(1, Math.floor(pixelRatio));
  ctx.fillStyle = grid.color;
  const l = Math.round(grid.left * pixelRatio);
  const r = Math.round(grid.right * pixelRatio);
  const t = Math.round(grid.top * pixelRatio);
  const b = Math.round(grid.bottom * pixelRatio);
  for (const y of grid.ys) ctx.fillRect(l, Math.round(y * pixelRatio), r - l, w);
  for (const x of grid.xs) ctx.fillRect(Math.round(x * pixelRatio), t, w, b - t);
}
