import { candleBodyWidth } from '../geometry/barWidth';
import type { ZonedCalendar } from '../geometry/calendar';
import { indexRange } from '../geometry/paths';
import { priceTicks } from '../geometry/priceScale';
import type { TimeView } from '../geometry/timeScale';
import type { AxisTick, TickLevel } from '../geometry/tradingAxis';
import { fillCandles, fillColumns, fillVolumes } from '../renderers/bars';
import { clipTo, type Rect, toBitmapSpace } from '../renderers/canvas';
import {
  drawBand,
  drawGrid,
  drawHorizontalLine,
  drawTexts,
  type LineFrame,
  seriesLineState,
  strokeSeries,
  type TextItem,
} from '../renderers/lines';
import type { BollBands, ChartColors, LowerPane } from '../types';
import type { KLineFrame, KLineSeries } from '../views/klineView';

/** Everything about how a chart looks and formats that is not data. */
export interface ChartStyle {
  colors: ChartColors;
  /** CSS font for axis text; default `11px system-ui, sans-serif`. */
  font: string;
  formatPrice: (value: number) => string;
  formatVolume: (value: number) => string;
  formatTick: (time: number, level: TickLevel) => string;
  /** Crosshair and tooltip time, in the exchange's zone (passed in: ui holds no i18n). */
  formatTime: (time: number) => string;
  calendar: ZonedCalendar;
}

export interface KLineDrawInput {
  data: KLineSeries;
  view: TimeView;
  frame: KLineFrame;
  style: ChartStyle;
  ticks: readonly AxisTick[];
  pixelRatio: number;
  /** Redraw only from this bar index inside `clip` (a live update); default: everything. */
  from?: number;
  clip?: Rect;
  /** Price-axis ticks and their texts; default computed from the frame (the engine caches them per scale). */
  axis?: PriceAxis;
}

/** Gutter ticks and label texts: they change only when a pane's value range does, not while panning. */
export interface PriceAxis {
  main: readonly number[];
  mainTexts: readonly string[];
  volumeText: string;
  lower: readonly number[];
  lowerTexts: readonly string[];
}

/** Ticks and formatted labels of every pane's price axis for a frame. */
export function priceAxis(frame: KLineFrame, style: ChartStyle): PriceAxis {
  const main = priceTicks(frame.priceScale);
  const lower = frame.lowerScale ? frame.lowerScale.ticks(2) : [];
  // Loops rather than callbacks here and in drawKLine: each callback is one more function for a first render
  // to compile.
  const mainTexts: string[] = [];
  for (const v of main) mainTexts.push(style.formatPrice(v));
  const lowerTexts: string[] = [];
  for (const v of lower) lowerTexts.push(style.formatPrice(v));
  return { main, mainTexts, volumeText: style.formatVolume(frame.extents.volume), lower, lowerTexts };
}

