import { barLeft, wickWidth } from '../geometry/barWidth';
import type { Coordinate } from '../geometry/coordinate';
import { toBitmapSpace } from './canvas';

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

/**
 * Candles of one colour straight from the bars, in bitmap space: `pick(i)` says whether bar `i` has this
 * colour; `xAt` gives its centre in CSS pixels and `yAt` a price's y. One fill style for the whole pass and no
 * intermediate objects, so a pan frame allocates nothing per candle.
 */
export function fillCandles(
  ctx: CanvasRenderingContext2D,
  pixelRatio: number,
  bars: ReadonlyArray<{ open: number; high: number; low: number; close: number }>,
  first: number,
  last: number,
  pick: (i: number) => boolean,
  xAt: (i: number) => number,
  yAt: (v: number) => number,
  bodyWidth: number,
  color: string,
): void {
  const wick = wickWidth(pixelRatio, bodyWidth);
  const wickOffset = Math.floor((bodyWidth - wick) / 2);
  const half = Math.floor(bodyWidth / 2);
  ctx.fillStyle = color;
  for (let i = first; i <= last; i++) {
    const b = bars[i];
    if (!b || !pick(i)) continue;
    const left = Math.round(xAt(i) * pixelRatio) - half;
    const top = Math.round(yAt(b.high) * pixelRatio);
    const bottom = Math.round(yAt(b.low) * pixelRatio);
    ctx.fillRect(left + wickOffset, top, wick, Math.max(1, bottom - top));
    const yo = yAt(b.open);
    const yc = yAt(b.close);
    const bodyTop = Math.round(Math.min(yo, yc) * pixelRatio);
    const bodyBottom = Math.round(Math.max(yo, yc) * pixelRatio);
    ctx.fillRect(left, bodyTop, bodyWidth, Math.max(1, bodyBottom - bodyTop));
  }
}

/** Columns of one colour from `yAt(i)` (null: none) down to `base` y, in bitmap space, like {@link fillCandles}. */
export function fillColumns(
  ctx: CanvasRenderingContext2D,
  pixelRatio: number,
  first: number,
  last: number,
  yAt: (i: number) => number | null,
  xAt: (i: number) => number,
  width: number,
  base: number,
  color: string,
): void {
  const b = Math.round(base * pixelRatio);
  const half = Math.floor(width / 2);
  ctx.fillStyle = color;
  for (let i = first; i <= last; i++) {
    const y = yAt(i);
    if (y === null) continue;
    const v = Math.round(y * pixelRatio);
    ctx.fillRect(Math.round(xAt(i) * pixelRatio) - half, Math.min(v, b), width, Math.max(1, Math.abs(b - v)));
  }
}
