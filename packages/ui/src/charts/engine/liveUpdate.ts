import type { Bar, LineSeries, LowerPane, SeriesValues } from '../types';
import type { KLineData } from '../views/klineView';

/** Chart data with the bars as objects, as `KLineChart` receives them. */
export type KLineObjectData = KLineData & { bars: readonly Bar[] };

/** How new chart data relates to what is drawn: a live tick, the same timeline redrawn, or new data. */
export type DataChange = 'live' | 'sameTimeline' | 'replaced';

const sameBar = (a: Bar | undefined, b: Bar | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.time === b.time &&
    a.open === b.open &&
    a.high === b.high &&
    a.low === b.low &&
    a.close === b.close &&
    a.volume === b.volume);

// Early exits keep this cheap where it matters: identical arrays cost nothing, and a different history
// (another adjustment, symbol or period) usually differs within the first bars compared.
function samePrefix<T>(a: ArrayLike<T>, b: ArrayLike<T>, n: number, same: (x: T, y: T) => boolean) {
  if (a === b) return true;
  for (let i = 0; i < n; i++) if (!same(a[i] as T, b[i] as T)) return false;
  return true;
}

const sameValue = (x: number | null, y: number | null) => x === y;
const sameValues = (a: SeriesValues, b: SeriesValues, n: number) => samePrefix(a, b, n, sameValue);

const sameLine = (a: LineSeries, b: LineSeries, n: number) =>
  a.name === b.name && a.color === b.color && sameValues(a.values, b.values, n);

const sameLines = (a: readonly LineSeries[], b: readonly LineSeries[], n: number) =>
  a.length === b.length && a.every((s, k) => sameLine(s, b[k] as LineSeries, n));

function sameLower(a: LowerPane | undefined, b: LowerPane | undefined, n: number): boolean {
  if (!a || !b) return a === b;
  if (a.kind === 'macd' && b.kind === 'macd')
    return sameLine(a.dif, b.dif, n) && sameLine(a.dea, b.dea, n) && sameValues(a.histogram, b.histogram, n);
  if (a.kind === 'rsi' && b.kind === 'rsi') return sameLines(a.lines, b.lines, n);
  return false;
}

function sameBoll(a: KLineData['boll'], b: KLineData['boll'], n: number): boolean {
  if (!a || !b) return a === b;
  return (
    a.color === b.color &&
    a.fill === b.fill &&
    sameValues(a.upper, b.upper, n) &&
    sameValues(a.middle, b.middle, n) &&
    sameValues(a.lower, b.lower, n)
  );
}

/**
 * What changed from `prev` to `next`. `live`: every bar and series value before the last drawn bar is the
 * same, the last bar keeps its time (only its values may differ) and at most one bar follows — a tick, which
 * repaints only the last columns. `sameTimeline`: the same bar times with other values or series (another
 * price adjustment, an indicator switched), which repaints everything and keeps the zoom. `replaced`: other
 * bars, which repaints everything from the latest bars.
 */
export function dataChange(prev: KLineObjectData, next: KLineObjectData): DataChange {
  const n = prev.bars.length;
  const grown = next.bars.length - n;
  const last = n - 1;
  const timelineKept = n > 0 && (grown === 0 || grown === 1) && next.bars[0]?.time === prev.bars[0]?.time;
  if (!timelineKept || next.bars[last]?.time !== prev.bars[last]?.time) return 'replaced';
  const live =
    samePrefix(prev.bars, next.bars, last, sameBar) &&
    sameLines(prev.ma, next.ma, last) &&
    sameBoll(prev.boll, next.boll, last) &&
    sameLower(prev.lower, next.lower, last);
  if (live) return 'live';
  return grown === 0 && samePrefix(prev.bars, next.bars, n, (a, b) => a.time === b.time)
    ? 'sameTimeline'
    : 'replaced';
}