/** Draw a K-line frame: full, or (with `from` and `clip`) only the last bars' region. */
export function drawKLine(ctx: CanvasRenderingContext2D, input: KLineDrawInput): void {
  const { data, view, frame, style, ticks, pixelRatio: pr, clip } = input;
  const { colors } = style;
  const { layout } = frame;
  const from = Math.max(frame.first, input.from ?? frame.first);
  const last = frame.last;
  const bars = data.bars;
  const axis = input.axis ?? priceAxis(frame, style);
  if (clip) clipTo(ctx, pr, clip);
  toBitmapSpace(ctx);
  const c = ctx.canvas;
  ctx.globalAlpha = 1;
  ctx.fillStyle = colors.background;
  const gutterX = Math.floor(layout.gutter * pr);
  if (clip) ctx.fillRect(clip.x * pr, clip.y * pr, clip.width * pr, clip.height * pr);
  else {
    // Every bitmap pixel is filled once: the plot and time axis now, the gutter above the axis at the end
    // (over any bar half past the edge). A 3x bitmap is mostly raster time, so no pixel is painted twice.
    const axisY = Math.floor(layout.axisTop * pr);
    ctx.fillRect(0, 0, gutterX, c.height);
    ctx.fillRect(gutterX, axisY, c.width - gutterX, c.height - axisY);
  }

  const { width: vw, rightIndex: ri, barSpacing: bs } = view;
  // indexToX, inlined: it runs for every bar and line point.
  const x = (i: number) => vw - (ri - i) * bs;
  const price = frame.price;
  const right = layout.gutter;
  // Lines start two bars early so a partial repaint joins the segment into its first bar.
  const lineFrom = Math.max(frame.first, from - 2);

  // Grid and pane separators.
  ctx.globalAlpha = 0.12;
  const ys: number[] = [];
  for (const v of axis.main) ys.push(price(v));
  const xs: number[] = [];
  for (const t of ticks) xs.push(t.x);
  drawGrid(ctx, pr, { ys, xs, left: 0, right, top: 0, bottom: layout.axisTop, color: colors.grid });
  ctx.globalAlpha = 0.4;
  const separators = layout.lower ? [layout.volume.y, layout.lower.y] : [layout.volume.y];
  drawGrid(ctx, pr, {
    ys: separators,
    xs: [],
    left: 0,
    right: c.width / pr,
    top: 0,
    bottom: 0,
    color: colors.grid,
  });
  ctx.globalAlpha = 1;

  if (data.boll?.fill) drawBoll(ctx, pr, data.boll, lineFrom, last, x, price, true);

  // Candles and volume one colour at a time: three fill styles per frame, no objects per bar.
  const body = candleBodyWidth(view.barSpacing, pr);
  const { open, close } = bars;
  const tones = [
    [1, colors.up],
    [-1, colors.down],
    [0, colors.flat],
  ] as const;
  toBitmapSpace(ctx);
  // No pane clip: the price range covers every visible value, and bars half past the right edge are covered
  // when the gutter is painted last (clipping costs more raster time than it saves).
  for (const [t, color] of tones) {
    fillCandles(ctx, pr, bars, from, last, t, x, price, body, color);
  }
  ctx.globalAlpha = 0.6;
  const volumeBase = frame.volume(0);
  for (const [t, color] of tones) {
    fillVolumes(ctx, pr, bars, from, last, t, x, frame.volume, body, volumeBase, color);
  }
  ctx.globalAlpha = 1;

  seriesLineState(ctx, pr);
  if (data.boll) drawBoll(ctx, pr, data.boll, lineFrom, last, x, price, false);
  for (const s of data.ma) strokeSeries(ctx, pr, s.values, lineFrom, last, x, price, s.color);

  const labels: TextItem[] = [];
  for (let k = 0; k < axis.main.length; k++) {
    labels.push({ x: right + 4, y: price(axis.main[k] as number), text: axis.mainTexts[k] ?? '' });
  }
  labels.push({ x: right + 4, y: layout.volume.y + 8, text: axis.volumeText });
  const lower = data.lower;
  const ls = frame.lowerY;
  if (lower && layout.lower && ls) {
    drawLowerPane(ctx, { pr, lower, ls, from, last, lineFrom, x, body, right, colors, axis, labels });
  }
  const n = bars.length;
  if (n > 0) {
    const lastClose = close[n - 1] as number;
    const box = lastClose >= (open[n - 1] as number) ? colors.up : colors.down;
    const y = price(lastClose);
    if (y >= layout.main.y && y <= layout.main.y + layout.main.height) {
      labels.push({ x: right + 4, y, text: style.formatPrice(lastClose), box, color: colors.background });
    }
  }
  if (clip) ctx.restore();
  toBitmapSpace(ctx);
  ctx.globalAlpha = 1;
  ctx.fillStyle = colors.background;
  ctx.fillRect(gutterX, 0, c.width - gutterX, Math.ceil(layout.axisTop * pr));
  ctx.globalAlpha = 0.4;
  drawGrid(ctx, pr, {
    ys: [],
    xs: [right],
    left: 0,
    right: 0,
    top: 0,
    bottom: layout.axisTop,
    color: colors.grid,
  });
  ctx.globalAlpha = 1;
  // Gutter labels start right of the plot, so they need no clip, even during a partial repaint.
  drawTexts(ctx, pr, labels, { font: style.font, color: colors.text });
  if (!clip) {
    const timeLabels: TextItem[] = [];
    for (const t of ticks) {
      const text = style.formatTick(t.time, t.level);
      timeLabels.push({ x: t.x, y: layout.axisTop + 10, text, align: 'center' });
    }
    drawTexts(ctx, pr, timeLabels, { font: style.font, color: colors.text });
  }
}

// Bollinger bands on their own (the band under the candles, the lines over them), so a chart without them does
// not compile their drawing on first render.
function drawBoll(
  ctx: CanvasRenderingContext2D,
  pr: number,
  b: BollBands,
  from: number,
  last: number,
  x: (i: number) => number,
  price: (v: number) => number,
  band: boolean,
): void {
  if (band) {
    const frame: LineFrame = { indices: indexRange(from, last), x, y: price };
    drawBand(ctx, pr, frame, b.upper, b.lower, b.fill as string);
    return;
  }
  for (const values of [b.upper, b.middle, b.lower])
    strokeSeries(ctx, pr, values, from, last, x, price, b.color);
}

// The indicator pane and its gutter labels on their own, so a chart without one does not compile their drawing
// on first render.
function drawLowerPane(
  ctx: CanvasRenderingContext2D,
  p: {
    pr: number;
    lower: LowerPane;
    ls: (v: number) => number;
    from: number;
    last: number;
    lineFrom: number;
    x: (i: number) => number;
    body: number;
    right: number;
    colors: ChartColors;
    axis: PriceAxis;
    labels: TextItem[];
  },
): void {
  const { pr, lower, ls, from, last, lineFrom, x, body, right, colors, axis, labels } = p;
  for (let k = 0; k < axis.lower.length; k++) {
    labels.push({ x: right + 4, y: ls(axis.lower[k] as number), text: axis.lowerTexts[k] ?? '' });
  }
  if (lower.kind === 'macd') {
    const half = Math.max(1, Math.floor(body / 2) | 1);
    const base = ls(0);
    for (const [sign, color] of [
      [1, colors.up],
      [-1, colors.down],
    ] as const) {
      const histY = (i: number) => {
        const v = lower.histogram[i];
        return v != null && (v >= 0 ? 1 : -1) === sign ? ls(v) : null;
      };
      fillColumns(ctx, pr, from, last, histY, x, half, base, color);
    }
    seriesLineState(ctx, pr);
    strokeSeries(ctx, pr, lower.dif.values, lineFrom, last, x, ls, lower.dif.color);
    strokeSeries(ctx, pr, lower.dea.values, lineFrom, last, x, ls, lower.dea.color);
  } else {
    ctx.globalAlpha = 0.4;
    for (const level of [30, 70]) {
      drawHorizontalLine(ctx, pr, { y: ls(level), left: 0, right, color: colors.grid, dash: [3, 3] });
    }
    ctx.globalAlpha = 1;
    seriesLineState(ctx, pr);
    for (const s of lower.lines) strokeSeries(ctx, pr, s.values, lineFrom, last, x, ls, s.color);
  }
}
