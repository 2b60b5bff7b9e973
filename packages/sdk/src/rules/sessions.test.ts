import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holidayName } from './calendars';
import type { MarketCode } from './currencies';
import { MARKETS } from './currencies';
import { marketStatus, sessionMinutes, tradingSessions } from './sessions';
import { addDays, isWeekend, zonedDate } from './zonedTime';

export type Case<G, W> = [title: string, { given: G; want: W }];

describe('marketStatus', () => {
  const cases: Case<[MarketCode, string], [string, string, string]>[] = [
    [
      'Tokyo morning',
      {
        given: ['jpy', '2026-11-24T01:00:00Z'],
        want: ['open', '2026-11-24T03:30:00.000Z', '2026-11-24T02:30:00.000Z'],
      },
    ],
    [
      'Tokyo lunch',
      {
        given: ['jpy', '2026-11-24T03:00:00Z'],
        want: ['lunchBreak', '2026-11-24T03:30:00.000Z', '2026-11-24T06:30:00.000Z'],
      },
    ],
    [
      'Tokyo 15:29 still open',
      {
        given: ['jpy', '2026-11-24T06:29:00Z'],
        want: ['open', '2026-11-25T00:00:00.000Z', '2026-11-24T06:30:00.000Z'],
      },
    ],
    [
      'Tokyo 15:30 closed',
      {
        given: ['jpy', '2026-11-24T06:30:00Z'],
        want: ['closed', '2026-11-25T00:00:00.000Z', '2026-11-25T02:30:00.000Z'],
      },
    ],
    [
      'Tokyo holiday',
      {
        given: ['jpy', '2026-11-23T01:00:00Z'],
        want: ['holiday', '2026-11-24T00:00:00.000Z', '2026-11-24T02:30:00.000Z'],
      },
    ],
    [
      'Tokyo Sunday',
      {
        given: ['jpy', '2026-11-22T01:00:00Z'],
        want: ['closed', '2026-11-24T00:00:00.000Z', '2026-11-24T02:30:00.000Z'],
      },
    ],
    [
      'Tokyo before open',
      {
        given: ['jpy', '2026-11-24T23:59:00Z'],
        want: ['closed', '2026-11-25T00:00:00.000Z', '2026-11-25T02:30:00.000Z'],
      },
    ],
    [
      'NY early close afternoon',
      {
        given: ['usd', '2026-11-27T19:00:00Z'],
        want: ['closed', '2026-11-30T14:30:00.000Z', '2026-11-30T21:00:00.000Z'],
      },
    ],
    [
      'NY early close morning',
      {
        given: ['usd', '2026-11-27T17:59:00Z'],
        want: ['open', '2026-11-30T14:30:00.000Z', '2026-11-27T18:00:00.000Z'],
      },
    ],
    [
      'NY summer open (22:30 JST)',
      {
        given: ['usd', '2026-07-06T13:30:00Z'],
        want: ['open', '2026-07-07T13:30:00.000Z', '2026-07-06T20:00:00.000Z'],
      },
    ],
    [
      'Shanghai Spring Festival',
      {
        given: ['cny', '2026-02-23T02:00:00Z'],
        want: ['holiday', '2026-02-24T01:30:00.000Z', '2026-02-24T03:30:00.000Z'],
      },
    ],
    [
      'Shanghai lunch',
      {
        given: ['cny', '2026-11-24T04:00:00Z'],
        want: ['lunchBreak', '2026-11-24T05:00:00.000Z', '2026-11-24T07:00:00.000Z'],
      },
    ],
  ];
  it.each(cases)('%s', (_t, { given: [m, iso], want }) => {
    const s = marketStatus(m, new Date(iso));
    expect([s.state, s.nextOpen.toISOString(), s.nextClose.toISOString()]).toEqual(want);
  });
});

describe('sessionMinutes', () => {
  const cases: Case<[MarketCode, string], readonly (readonly [number, number])[]>[] = [
    [
      'Tokyo closed at 15:00 before 5 Nov 2024',
      {
        given: ['jpy', '2024-11-01'],
        want: [
          [540, 690],
          [750, 900],
        ],
      },
    ],
    [
      'Tokyo closes at 15:30 from 5 Nov 2024',
      {
        given: ['jpy', '2024-11-05'],
        want: [
          [540, 690],
          [750, 930],
        ],
      },
    ],
    ['NY early close', { given: ['usd', '2025-07-03'], want: [[570, 780]] }],
    ['holiday has none', { given: ['cny', '2026-10-01'], want: [] }],
  ];
  it.each(cases)('%s', (_t, { given: [m, d], want }) => expect(sessionMinutes(m, d)).toEqual(want));
});

describe('invariants', () => {
  const market = fc.constantFrom<MarketCode>('jpy', 'usd', 'cny');
  const day = fc.integer({ min: 0, max: 365 * 30 }).map((n) => addDays('2020-01-01', n));
  it('no session opens on a holiday or weekend, and sessions sit on their local date in order', () => {
    fc.assert(
      fc.property(market, day, (m, d) => {
        const sessions = tradingSessions(m, d);
        if (isWeekend(d) || holidayName(m, d) !== null) expect(sessions).toEqual([]);
        let previous = 0;
        for (const s of sessions) {
          expect(zonedDate(s.open, MARKETS[m].timeZone)).toBe(d);
          expect(s.open.getTime()).toBeGreaterThan(previous);
          expect(s.close.getTime()).toBeGreaterThan(s.open.getTime());
          previous = s.close.getTime();
        }
      }),
      { numRuns: 300 },
    );
  });
  it('nextOpen is after the instant and open means inside a session', () => {
    fc.assert(
      fc.property(market, fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2026, 11, 1) }), (m, t) => {
        const s = marketStatus(m, new Date(t));
        expect(s.nextOpen.getTime()).toBeGreaterThan(t);
        expect(s.nextClose.getTime()).toBeGreaterThan(t);
        const inside = tradingSessions(m, s.localDate).some(
          (x) => x.open.getTime() <= t && t < x.close.getTime(),
        );
        expect(s.state === 'open').toBe(inside);
      }),
      { numRuns: 300 },
    );
  });
});
