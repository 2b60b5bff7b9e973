import { candleBodyWidth } from '../geometry/barWidth';
import type { Coordinate } from '../geometry/coordinate';
import { type ColumnItem, drawColumns } from './bars';
import { toBitmapSpace } from './canvas';
import { drawArea, drawHorizontalLine, drawLine, drawTexts, drawVerticalLine, type LineFrame } from './lines';

/** Everything the time-share renderer draws, precomputed by the view. */
export interface TimeShareRenderData {
  width: number;
  height: number;
  xs: readonly (Coordinate | null)[];
  prices: readonly number[];
  averages: readonly number[];
  volumes: readonly { value: Coordinate; up: boolean }[];
  y: (v: number) => number;
  prevCloseY: number;
  priceBottom: number;
  volumeBase: Coordinate;
  /** Session boundary x positions and their labels (open, break, close). */
  marks: readonly { x: number; label: string }[];
  /** Price labels: top (prev close + span), prev close, bottom; with percent text. */
  axis: readonly { y: number; price: string; percent: string; tone: 'up' | 'down' | 'flat' }[];
  /** Minute slots in the day, for column width. */
  slots: number;
  crosshair: { x: number; y: number } | null;
  colors: {
    line: string;
    area: string;
    average: string;
    up: string;
    down: string;
    flat: string;
    text: string;
    grid: string;
    background: string;
    crosshair: string;
  };
  font: string;
}

export function drawTimeShare(ctx: CanvasRenderingContext2D, pr: number, d: TimeShareRenderData): void {
  const { colors } = d;
  toBitmapSpace(ctx);
  ctx.fillStyle = colors.background;
  ctx.fillRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  ctx.globalAlpha = 0.3;
  for (const m of d.marks)
    drawVerticalLine(ctx, pr, { x: m.x, top: 0, bottom: d.height, color: colors.grid });
  drawHorizontalLine(ctx, pr, { y: d.priceBottom, left: 0, right: d.width, color: colors.grid });
  ctx.globalAlpha = 1;
  drawHorizontalLine(ctx, pr, { y: d.prevCloseY, left: 0, right: d.width, color: colors.flat, dash: [4, 3] });

  const indices: number[] = [];
  d.xs.forEach((x, i) => {
    if (x !== null) indices.push(i);
  });
  const frame: LineFrame = { indices, x: (i) => d.xs[i] ?? 0, y: d.y };
  ctx.globalAlpha = 0.18;
  drawArea(ctx, pr, frame, d.prices, d.priceBottom, colors.area);
  ctx.globalAlpha = 1;
  drawLine(ctx, pr, frame, d.prices, { color: colors.line, width: 1.25 });
  drawLine(ctx, pr, frame, d.averages, { color: colors.average });

  const columns: ColumnItem[] = [];
  for (const i of indices) {
    const v = d.volumes[i];
    if (v) columns.push({ x: d.xs[i] as Coordinate, value: v.value, color: v.up ? colors.up : colors.down });
  }
  drawColumns(ctx, pr, columns, candleBodyWidth(d.width / d.slots, pr), d.volumeBase, 0.7);

  const toneColor = { up: colors.up, down: colors.down, flat: colors.text } as const;
  const texts = d.axis.flatMap((a) => {
    const y = Math.min(d.priceBottom - 7, Math.max(7, a.y));
    // The previous close's labels sit on its dashed line, which the day's price line often crosses there too:
    // on a chip of the background, so neither strikes through them.
    const chip = a.y === d.prevCloseY ? { box: colors.background } : {};
    return [
      { x: 2, y, text: a.price, color: toneColor[a.tone], ...chip },
      { x: d.width - 2, y, text: a.percent, align: 'right' as const, color: toneColor[a.tone], ...chip },
    ];
  });
  d.marks.forEach((m, k) => {
    const align = k === 0 ? 'left' : k === d.marks.length - 1 ? 'right' : 'center';
    texts.push({
      x: m.x,
      y: d.priceBottom + 8,
      text: m.label,
      color: colors.text,
      align,
    } as (typeof texts)[0]);
  });
  drawTexts(ctx, pr, texts, { font: d.font, color: colors.text });

  if (d.crosshair) {
    const line = { color: colors.crosshair, dash: [4, 3] };
    drawVerticalLine(ctx, pr, { ...line, x: d.crosshair.x, top: 0, bottom: d.height });
    drawHorizontalLine(ctx, pr, { ...line, y: d.crosshair.y, left: 0, right: d.width });
  }
}
