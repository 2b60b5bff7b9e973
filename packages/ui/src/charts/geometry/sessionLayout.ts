import { type Coordinate, toCoordinate } from './coordinate';

/** Trading sessions of a day as `[open, close]` minutes since local midnight. */
export type Sessions = ReadonlyArray<readonly [number, number]>;

/** Regular sessions per market (see reference/markets.md). Breaks take no width; they become a divider. */
export const marketSessions = {
  /** Tokyo: 9:00-11:30, 12:30-15:30 (close moved to 15:30 on 5 Nov 2024). */
  tse: [
    [540, 690],
    [750, 930],
  ],
  /** Shanghai and Shenzhen: 9:30-11:30, 13:00-15:00. */
  cn: [
    [570, 690],
    [780, 900],
  ],
  /** NYSE and Nasdaq regular hours: 9:30-16:00 (pass your own sessions for early closes). */
  us: [[570, 960]],
} as const satisfies Record<string, Sessions>;

/** Fixed x-layout of a whole trading day: minutes from open to close, breaks collapsed to one x. */
export interface SessionLayout {
  sessions: Sessions;
  /** Trading minutes in the day. */
  total: number;
}

export function makeSessionLayout(sessions: Sessions): SessionLayout {
  return { sessions, total: sessions.reduce((sum, [open, close]) => sum + close - open, 0) };
}

/** Trading minutes elapsed at `minuteOfDay`, or null outside every session. */
export function tradingMinute(layout: SessionLayout, minuteOfDay: number): number | null {
  let before = 0;
  for (const [open, close] of layout.sessions) {
    if (minuteOfDay >= open && minuteOfDay <= close) return before + minuteOfDay - open;
    before += close - open;
  }
  return null;
}

/** x of a minute in a plot `width` wide; the close of one session and the next open share one x. */
export function sessionX(layout: SessionLayout, minuteOfDay: number, width: number): Coordinate | null {
  const m = tradingMinute(layout, minuteOfDay);
  return m === null ? null : toCoordinate((m / layout.total) * width);
}

/** Axis marks: each session's open and the day's close, with the break minutes (e.g. 11:30 and 13:00). */
export function sessionMarks(
  layout: SessionLayout,
  width: number,
): { x: Coordinate; minutes: readonly number[] }[] {
  const marks: { x: Coordinate; minutes: number[] }[] = [];
  let before = 0;
  layout.sessions.forEach(([open, close], k) => {
    const x = toCoordinate((before / layout.total) * width);
    const last = marks[marks.length - 1];
    if (k > 0 && last) last.minutes.push(open);
    else marks.push({ x, minutes: [open] });
    before += close - open;
    marks.push({ x: toCoordinate((before / layout.total) * width), minutes: [close] });
  });
  return marks;
}
