import { areaPath, bandPath, linePath } from '../geometry/paths';
import type { SeriesValues } from '../types';
import { toBitmapSpace, toMediaSpace } from './canvas';

/** Shared inputs of the line renderers: visible indices and the index→x, value→y maps. */
export interface LineFrame {
  indices: readonly number[];
  x: (i: number) => number;
  y: (v: number) => number;
}

/** A series stroked straight into the canvas (CSS-pixel space). */
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

/**
 * Labels with fillText in CSS pixels (vertical anchor: middle). A bitmap cache of labels (tried in beb4261)
 * measured no faster per pan frame and held up to 512 canvases, so text is drawn directly; the font and
 * alignment are set only when they change.
 */
export function drawTexts(
  ctx: CanvasRenderingContext2D,
  pixelRatio: number,
  items: readonly TextItem[],
  style: { font: string; color: string },
): void {
  toMediaSpace(ctx, pixelRatio);
  ctx.font = style.font;
  ctx.textBaseline = 'middle';
  let align: CanvasTextAlign | '' = '';
  for (const t of items) {
    const a = t.align ?? 'left';
    if (a !== align) {
      align = a;
      ctx.textAlign = a;
    }
    if (t.box) {
      const w = ctx.measureText(t.text).width + 6;
      const left = a === 'right' ? t.x - w + 3 : a === 'center' ? t.x - w / 2 : t.x - 3;
      ctx.fillStyle = t.box;
      ctx.fillRect(left, t.y - 8, w, 16);
    }
    ctx.fillStyle = t.color ?? style.color;
    ctx.fillText(t.text, t.x, t.y);
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

/**
 * A series stroked in bitmap space over indices `first..last`, one path, breaking at nulls. No d3 and no
 * per-point allocation: this is the per-frame path for MA, BOLL and indicator lines while panning.
 * `xAt` returns CSS pixels; the width is 1 CSS pixel rounded down to whole bitmap pixels.
 */
export function strokeSeries(
  ctx: CanvasRenderingContext2D,
  pixelRatio: number,
  values: SeriesValues,
  first: number,
  last: number,
  xAt: (i: number) => number,
  yAt: (v: number) => number,
  color: string,
): void {
  ctx.beginPath();
  let pen = false;
  for (let i = first; i <= last; i++) {
    const v = values[i];
    if (v == null) {
      pen = false;
      continue;
    }
    const px = xAt(i) * pixelRatio;
    const py = yAt(v) * pixelRatio;
    if (pen) ctx.lineTo(px, py);
    else {
      ctx.moveTo(px, py);
      pen = true;
    }
  }
  ctx.strokeStyle = color;
  ctx.stroke();
}

/** Line state for {@link strokeSeries}: bitmap transform, 1 CSS pixel wide, round joins, butt caps. */
export function seriesLineState(ctx: CanvasRenderingContext2D, pixelRatio: number): void {
  toBitmapSpace(ctx);
  ctx.setLineDash([]);
  ctx.lineWidth = Math.max(1, Math.floor(pixelRatio));
  ctx.lineJoin = 'round';
  ctx.lineCap = 'butt';
}
