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

/** OHLC columns, as {@link KLineColumns} holds them. */
export interface OhlcColumns {
  open: ArrayLike<number>;
  high: ArrayLike<number>;
  low: ArrayLike<number>;
  close: ArrayLike<number>;
}

/**
 * Candles of one colour straight from the columns, in bitmap space: those whose `sign(close - open)` is `tone`;
 * `xAt` gives a bar's centre in CSS pixels and `yAt` a price's y. One fill style for the whole pass and no
 * intermediate objects, so a pan frame allocates nothing per candle.
 */
export function fillCandles(
  ctx: CanvasRenderingContext2D,
  pixelRatio: number,
  bars: OhlcColumns,
  first: number,
  last: number,
  tone: number,
  xAt: (i: number) => number,
  yAt: (v: number) => number,
  bodyWidth: number,
  color: string,
): void {
  const wick = wickWidth(pixelRatio, bodyWidth);
  const wickOffset = Math.floor((bodyWidth - wick) / 2);
  const half = Math.floor(bodyWidth / 2);
  const { open, high, low, close } = bars;
  ctx.fillStyle = color;
  for (let i = first; i <= last; i++) {
    const o = open[i] as number;
    const c = close[i] as number;
    if (Math.sign(c - o) !== tone) continue;
    const left = Math.round(xAt(i) * pixelRatio) - half;
    const top = Math.round(yAt(high[i] as number) * pixelRatio);
    const bottom = Math.round(yAt(low[i] as number) * pixelRatio);
    ctx.fillRect(left + wickOffset, top, wick, Math.max(1, bottom - top));
    const yo = yAt(o);
    const yc = yAt(c);
    const bodyTop = Math.round(Math.min(yo, yc) * pixelRatio);
    const bodyBottom = Math.round(Math.max(yo, yc) * pixelRatio);
    ctx.fillRect(left, bodyTop, bodyWidth, Math.max(1, bodyBottom - bodyTop));
  }
}

/**
 * Volume columns of one colour straight from the columns, like {@link fillCandles}: the bars whose
 * `sign(close - open)` is `tone`, from `yAt(volume)` down to `base` y, `width` bitmap pixels wide.
 */
export function fillVolumes(
  ctx: CanvasRenderingContext2D,
  pixelRatio: number,
  bars: OhlcColumns & { volume: ArrayLike<number> },
  first: number,
  last: number,
  tone: number,
  xAt: (i: number) => number,
  yAt: (v: number) => number,
  width: number,
  base: number,
  color: string,
): void {
  const b = Math.round(base * pixelRatio);
  const half = Math.floor(width / 2);
  const { open, close, volume } = bars;
  ctx.fillStyle = color;
  for (let i = first; i <= last; i++) {
    if (Math.sign((close[i] as number) - (open[i] as number)) !== tone) continue;
    const v = Math.round(yAt(volume[i] as number) * pixelRatio);
    ctx.fillRect(Math.round(xAt(i) * pixelRatio) - half, Math.min(v, b), width, Math.max(1, Math.abs(b - v)));
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
