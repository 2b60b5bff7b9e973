import type { ZonedCalendar, ZonedParts } from './calendar';
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

/**
 * The boundary a bar starts, compared with the bar before it: a new year, month or day, a new session (a gap
 * in the same day longer than twice the usual bar interval, e.g. after lunch) or, for intraday bars, a new hour.
 */
export function boundaryLevel(
  prev: { time: number; parts: ZonedParts } | null,
  cur: { time: number; parts: ZonedParts },
  barInterval: number,
): TickLevel | null {
  if (!prev) return null;
  const a = prev.parts;
  const b = cur.parts;
  if (a.year !== b.year) return 'year';
  if (a.month !== b.month) return 'month';
  if (a.day !== b.day) return 'day';
  if (cur.time - prev.time > 2 * barInterval) return 'session';
  if (Math.floor(a.minuteOfDay / 60) !== Math.floor(b.minuteOfDay / 60)) return 'hour';
  return null;
}

const weight: Record<TickLevel, number> = { year: 5, month: 4, day: 3, session: 2, hour: 1 };

/** Median gap between consecutive times in `[first, last]`: the bar interval, robust to nights and holidays. */
export function medianInterval(timeAt: (i: number) => number, first: number, last: number): number {
  const gaps: number[] = [];
  for (let i = Math.max(first, 1); i <= last; i++) gaps.push(timeAt(i) - timeAt(i - 1));
  if (gaps.length === 0) return Number.POSITIVE_INFINITY;
  gaps.sort((x, y) => x - y);
  return gaps[Math.floor(gaps.length / 2)] ?? Number.POSITIVE_INFINITY;
}

/**
 * Tick selection for the visible bars: every boundary is a candidate; the most important are placed first and
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
  const interval = medianInterval(timeAt, slice.first, slice.last);
  const candidates: AxisTick[] = [];
  let prev =
    slice.first > 0 ? { time: timeAt(slice.first - 1), parts: calendar(timeAt(slice.first - 1)) } : null;
  for (let i = slice.first; i <= slice.last; i++) {
    const time = timeAt(i);
    const cur = { time, parts: calendar(time) };
    const level = boundaryLevel(prev, cur, interval);
    const x = indexToX(view, i);
    if (level && x >= 0 && x <= view.width) candidates.push({ index: i, x, time, level });
    prev = cur;
  }
  candidates.sort((p, q) => weight[q.level] - weight[p.level] || p.index - q.index);
  const kept: AxisTick[] = [];
  for (const c of candidates) {
    if (kept.every((k) => Math.abs(k.x - c.x) >= minGap)) kept.push(c);
  }
  return kept.sort((p, q) => p.index - q.index);
}
