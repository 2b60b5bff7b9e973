import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isIsoDate, toZoned, weekday, zonedInstant } from './zonedTime';

export type Case<G, W> = [title: string, { given: G; want: W }];

describe('toZoned', () => {
  const cases: Case<[string, string], { date: string; minute: number }>[] = [
    [
      'Tokyo is UTC+9',
      { given: ['2026-01-05T00:00:00Z', 'Asia/Tokyo'], want: { date: '2026-01-05', minute: 540 } },
    ],
    [
      'New York winter UTC-5',
      { given: ['2026-01-05T14:30:00Z', 'America/New_York'], want: { date: '2026-01-05', minute: 570 } },
    ],
    [
      'New York summer UTC-4',
      { given: ['2026-07-06T13:30:00Z', 'America/New_York'], want: { date: '2026-07-06', minute: 570 } },
    ],
    [
      'crosses the date line backwards',
      { given: ['2026-01-05T02:00:00Z', 'America/New_York'], want: { date: '2026-01-04', minute: 1260 } },
    ],
    [
      'midnight is 0, not 24',
      { given: ['2026-01-04T15:00:00Z', 'Asia/Tokyo'], want: { date: '2026-01-05', minute: 0 } },
    ],
  ];
  it.each(cases)('%s', (_t, { given: [iso, tz], want }) => {
    const z = toZoned(new Date(iso), tz);
    expect({ date: z.date, minute: z.minute }).toEqual(want);
  });
});

describe('toZoned reads each zone offset once a minute, and answers what Intl answers', () => {
  const ZONES = [
    'Asia/Tokyo',
    'America/New_York',
    'Asia/Shanghai',
    'Europe/London',
    'Australia/Lord_Howe',
    'Asia/Kathmandu',
    'America/St_Johns',
    'Pacific/Chatham',
    'UTC',
  ];
  const formats = new Map<string, Intl.DateTimeFormat>();
  const intl = (instant: Date, timeZone: string) => {
    const p: Record<string, string> = {};
    const f =
      formats.get(timeZone) ??
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
    formats.set(timeZone, f);
    for (const part of f.formatToParts(instant)) p[part.type] = part.value;
    return {
      date: `${p.year}-${p.month}-${p.day}`,
      minute: Number(p.hour) * 60 + Number(p.minute),
      second: Number(p.second),
    };
  };
  it.each([
    // Either side of offset changes: New York's and London's, Lord Howe's half-hour, a leap day, years' ends.
    ['2026-03-08T06:59:59.999Z', 'America/New_York'],
    ['2026-03-08T07:00:00.000Z', 'America/New_York'],
    ['2026-11-01T05:59:59.500Z', 'America/New_York'],
    ['2026-11-01T06:00:00.000Z', 'America/New_York'],
    ['2026-03-29T00:59:59.000Z', 'Europe/London'],
    ['2026-03-29T01:00:01.000Z', 'Europe/London'],
    ['2026-04-04T14:59:59.000Z', 'Australia/Lord_Howe'],
    ['2026-04-04T15:00:00.000Z', 'Australia/Lord_Howe'],
    ['2028-02-29T15:00:00.000Z', 'Asia/Tokyo'],
    ['2026-12-31T15:59:59.999Z', 'Asia/Tokyo'],
    ['1972-01-07T00:44:45.000Z', 'Africa/Monrovia'],
    ['1960-06-01T12:34:56.000Z', 'Asia/Shanghai'],
  ])('%s in %s', (iso, zone) => {
    const instant = new Date(iso);
    expect(toZoned(instant, zone)).toEqual(intl(instant, zone));
    // Asked again within the same minute (the offset read before).
    expect(toZoned(instant, zone)).toEqual(intl(instant, zone));
  });
  it('agrees with Intl at any instant from 1900 to 2200 in zones with odd offsets and changes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 0, 1) }),
        fc.constantFrom(...ZONES),
        (t, zone) => {
          const instant = new Date(t);
          expect(toZoned(instant, zone)).toEqual(intl(instant, zone));
          const later = new Date(t - (t % 60_000) + 59_999);
          expect(toZoned(later, zone)).toEqual(intl(later, zone));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('zonedInstant', () => {
  const cases: Case<[string, number, string], string>[] = [
    ['Tokyo open', { given: ['2026-01-05', 540, 'Asia/Tokyo'], want: '2026-01-05T00:00:00.000Z' }],
    [
      'NY open before DST',
      { given: ['2026-03-06', 570, 'America/New_York'], want: '2026-03-06T14:30:00.000Z' },
    ],
    [
      'NY open after DST starts',
      { given: ['2026-03-09', 570, 'America/New_York'], want: '2026-03-09T13:30:00.000Z' },
    ],
    [
      'NY open after DST ends',
      { given: ['2026-11-02', 570, 'America/New_York'], want: '2026-11-02T14:30:00.000Z' },
    ],
    ['Shanghai afternoon', { given: ['2026-06-01', 780, 'Asia/Shanghai'], want: '2026-06-01T05:00:00.000Z' }],
  ];
  it.each(cases)('%s', (_t, { given: [d, m, tz], want }) =>
    expect(zonedInstant(d, m, tz).toISOString()).toBe(want),
  );

  it('round-trips whole minutes in every market zone', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1) / 60_000, max: Date.UTC(2050, 0, 1) / 60_000 }),
        fc.constantFrom('Asia/Tokyo', 'America/New_York', 'Asia/Shanghai'),
        (minutes, tz) => {
          const instant = new Date(minutes * 60_000);
          const z = toZoned(instant, tz);
          // an ambiguous fall-back hour maps to one of its two instants
          const back = zonedInstant(z.date, z.minute, tz).getTime();
          expect([0, 3_600_000]).toContain(Math.abs(back - instant.getTime()));
        },
      ),
    );
  });
});

describe('civil dates', () => {
  const cases: Case<string, [boolean, number]>[] = [
    ['a Monday', { given: '2026-11-23', want: [true, 1] }],
    ['leap day', { given: '2024-02-29', want: [true, 4] }],
  ];
  it.each(cases)('%s', (_t, { given, want }) => expect([isIsoDate(given), weekday(given)]).toEqual(want));
  it('rejects impossible dates', () =>
    expect([isIsoDate('2025-02-29'), isIsoDate('2025-1-1')]).toEqual([false, false]));
  it('addDays and daysBetween agree', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5000, max: 5000 }), (n) => {
        expect(daysBetween('2026-01-01', addDays('2026-01-01', n))).toBe(n);
      }),
    );
  });
});
