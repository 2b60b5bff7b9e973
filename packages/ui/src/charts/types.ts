/** One OHLCV bar. `time` is epoch milliseconds (the bar's open); prices are display numbers, already adjusted. */
export interface Bar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** A precomputed indicator series aligned with the bars; `null` where the indicator has no value yet. */
export type SeriesValues = ReadonlyArray<number | null>;

/** A named line drawn over a pane, e.g. MA5 or DIF. */
export interface LineSeries {
  name: string;
  values: SeriesValues;
  color: string;
}

/** Bollinger bands, precomputed by the SDK. */
export interface BollBands {
  upper: SeriesValues;
  middle: SeriesValues;
  lower: SeriesValues;
  color: string;
  /** Fill between upper and lower; default none. */
  fill?: string;
}

/** The switchable lower pane: MACD (DIF, DEA lines and a histogram) or RSI (one or more lines, 0-100). */
export type LowerPane =
  | { kind: 'macd'; dif: LineSeries; dea: LineSeries; histogram: SeriesValues }
  | { kind: 'rsi'; lines: readonly LineSeries[] };

/** Chart periods of the spec. */
export const chartPeriods = ['timeShare', 'm5', 'm15', 'm30', 'day', 'week', 'month', 'year'] as const;
export type ChartPeriod = (typeof chartPeriods)[number];

/** Colours every chart renderer receives as plain strings (resolved CSS colours, not `var()`). */
export interface ChartColors {
  up: string;
  down: string;
  /** Unchanged (close equals open / previous close). */
  flat: string;
  text: string;
  grid: string;
  background: string;
  crosshair: string;
}

/** One minute of an intraday time-share series. */
export interface TimeSharePoint {
  time: number;
  price: number;
  /** Volume-weighted average price so far, computed by the SDK. */
  average: number;
  volume: number;
}
