import { builtInClosures } from '@tsumiki/sdk';
import { describe, expect, it } from 'vitest';
import { CalendarStore } from '../src/calendar';
import type { Queryable } from '../src/db';
import { sampleIndices } from '../src/handlers/quotes';
import type { Adjust, Clock, Period } from '../src/market';
import { createMarket } from '../src/market';
import { dayPosition, positionAt } from '../src/market/engine';
import { Lru, MinuteMemo, minuteOf } from '../src/market/memo';

/** A clock the test moves: one memoizing market sees every instant in turn, as a server does. */
class MovingClock implements Clock {
  t = new Date(0);
  now = () => new Date(this.t);
}

// Instants in the minutes where the market changes: opens, lunch, closes, the daylight-saving switches of New
// York, a holiday, the first and last millisecond of a minute; each market's trading minutes and its closed ones.
const MINUTES = [
  '2026-11-19T00:00', // Tokyo opens (09:00)
  '2026-11-19T00:01',
  '2026-11-19T01:00',
  '2026-11-19T01:30', // Shanghai opens (09:30)
  '2026-11-19T02:30', // Tokyo lunch (11:30)
  '2026-11-19T03:29',
  '2026-11-19T03:30', // Tokyo afternoon
  '2026-11-19T06:29',
  '2026-11-19T06:30', // Tokyo closes (15:30)
  '2026-11-19T14:30', // New York opens (09:30 EST)
  '2026-11-19T20:59',
  '2026-11-19T21:00', // New York closes
  '2026-11-23T02:00', // a Tokyo holiday
  '2026-11-27T18:00', // New York's early close, the day after Thanksgiving
  '2026-03-09T13:30', // New York opens on the first day of daylight saving (09:30 EDT)
  '2026-03-09T14:29',
  '2026-11-02T14:30', // New York opens on the first day back on standard time
  '2026-11-21T03:00', // a Saturday
];
const INSTANTS = MINUTES.flatMap((m) => [`${m}:00.000Z`, `${m}:29.500Z`, `${m}:59.999Z`]);
const STOCKS = [
  ['jpy', '7203'],
  ['jpy', '6758'],
  ['usd', 'AAPL'],
  ['cny', '600519'],
  ['cny', '000001'],
] as const;
const PERIODS: Period[] = ['timeshare', '5', '15', '30', 'day', 'week', 'month', 'year'];
const ADJUSTS: Adjust[] = ['none', 'forward', 'backward'];

describe('the market worked out once a minute', () => {
  it('answers what it answers without keeping anything, for every instant of a minute', () => {
    const clock = new MovingClock();
    const kept = createMarket(clock);
    // Twice over, in two orders, so later answers come from what was kept.
    for (const order of [INSTANTS, [...INSTANTS].reverse()]) {
      for (const iso of order) {
        clock.t = new Date(iso);
        const fresh = createMarket({ now: () => new Date(iso) }, undefined, { memo: false });
        for (const [m, code] of STOCKS) {
          expect(kept.quote(m, code), `${m}:${code} ${iso}`).toEqual(fresh.quote(m, code));
        }
        for (const m of ['jpy', 'usd', 'cny'] as const) {
          expect(kept.quotes(m)).toEqual(fresh.quotes(m));
          expect(kept.quotes(m, { indices: true })).toEqual(fresh.quotes(m, { indices: true }));
          expect(kept.rankings(m, 'gainers', 10)).toEqual(fresh.rankings(m, 'gainers', 10));
        }
        expect(kept.indices()).toEqual(fresh.indices());
        expect(kept.search('a', undefined, 50)).toEqual(fresh.search('a', undefined, 50));
      }
    }
  });

  it('answers the same bars, for every period and adjustment, at any instant of a minute', () => {
    const clock = new MovingClock();
    const kept = createMarket(clock);
    for (const iso of INSTANTS.filter((_, i) => i % 2 === 0)) {
      clock.t = new Date(iso);
      const fresh = createMarket({ now: () => new Date(iso) }, undefined, { memo: false });
      for (const [m, code] of STOCKS.slice(0, 3)) {
        for (const period of PERIODS) {
          for (const adjust of period === 'timeshare' ? (['none'] as const) : ADJUSTS) {
            const options = { adjust, count: 120 };
            expect(kept.klines(m, code, period, options), `${code} ${period} ${adjust} ${iso}`).toEqual(
              fresh.klines(m, code, period, options),
            );
          }
        }
      }
    }
  });

  it('answers past bars (a chart scrolled back) by the position they show', () => {
    const kept = createMarket({ now: () => new Date('2026-11-19T05:00:00Z') });
    const fresh = createMarket({ now: () => new Date('2026-11-19T05:00:00Z') }, undefined, { memo: false });
    for (const end of ['2026-11-18T02:00:10Z', '2026-11-18T02:00:50Z', '2025-06-02T01:00:00Z']) {
      const at = new Date(end);
      for (const period of ['5', 'day'] as const) {
        expect(kept.klines('jpy', '7203', period, { at, count: 60 })).toEqual(
          fresh.klines('jpy', '7203', period, { at, count: 60 }),
        );
      }
    }
  });

  it('samples the time-share closes as the time-share itself answers them', () => {
    for (const iso of INSTANTS) {
      const market = createMarket({ now: () => new Date(iso) });
      for (const [m, code] of STOCKS) {
        const points = market.klines(m, code, 'timeshare') ?? [];
        const want = sampleIndices(points.length).map((i) => points[i]?.close);
        expect(market.timeShareCloses(m, code, sampleIndices), `${code} ${iso}`).toEqual(want);
      }
    }
  });

  it('hands out copies of its lists, so one caller sorting its list changes no one else’s', () => {
    const market = createMarket({ now: () => new Date('2026-11-19T01:00:00Z') });
    const first = market.quotes('jpy');
    const codes = first.map((q) => q.code);
    first.sort((a, b) => (a.code < b.code ? 1 : -1));
    expect(market.quotes('jpy').map((q) => q.code)).toEqual(codes);
    const bars = market.klines('jpy', '7203', 'day', { count: 10 }) ?? [];
    bars.reverse();
    expect(market.klines('jpy', '7203', 'day', { count: 10 })?.[0]?.time).toBe(bars.at(-1)?.time);
  });

  it('keeps a market position per minute equal to the one worked out from the instant', () => {
    let t = Date.parse('2026-03-06T00:00:00Z');
    // Every 7 minutes and 13 seconds for 10 days: every state of every market, DST switch included.
    for (let i = 0; i < 2000; i++, t += 433_000) {
      for (const m of ['jpy', 'usd', 'cny'] as const) {
        const at = new Date(t);
        expect(dayPosition(m, at), `${m} ${at.toISOString()}`).toEqual(positionAt(m, at));
      }
    }
  });
});

