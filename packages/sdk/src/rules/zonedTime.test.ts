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
