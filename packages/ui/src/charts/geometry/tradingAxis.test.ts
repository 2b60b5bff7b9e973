import { describe, expect, it } from 'vitest';
import { makeZonedCalendar } from './calendar';
import { initialTimeView } from './timeScale';
import { selectTimeTicks, type TickLevel } from './tradingAxis';

const MIN = 60_000;
const DAY = 86_400_000;
const tokyo = makeZonedCalendar('Asia/Tokyo');
const ny = makeZonedCalendar('America/New_York');

/** Intraday bars for Tokyo sessions on weekdays from 2025-03-03 (JST = UTC+9, no DST). */
function tokyoIntraday(days: number, step: number): number[] {
  const out: number[] = [];
  const start = Date.UTC(2025, 2, 3) - 9 * 3_600_000;
  for (let d = 0, traded = 0; traded < days; d++) {
    const dow = new Date(start + d * DAY + 9 * 3_600_000).getUTCDay();
    if (dow === 0 || dow === 6) continue;
    traded++;
    for (const [open, close] of [
      [540, 690],
      [750, 930],
    ] as const) {
      for (let m = open; m < close; m += step) out.push(start + d * DAY + m * MIN);
    }
  }
  return out;
}

/** Daily bars on weekdays from 2023-01-02 at the Tokyo midnight. */
function tokyoDaily(n: number): number[] {
  const out: number[] = [];
  for (let d = 0; out.length < n; d++) {
    const t = Date.UTC(2023, 0, 2) - 9 * 3_600_000 + d * DAY;
    const dow = new Date(t + 9 * 3_600_000).getUTCDay();
    if (dow !== 0 && dow !== 6) out.push(t);
  }
  return out;
}

describe('makeZonedCalendar', () => {
  it.each([
    ['Tokyo lunch', { given: { cal: tokyo, t: Date.UTC(2025, 2, 3, 2, 30) }, want: [2025, 3, 3, 690] }],
    ['New York before DST', { given: { cal: ny, t: Date.UTC(2025, 2, 7, 14, 30) }, want: [2025, 3, 7, 570] }],
    [
      'New York after DST',
      { given: { cal: ny, t: Date.UTC(2025, 2, 10, 13, 30) }, want: [2025, 3, 10, 570] },
    ],
    ['New York year end', { given: { cal: ny, t: Date.UTC(2026, 0, 1, 3) }, want: [2025, 12, 31, 1320] }],
  ])('%s', (_title, { given, want }) => {
    const p = given.cal(given.t);
    expect([p.year, p.month, p.day, p.minuteOfDay]).toEqual(want);
  });
});

describe('selectTimeTicks', () => {
  const cases: [string, { times: number[]; spacing: number; width: number }][] = [
    ['5-minute bars', { times: tokyoIntraday(10, 5), spacing: 3, width: 390 }],
    ['1-minute bars', { times: tokyoIntraday(3, 1), spacing: 2, width: 1024 }],
    ['daily bars', { times: tokyoDaily(600), spacing: 6, width: 390 }],
    ['daily bars zoomed out', { times: tokyoDaily(600), spacing: 1, width: 390 }],
  ];

  it.each(cases)('%s: ticks are at least minGap apart, inside the plot, and at real boundaries', (_t, c) => {
    for (const minGap of [40, 64, 120]) {
      const view = initialTimeView(c.times.length, c.width, c.spacing);
      const ticks = selectTimeTicks((i) => c.times[i]!, c.times.length, view, tokyo, minGap);
      expect(ticks.length).toBeGreaterThan(0);
      for (let k = 1; k < ticks.length; k++) {
        expect(ticks[k]!.x - ticks[k - 1]!.x).toBeGreaterThanOrEqual(minGap);
      }
      for (const t of ticks) {
        expect(t.x).toBeGreaterThanOrEqual(0);
        expect(t.x).toBeLessThanOrEqual(c.width);
        const prev = tokyo(c.times[t.index - 1]!);
        const cur = tokyo(c.times[t.index]!);
        const changed = prev.day !== cur.day || prev.month !== cur.month || prev.year !== cur.year;
        if (t.level === 'day' || t.level === 'month' || t.level === 'year') expect(changed).toBe(true);
      }
    }
  });

  it.each([
    ['5-minute bars label days first', { given: cases[0]![1], want: 'day' as TickLevel }],
    ['daily bars label months first', { given: cases[2]![1], want: 'month' as TickLevel }],
  ])('%s', (_title, { given, want }) => {
    const view = initialTimeView(given.times.length, given.width, given.spacing);
    const ticks = selectTimeTicks((i) => given.times[i]!, given.times.length, view, tokyo, 64);
    const levels = new Set(ticks.map((t) => t.level));
    expect(levels.has(want)).toBe(true);
  });

  it('marks the lunch break of 1-minute bars as a session boundary', () => {
    const times = tokyoIntraday(1, 1);
    const view = initialTimeView(times.length, 2000, 6);
    const wide = { ...view, barSpacing: 6, width: times.length * 6 + 12 };
    const ticks = selectTimeTicks((i) => times[i]!, times.length, wide, tokyo, 30);
    const session = ticks.find((t) => t.level === 'session');
    expect(session && tokyo(session.time).minuteOfDay).toBe(750);
  });
});