describe('the market worked out once a minute, under a calendar loaded at run time', () => {
  it('drops what it kept when an operator loads a year, within the minute', async () => {
    // Thursday 19 Nov 2026, 10:00:10 in Tokyo: in session by the built-in calendar.
    const clock: Clock = { now: () => new Date('2026-11-19T01:00:10Z') };
    const calendars = new CalendarStore();
    const market = createMarket(clock, calendars);
    expect(market.quote('jpy', '7203')?.trading).toBe(true);
    expect(market.quotes('jpy')[0]?.trading).toBe(true);
    const rows = [
      {
        market: 'jpy',
        year: 2026,
        closures: [...(builtInClosures('jpy', 2026) ?? []), ['2026-11-19', '2026-11-19', 'exchangeClosure']],
      },
    ];
    await calendars.reload({ query: async () => rows } as unknown as Queryable);
    expect(market.quote('jpy', '7203')?.trading).toBe(false);
    expect(market.quotes('jpy').every((q) => !q.trading)).toBe(true);
    expect(market.quote('jpy', '7203')?.price).toBe(createMarket(clock).quote('jpy', '7203')?.price);
  });
});

describe('MinuteMemo', () => {
  it('makes a value once per key and minute, keeps the latest minutes only, and stays bounded', () => {
    const memo = new MinuteMemo(2, 3);
    let made = 0;
    const make = () => ++made;
    expect(memo.get(10, 'a', make)).toBe(1);
    expect(memo.get(10, 'a', make)).toBe(1);
    expect(memo.get(11, 'a', make)).toBe(2);
    expect(memo.get(10, 'a', make)).toBe(1);
    expect(memo.get(12, 'a', make)).toBe(3);
    // Minute 10 went when minute 12 began, and an instant that old is worked out without being kept.
    expect(memo.get(10, 'a', make)).toBe(4);
    expect(memo.get(10, 'a', make)).toBe(5);
    expect(memo.get(11, 'a', make)).toBe(2);
    expect(memo.get(12, 'a', make)).toBe(3);
    for (const k of ['b', 'c', 'd']) memo.get(12, k, make);
    // Minute 12 is full (a, b, c): d (8) was made and not kept, so it is made again.
    expect(memo.get(12, 'd', make)).toBe(9);
  });

  it('keys on the UTC minute', () => {
    expect(minuteOf(new Date('2026-11-19T01:00:59.999Z'))).toBe(minuteOf(new Date('2026-11-19T01:00:00Z')));
    expect(minuteOf(new Date('2026-11-19T01:01:00Z'))).toBe(minuteOf(new Date('2026-11-19T01:00:00Z')) + 1);
  });
});

describe('Lru', () => {
  it('keeps the most recently used keys up to its size', () => {
    const lru = new Lru<number>(2);
    let made = 0;
    const make = () => ++made;
    lru.get('a', make);
    lru.get('b', make);
    lru.get('a', make);
    lru.get('c', make);
    expect(lru.get('a', make)).toBe(1);
    expect(lru.get('b', make)).toBe(4);
  });
});
