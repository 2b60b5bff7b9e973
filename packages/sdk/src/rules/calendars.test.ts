import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ClosureReason } from './calendars';
import {
  calendarCoverage,
  closureReason,
  isTradingDay,
  nextTradingDay,
  previousTradingDay,
} from './calendars';
import type { MarketCode } from './currencies';
import { easterSunday, newYorkEarlyClose, newYorkHolidays } from './holidays';

export type Case<G, W> = [title: string, { given: G; want: W }];

describe('closureReason', () => {
  const cases: Case<[MarketCode, string], ClosureReason | null>[] = [
    ['Tokyo 31 Dec is an exchange holiday', { given: ['jpy', '2025-12-31'], want: 'holiday' }],
    ['Tokyo 2 Jan', { given: ['jpy', '2026-01-02'], want: 'holiday' }],
    ['Tokyo first business day', { given: ['jpy', '2026-01-05'], want: null }],
    ['Tokyo sandwiched citizens holiday', { given: ['jpy', '2026-09-22'], want: 'holiday' }],
    ['Tokyo substitute holiday', { given: ['jpy', '2026-05-06'], want: 'holiday' }],
    ['Tokyo Saturday', { given: ['jpy', '2026-11-21'], want: 'weekend' }],
    ['NY Good Friday 2026', { given: ['usd', '2026-04-03'], want: 'holiday' }],
    ['NY Independence observed on Friday', { given: ['usd', '2026-07-03'], want: 'holiday' }],
    ['NY 31 Dec 2021 open (Rule 7.2)', { given: ['usd', '2021-12-31'], want: null }],
    ['NY Christmas on Sunday observed Monday', { given: ['usd', '2022-12-26'], want: 'holiday' }],
    ['NY Juneteenth 2021 not yet closed', { given: ['usd', '2021-06-18'], want: null }],
    ['NY Juneteenth 2022 observed Monday', { given: ['usd', '2022-06-20'], want: 'holiday' }],
    ['NY day of mourning 2025', { given: ['usd', '2025-01-09'], want: 'holiday' }],
    ['NY Thanksgiving 2026', { given: ['usd', '2026-11-26'], want: 'holiday' }],
    ['NY Memorial Day 2026', { given: ['usd', '2026-05-25'], want: 'holiday' }],
    ['NY Tokyo holiday is open', { given: ['usd', '2026-11-23'], want: null }],
    ['Shanghai National Day week', { given: ['cny', '2025-10-08'], want: 'holiday' }],
    ['Shanghai after National Day', { given: ['cny', '2025-10-09'], want: null }],
    ['Shanghai Spring Festival Monday', { given: ['cny', '2026-02-23'], want: 'holiday' }],
  ];
  it.each(cases)('%s', (_t, { given: [m, d], want }) => expect(closureReason(m, d)).toBe(want));
});

describe('next and previous trading day', () => {
  const cases: Case<[MarketCode, string], [string, string]>[] = [
    ['Tokyo over New Year', { given: ['jpy', '2025-12-30'], want: ['2026-01-05', '2025-12-29'] }],
    ['NY over Thanksgiving', { given: ['usd', '2026-11-25'], want: ['2026-11-27', '2026-11-24'] }],
    ['Shanghai over Spring Festival', { given: ['cny', '2026-02-13'], want: ['2026-02-24', '2026-02-12'] }],
    ['from a Saturday', { given: ['jpy', '2026-11-21'], want: ['2026-11-24', '2026-11-20'] }],
  ];
  it.each(cases)('%s', (_t, { given: [m, d], want }) => {
    expect([nextTradingDay(m, d), previousTradingDay(m, d)]).toEqual(want);
  });
});

describe('New York rules', () => {
  const easter: Case<number, string>[] = [
    ['2024', { given: 2024, want: '2024-03-31' }],
    ['2025', { given: 2025, want: '2025-04-20' }],
    ['2026', { given: 2026, want: '2026-04-05' }],
    ['2038 (late)', { given: 2038, want: '2038-04-25' }],
  ];
  it.each(easter)('Easter %s', (_t, { given, want }) => expect(easterSunday(given)).toBe(want));

  const early: Case<string, boolean>[] = [
    ['3 July 2025', { given: '2025-07-03', want: true }],
    ['3 July 2026 is the holiday itself', { given: '2026-07-03', want: false }],
    ['day after Thanksgiving', { given: '2026-11-27', want: true }],
    ['Christmas Eve weekday', { given: '2026-12-24', want: true }],
    ['Christmas Eve on Sunday', { given: '2023-12-24', want: false }],
    ['Christmas Eve observed as holiday', { given: '2021-12-24', want: false }],
    ['ordinary day', { given: '2026-11-24', want: false }],
  ];
  it.each(early)('early close: %s', (_t, { given, want }) => expect(newYorkEarlyClose(given)).toBe(want));

  it('has ten holidays a year once Juneteenth applies, all on weekdays', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2022, max: 2100 }), (year) => {
        const days = [...newYorkHolidays(year).keys()].filter((d) => d.startsWith(String(year)));
        for (const d of days) expect(isTradingDay('usd', d)).toBe(false);
        // New Year on a Saturday is not observed at all (Rule 7.2), so 9 or 10.
        expect([9, 10]).toContain(days.filter((d) => !['2025-01-09'].includes(d)).length);
      }),
    );
  });
});

describe('coverage', () => {
  it('reports the data range', () => {
    expect([calendarCoverage('jpy'), calendarCoverage('cny')]).toEqual([
      { from: 1970, to: 2050 },
      { from: 2024, to: 2026 },
    ]);
  });
});
