import { barLeft, wickWidth } from '../geometry/barWidth';
import type { Coordinate } from '../geometry/coordinate';
import { toBitmapSpace } from './canvas';

/** One candle, already in pixels: centre x and the y of each price. */
export interface CandleItem {
  x: Coordinate;
  open: Coordinate;
  high: Coordinate;
  low: Coordinate;
  close: Coordinate;
  color: string;
}

/** Candles in bitmap space: whole-pixel bodies of `bodyWidth` bitmap pixels, centred 1-CSS-pixel wicks. */
export function drawCandles(
  ctx: CanvasRenderingContext2D,
  pixelRatio: number,
  items: readonly CandleItem[],
  bodyWidth: number,
): void {
  toBitmapSpace(ctx);
  const wick = wickWidth(pixelRatio, bodyWidth);
  let color = '';
  for (const c of items) {
    if (c.color !== color) {
      color = c.color;
      ctx.fillStyle = color;
    }
    const left = barLeft(c.x, pixelRatio, bodyWidth);
    const wickLeft = left + Math.floor((bodyWidth - wick) / 2);
    const top = Math.round(c.high * pixelRatio);
    const bottom = Math.round(c.low * pixelRatio);
    ctx.fillRect(wickLeft, top, wick, Math.max(1, bottom - top));
    const bodyTop = Math.round(Math.min(c.open, c.close) * pixelRatio);
    const bodyBottom = Math.round(Math.max(c.open, c.close) * pixelRatio);
    ctx.fillRect(left, bodyTop, bodyWidth, Math.max(1, bodyBottom - bodyTop));
  }
}

/** One histogram column (volume or MACD), from `base` to `value` y. */
export interface ColumnItem {
  x: Coordinate;
  value: Coordinate;
  color: string;
}

/** Columns in bitmap space, each `width` bitmap pixels wide, between its value and `base`. */
export function drawColumns(
  ctx: CanvasRenderingContext2D,
  pixelRatio: number,
  items: readonly ColumnItem[],
  width: number,
  base: Coordinate,
  alpha = 1,
): void {
  toBitmapSpace(ctx);
  ctx.globalAlpha = alpha;
  const b = Math.round(base * pixelRatio);
  let color = '';
  for (const c of items) {
    if (c.color !== color) {
      color = c.color;
      ctx.fillStyle = color;
    }
    const v = Math.round(c.value * pixelRatio);
    ctx.fillRect(barLeft(c.x, pixelRatio, width), Math.min(v, b), width, Math.max(1, Math.abs(b - v)));
  }
  ctx.globalAlpha = 1;
}
