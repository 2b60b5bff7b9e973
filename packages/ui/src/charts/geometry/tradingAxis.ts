import type { ZonedCalendar } from './calendar';
import type { Coordinate } from './coordinate';
import { indexToX, type TimeView, visibleSlice } from './timeScale';

/** Why a bar gets a tick label, most important first. The caller formats each level (ui holds no i18n). */
export const tickLevels = ['year', 'month', 'day', 'session', 'hour'] as const;
export type TickLevel = (typeof tickLevels)[number];

/** A tick on the trading-time axis. */
export interface AxisTick {
  index: number;
  x: Coordinate;
  time: number;
  level: TickLevel;
}

const weight: Record<TickLevel, number> = { year: 5, month: 4, day: 3, session: 2, hour: 1 };

/**
 * Tick selection for the visible bars: every boundary a bar starts is a candidate (a new year, month or day, a
 * new session — a gap in the same day longer than twice the usual bar interval, e.g. after lunch — or, for
 * intraday bars, a new hour); the most important are placed first and
 * a candidate is kept only if it is at least `minGap` CSS pixels (default 64) from every kept tick. So daily
 * charts label months (and years), intraday charts label days, then sessions, then hours, as space allows.
 */
export function selectTimeTicks(
  timeAt: (i: number) => number,
  length: number,
  view: TimeView,
  calendar: ZonedCalendar,
  minGap = 64,
): AxisTick[] {
  const slice = visibleSlice(view, length);
  if (!slice) return [];
  // The bar interval: the median gap between consecutive visible bars, robust to nights and holidays (a typed
  // array sorts numerically without a comparator).
  const from = Math.max(slice.first, 1);
  const gaps = new Float64Array(Math.max(0, slice.last - from + 1));
  for (let i = from; i <= slice.last; i++) gaps[i - from] = timeAt(i) - timeAt(i - 1);
  const interval = gaps.length > 0 ? (gaps.sort()[gaps.length >> 1] as number) : Number.POSITIVE_INFINITY;
  // One pass over the visible bars (and the one before), no per-bar objects but the calendar's parts; then the
  // levels from the most important down, each in index order, which is the order of the candidates too.
  const candidates: AxisTick[] = [];
  const weights: number[] = [];
  let i = Math.max(0, slice.first - 1);
  let prevTime = timeAt(i);
  let prev = calendar(prevTime);
  if (i === slice.first) i++;
  else i = slice.first;
  for (; i <= slice.last; i++) {
    const time = timeAt(i);
    const cur = calendar(time);
    const level: TickLevel | null =
      prev.year !== cur.year
        ? 'year'
        : prev.month !== cur.month
          ? 'month'
          : prev.day !== cur.day
            ? 'day'
            : time - prevTime > 2 * interval
              ? 'session'
              : Math.floor(prev.minuteOfDay / 60) !== Math.floor(cur.minuteOfDay / 60)
                ? 'hour'
                : null;
    const x = indexToX(view, i);
    if (level && x >= 0 && x <= view.width) {
      candidates.push({ index: i, x, time, level });
      weights.push(weight[level]);
    }
    prev = cur;
    prevTime = time;
  }
  const kept: number[] = [];
  const keep = new Uint8Array(candidates.length);
  for (let w = 5; w >= 1; w--) {
    for (let k = 0; k < candidates.length; k++) {
      if (weights[k] !== w) continue;
      const x = (candidates[k] as AxisTick).x;
      let free = true;
      for (const y of kept) if (Math.abs(y - x) < minGap) free = false;
      if (free) {
        kept.push(x);
        keep[k] = 1;
      }
    }
  }
  const out: AxisTick[] = [];
  for (let k = 0; k < candidates.length; k++) if (keep[k]) out.push(candidates[k] as AxisTick);
  return out;
}
