import type { Coordinate } from '../geometry/coordinate';
import {
  columnsRange,
  extendRange,
  linearMap,
  makePriceScale,
  type ValueRange,
} from '../geometry/priceScale';
import { type TimeView, visibleSlice } from '../geometry/timeScale';
import type { Rect } from '../renderers/canvas';
import type { BollBands, LineSeries, LowerPane } from '../types';
import type { KLineBars, KLineColumns } from './klineColumns';

/** Pixel layout of a K-line chart: main, volume and optional indicator panes, right price gutter, time axis. */
export interface KLineLayout {
  main: Rect;
  volume: Rect;
  lower: Rect | null;
  /** Left edge of the price gutter (= plot width). */
  gutter: number;
  /** Top of the time axis strip. */
  axisTop: number;
}

/** Gutter width for price labels and time-axis height, in CSS pixels. */
export const GUTTER = 56;
export const TIME_AXIS = 20;

/** Split the chart: 60/15/25 with an indicator pane, 75/25 without. */
export function klineLayout(width: number, height: number, withLower: boolean): KLineLayout {
  const plotW = Math.max(1, width - GUTTER);
  const plotH = Math.max(1, height - TIME_AXIS);
  const mainH = Math.round(plotH * (withLower ? 0.6 : 0.75));
  const volH = Math.round(plotH * (withLower ? 0.15 : 0.25));
  const main = { x: 0, y: 0, width: plotW, height: mainH };
  const volume = { x: 0, y: mainH, width: plotW, height: volH };
  const lower = withLower ? { x: 0, y: mainH + volH, width: plotW, height: plotH - mainH - volH } : null;
  return { main, volume, lower, gutter: plotW, axisTop: plotH };
}

/**
 * What a K-line chart shows: the bars (objects or OHLCV rows, which the engine copies into columns of its own,
 * or columns, which it takes as they are) and the indicator series aligned with them (taken as they are, never
 * copied).
 */
export interface KLineData {
  bars: KLineBars;
  ma: readonly LineSeries[];
  boll?: BollBands | undefined;
  lower?: LowerPane | undefined;
}

/** {@link KLineData} with the bars as columns: what views and renderers read. */
export interface KLineSeries extends KLineData {
  bars: KLineColumns;
}

/** The value ranges on screen; a live update redraws only the last bars if these did not change. */
export interface KLineExtents {
  main: ValueRange;
  volume: number;
  lower: ValueRange | null;
}

export interface KLineFrame {
  first: number;
  last: number;
  /** Chart size in CSS pixels, which the layout and scales were made for. */
  width: number;
  height: number;
  layout: KLineLayout;
  extents: KLineExtents;
  price: (v: number) => Coordinate;
  priceScale: ReturnType<typeof makePriceScale>;
  volume: (v: number) => Coordinate;
  lowerScale: ReturnType<typeof makePriceScale> | null;
  /** `lowerScale` as a plain function (see {@link linearMap}); null with it. */
  lowerY: ((v: number) => Coordinate) | null;
}

/** Ranges over the visible slice only: O(visible bars), whatever the series length. */
export function klineExtents(data: KLineSeries, first: number, last: number): KLineExtents {
  const bars = data.bars;
  let main = columnsRange(bars.low, bars.high, first, Math.min(last, bars.length - 1)) ?? { min: 0, max: 1 };
  for (const s of data.ma) main = extendRange(main, s.values, first, last) ?? main;
  if (data.boll) {
    main = extendRange(main, data.boll.upper, first, last) ?? main;
    main = extendRange(main, data.boll.lower, first, last) ?? main;
  }
  let volume = 0;
  const vol = bars.volume;
  for (let i = first, end = Math.min(last, bars.length - 1); i <= end; i++) {
    const v = vol[i] as number;
    if (v > volume) volume = v;
  }
  return { main, volume, lower: data.lower ? lowerRange(data.lower, first, last) : null };
}

// The indicator pane's range on its own, so a chart without one does not compile it on first render.
function lowerRange(l: LowerPane, first: number, last: number): ValueRange | null {
  if (l.kind === 'rsi') return { min: 0, max: 100 };
  let lower: ValueRange | null = null;
  for (const values of [l.dif.values, l.dea.values, l.histogram])
    lower = extendRange(lower, values, first, last);
  return extendRange(lower, [0], 0, 0);
}

export const sameExtents = (a: KLineExtents, b: KLineExtents) =>
  a.main.min === b.main.min &&
  a.main.max === b.main.max &&
  a.volume === b.volume &&
  a.lower?.min === b.lower?.min &&
  a.lower?.max === b.lower?.max;

/**
 * Frame for a view; null when no bar is visible. With `reuse`, the previous frame, whose layout and scales are
 * kept when the size and the ranges on screen are the same (most frames of a pan), so a frame allocates little.
 */
export function klineFrame(
  data: KLineSeries,
  view: TimeView,
  width: number,
  height: number,
  reuse?: KLineFrame | null,
): KLineFrame | null {
  const slice = visibleSlice(view, data.bars.length);
  if (!slice) return null;
  const extents = klineExtents(data, slice.first, slice.last);
  const withLower = data.lower != null;
  if (
    reuse &&
    reuse.width === width &&
    reuse.height === height &&
    (reuse.layout.lower !== null) === withLower &&
    sameExtents(reuse.extents, extents)
  ) {
    return { ...reuse, first: slice.first, last: slice.last };
  }
  const layout = klineLayout(width, height, withLower);
  const { main, volume: vol, lower } = layout;
  const priceScale = makePriceScale(extents.main, main.y, main.y + main.height);
  const volTop = vol.y + vol.height * 0.15;
  const volBottom = vol.y + vol.height;
  const vmax = extents.volume || 1;
  const lowerScale =
    lower && extents.lower ? makePriceScale(extents.lower, lower.y, lower.y + lower.height, 0.1) : null;
  return {
    ...slice,
    width,
    height,
    layout,
    extents,
    priceScale,
    price: linearMap(priceScale) as (v: number) => Coordinate,
    volume: (v) => (volBottom - (v / vmax) * (volBottom - volTop)) as Coordinate,
    lowerScale,
    lowerY: lowerScale ? (linearMap(lowerScale) as (v: number) => Coordinate) : null,
  };
}
