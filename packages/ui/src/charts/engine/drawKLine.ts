import { candleBodyWidth } from '../geometry/barWidth';
import type { ZonedCalendar } from '../geometry/calendar';
import { indexRange } from '../geometry/paths';
import { priceTicks } from '../geometry/priceScale';
import { indexToX, type TimeView } from '../geometry/timeScale';
import type { AxisTick, TickLevel } from '../geometry/tradingAxis';
import { type CandleItem, type ColumnItem, drawCandles, drawColumns } from '../renderers/bars';
import { clipTo, type Rect, toBitmapSpace } from '../renderers/canvas';
import {
  drawBand,
  drawGrid,
  drawHorizontalLine,
  drawLine,
  drawTexts,
  type LineFrame,
  type TextItem,
} from '../renderers/lines';
import type { ChartColors } from '../types';
import { GUTTER, type KLineData, type KLineFrame } from '../views/klineView';

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
  data: KLineData;
  view: TimeView;
  frame: KLineFrame;
  style: ChartStyle;
  ticks: readonly AxisTick[];
  pixelRatio: number;
  /** Redraw only from this bar index inside `clip` (a live update); default: everything. */
  from?: number;
  clip?: Rect;
}

/** Draw a K-line frame: full, or (with `from` and `clip`) only the last bars' region. */
export function drawKLine(ctx: CanvasRenderingContext2D, input: KLineDrawInput): void {
  const { data, view, frame, style, ticks, pixelRatio: pr, clip } = input;
  const { colors } = style;
  const { layout } = frame;
  const from = Math.max(frame.first, input.from ?? frame.first);
  const bars = data.bars;
  if (clip) clipTo(ctx, pr, clip);
  toBitmapSpace(ctx);
  const c = ctx.canvas;
  ctx.fillStyle = colors.background;
  if (clip) ctx.fillRect(clip.x * pr, clip.y * pr, clip.width * pr, clip.height * pr);
  else ctx.fillRect(0, 0, c.width, c.height);

  const x = (i: number) => indexToX(view, i);
  const lineFrame: LineFrame = {
    indices: indexRange(Math.max(frame.first, from - 2), frame.last),
    x,
    y: frame.price,
  };
  const right = layout.gutter;

  // Grid and pane separators.
  ctx.globalAlpha = 0.12;
  const yTicks = priceTicks(frame.priceScale);
  const ys = yTicks.map((v) => frame.price(v));
  const xs = ticks.map((t) => t.x);
  drawGrid(ctx, pr, { ys, xs, left: 0, right, top: 0, bottom: layout.axisTop, color: colors.grid });
  ctx.globalAlpha = 0.4;
  const separators = [layout.volume, layout.lower].flatMap((pane) => (pane ? [pane.y] : []));
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

  if (data.boll) {
    const b = data.boll;
    if (b.fill) drawBand(ctx, pr, lineFrame, b.upper, b.lower, b.fill);
    for (const values of [b.upper, b.middle, b.lower])
      drawLine(ctx, pr, lineFrame, values, { color: b.color });
  }

  const candles: CandleItem[] = [];
  const volumes: ColumnItem[] = [];
  for (let i = from; i <= frame.last; i++) {
    const bar = bars[i];
    if (!bar) continue;
    const color = bar.close > bar.open ? colors.up : bar.close < bar.open ? colors.down : colors.flat;
    const cx = x(i);
    const p = frame.price;
    candles.push({
      x: cx,
      open: p(bar.open),
      high: p(bar.high),
      low: p(bar.low),
      close: p(bar.close),
      color,
    });
    volumes.push({ x: cx, value: frame.volume(bar.volume), color });
  }
  const body = candleBodyWidth(view.barSpacing, pr);
  // No pane clip: the price range covers every visible value, and bars half past the right edge are covered
  // when the gutter is painted last (clipping costs more raster time than it saves).
  drawCandles(ctx, pr, candles, body);
  for (const s of data.ma) drawLine(ctx, pr, lineFrame, s.values, { color: s.color });
  drawColumns(ctx, pr, volumes, body, frame.volume(0), 0.6);

  const labels: TextItem[] = yTicks.map((v) => ({
    x: right + 4,
    y: frame.price(v),
    text: style.formatPrice(v),
  }));
  labels.push({ x: right + 4, y: layout.volume.y + 8, text: style.formatVolume(frame.extents.volume) });
  const lower = data.lower;
  if (lower && layout.lower && frame.lowerScale) {
    const ls = frame.lowerScale;
    const lf: LineFrame = { ...lineFrame, y: ls };
    if (lower.kind === 'macd') {
      const cols: ColumnItem[] = [];
      for (let i = from; i <= frame.last; i++) {
        const v = lower.histogram[i];
        if (v != null)
          cols.push({
            x: x(i),
            value: ls(v) as ColumnItem['value'],
            color: v >= 0 ? colors.up : colors.down,
          });
      }
      drawColumns(ctx, pr, cols, Math.max(1, Math.floor(body / 2) | 1), ls(0) as ColumnItem['value']);
      drawLine(ctx, pr, lf, lower.dif.values, { color: lower.dif.color });
      drawLine(ctx, pr, lf, lower.dea.values, { color: lower.dea.color });
    } else {
      ctx.globalAlpha = 0.4;
      for (const level of [30, 70]) {
        drawHorizontalLine(ctx, pr, { y: ls(level), left: 0, right, color: colors.grid, dash: [3, 3] });
      }
      ctx.globalAlpha = 1;
      for (const s of lower.lines) drawLine(ctx, pr, lf, s.values, { color: s.color });
    }
    for (const v of ls.ticks(2)) labels.push({ x: right + 4, y: ls(v), text: style.formatPrice(v) });
  }
  const lastBar = bars[bars.length - 1];
  if (lastBar) {
    const box = lastBar.close >= lastBar.open ? colors.up : colors.down;
    const y = frame.price(lastBar.close);
    if (y >= layout.main.y && y <= layout.main.y + layout.main.height) {
      labels.push({ x: right + 4, y, text: style.formatPrice(lastBar.close), box, color: colors.background });
    }
  }
  if (clip) ctx.restore();
  toBitmapSpace(ctx);
  ctx.fillStyle = colors.background;
  ctx.fillRect(Math.floor(right * pr), 0, GUTTER * pr + 1, layout.axisTop * pr);
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
    const timeLabels = ticks.map((t) => ({
      x: t.x,
      y: layout.axisTop + 10,
      text: style.formatTick(t.time, t.level),
      align: 'center' as const,
    }));
    drawTexts(ctx, pr, timeLabels, { font: style.font, color: colors.text });
  }
}
