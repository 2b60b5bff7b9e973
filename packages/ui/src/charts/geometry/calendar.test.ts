import { describe, expect, it } from 'vitest';
import { makeZonedCalendar } from './calendar';

// The parts of an instant in a zone as Intl gives them, one lookup per instant: what the calendar must equal.
function reference(timeZone: string, time: number) {
  const f = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const p: Record<string, number> = {};
  for (const part of f.formatToParts(time)) p[part.type] = Number(part.value);
  return { year: p.year, month: p.month, day: p.day, minuteOfDay: (p.hour ?? 0) * 60 + (p.minute ?? 0) };
}

const MIN = 60_000;

describe('makeZonedCalendar', () => {
  it.each([
    // Tokyo: no DST; across a new year and a day boundary in local time.
    ['Asia/Tokyo', Date.UTC(2024, 11, 31, 14, 0), 5 * MIN, 40],
    // New York across the spring-forward and fall-back hours, and a pre-1970 instant.
    ['America/New_York', Date.UTC(2025, 2, 9, 5, 30), 5 * MIN, 60],
    ['America/New_York', Date.UTC(2025, 10, 2, 4, 30), 5 * MIN, 60],
    ['America/New_York', Date.UTC(1969, 11, 31, 23, 0), 15 * MIN, 20],
    // Daily bars across months, and a half-hour zone.
    ['Europe/London', Date.UTC(2025, 0, 28), 86_400_000, 40],
    ['Asia/Kolkata', Date.UTC(2025, 5, 30, 18, 0), 7 * MIN, 40],
  ])('%s from %d every %d ms equals Intl, bar after bar and back', (zone, start, step, count) => {
    const calendar = makeZonedCalendar(zone);
    const times = Array.from({ length: count }, (_, k) => start + k * step);
    // Forwards, then backwards (the cached day must not leak into another day).
    for (const t of [...times, ...times.reverse()]) expect(calendar(t)).toEqual(reference(zone, t));
  });
});
