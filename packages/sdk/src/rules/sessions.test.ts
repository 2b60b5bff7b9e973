import holidayJp from '@holiday-jp/holiday_jp';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MarketCode } from './currencies';
import { MARKETS } from './currencies';
import { SHANGHAI_CLOSURES } from './holidays';
import { marketStatus, sessionMinutes, tradingSessions } from './sessions';
import { addDays, zonedDate } from './zonedTime';

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

// Closed days written down independently of the calendar code under test: weekends by the Gregorian weekday,
// Tokyo's national holidays straight from the package's data plus the exchange's 31 Dec-3 Jan (markets.md 3.1),
// the NYSE's published full-day closures typed from its holiday pages (markets.md 3.2), and Shanghai's closed
// periods straight from the data table. The rules' own holidayOf/closureReason are not consulted.
const NYSE_CLOSED: readonly string[] = [
  ...['2020-01-01', '2020-01-20', '2020-02-17', '2020-04-10', '2020-05-25', '2020-07-03', '2020-09-07'],
  ...['2020-11-26', '2020-12-25'],
  ...['2021-01-01', '2021-01-18', '2021-02-15', '2021-04-02', '2021-05-31', '2021-07-05', '2021-09-06'],
  ...['2021-11-25', '2021-12-24'],
  ...['2022-01-17', '2022-02-21', '2022-04-15', '2022-05-30', '2022-06-20', '2022-07-04', '2022-09-05'],
  ...['2022-11-24', '2022-12-26'],
  ...['2023-01-02', '2023-01-16', '2023-02-20', '2023-04-07', '2023-05-29', '2023-06-19', '2023-07-04'],
  ...['2023-09-04', '2023-11-23', '2023-12-25'],
  ...['2024-01-01', '2024-01-15', '2024-02-19', '2024-03-29', '2024-05-27', '2024-06-19', '2024-07-04'],
  ...['2024-09-02', '2024-11-28', '2024-12-25'],
  ...['2025-01-01', '2025-01-09', '2025-01-20', '2025-02-17', '2025-04-18', '2025-05-26', '2025-06-19'],
  ...['2025-07-04', '2025-09-01', '2025-11-27', '2025-12-25'],
  ...['2026-01-01', '2026-01-19', '2026-02-16', '2026-04-03', '2026-05-25', '2026-06-19', '2026-07-03'],
  ...['2026-09-07', '2026-11-26', '2026-12-25'],
  ...['2027-01-01', '2027-01-18', '2027-02-15', '2027-03-26', '2027-05-31', '2027-06-18', '2027-07-05'],
  ...['2027-09-06', '2027-11-25', '2027-12-24'],
];

function weekendByCalendar(date: string): boolean {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

/** Why `market` must be shut on its local `date` by the independent data above, or null when none says so. */
function mustBeClosed(market: MarketCode, date: string): string | null {
  if (weekendByCalendar(date)) return 'weekend';
  if (market === 'jpy') {
    if ((holidayJp.holidays as Record<string, unknown>)[date] !== undefined) return 'national holiday';
    if (['12-31', '01-01', '01-02', '01-03'].includes(date.slice(5))) return 'year-end closure';
  }
  if (market === 'usd' && NYSE_CLOSED.includes(date)) return 'NYSE holiday';
  if (market === 'cny') {
    const ranges = SHANGHAI_CLOSURES[Number(date.slice(0, 4))]?.ranges ?? [];
    if (ranges.some(([first, last]) => first <= date && date <= last)) return 'exchange holiday';
  }
  return null;
}

const dayFormats = new Map<MarketCode, Intl.DateTimeFormat>();
const hourFormats = new Map<MarketCode, Intl.DateTimeFormat>();

/** The exchange's local civil date of an instant, by Intl directly (not the SDK's zonedDate). */
function localDate(market: MarketCode, t: number): string {
  let f = dayFormats.get(market);
  if (f === undefined) {
    const o = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
    f = new Intl.DateTimeFormat('en-CA', { timeZone: MARKETS[market].timeZone, ...o });
    dayFormats.set(market, f);
  }
  return f.format(t);
}

/** The instant of `hour`:00 on the exchange's local `date`, found with Intl (not the SDK's zonedInstant). */
function localInstant(market: MarketCode, date: string, hour: number): number {
  let f = hourFormats.get(market);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone: MARKETS[market].timeZone,
      hour: '2-digit',
      hourCycle: 'h23',
    });
    hourFormats.set(market, f);
  }
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(y, mo - 1, d, hour);
  for (let shift = -14; shift <= 14; shift++) {
    const t = utc - shift * 3_600_000;
    if (localDate(market, t) === date && Number(f.format(t)) === hour) return t;
  }
  throw new Error(`no ${hour}:00 on ${date} in ${market}`);
}

describe('invariants', () => {
  const market = fc.constantFrom<MarketCode>('jpy', 'usd', 'cny');
  // Any instant of 2020-2027 (the years of the NYSE list above).
  const anyInstant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2028, 0, 1) - 1 });

  it('has the fixed closures in the data it is checked against', () => {
    // The independent data must itself be right, or the property below proves little.
    expect(mustBeClosed('jpy', '2026-12-31')).toBe('year-end closure');
    expect(mustBeClosed('jpy', '2027-01-03')).toBe('weekend');
    expect(mustBeClosed('jpy', '2027-01-04')).toBeNull();
    expect(mustBeClosed('usd', '2027-03-26')).toBe('NYSE holiday');
    expect(mustBeClosed('cny', '2026-10-07')).toBe('exchange holiday');
  });

  it('no session opens on a weekend, a holiday of the data or 31 Dec-3 Jan in Tokyo, at any instant', () => {
    fc.assert(
      fc.property(market, anyInstant, (m, t) => {
        const date = localDate(m, t);
        const closed = mustBeClosed(m, date);
        const status = marketStatus(m, new Date(t));
        if (closed !== null) {
          expect(status.state, `${m} ${date} (${closed})`).not.toBe('open');
          expect(tradingSessions(m, date)).toEqual([]);
        }
        // The next open never falls on a closed day either.
        const next = localDate(m, status.nextOpen.getTime());
        expect(mustBeClosed(m, next), `${m} next open ${next}`).toBeNull();
      }),
      { numRuns: 2000 },
    );
  }, 60_000);

  it('every weekday holiday of the data, 2020-2027, has no session and is not open at 10:00 or 14:00', () => {
    const holidays: [MarketCode, string][] = [];
    for (let n = 0; n < 8 * 366; n++) {
      const date = addDays('2020-01-01', n);
      if (date >= '2028-01-01' || weekendByCalendar(date)) continue;
      for (const m of ['jpy', 'usd', 'cny'] as const)
        if (mustBeClosed(m, date) !== null) holidays.push([m, date]);
    }
    expect(holidays.length).toBeGreaterThan(250);
    for (const [m, date] of holidays) {
      expect(tradingSessions(m, date), `${m} ${date}`).toEqual([]);
      for (const hour of [10, 14]) {
        const t = localInstant(m, date, hour);
        expect(marketStatus(m, new Date(t)).state, `${m} ${date} ${hour}:00`).toBe('holiday');
      }
    }
  }, 60_000);

  it('sessions sit on their local date in order', () => {
    const day = fc.integer({ min: 0, max: 365 * 30 }).map((n) => addDays('2020-01-01', n));
    fc.assert(
      fc.property(market, day, (m, d) => {
        let previous = 0;
        for (const s of tradingSessions(m, d)) {
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
