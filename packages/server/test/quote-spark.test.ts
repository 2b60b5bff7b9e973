import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db';
import { SPARK_POINTS, sampleIndices } from '../src/handlers/quotes';
import { seedOnce } from '../src/seed';
import type { Answer } from './helpers/app';
import { TestClock, testServer } from './helpers/app';
import type { Server, Session } from './helpers/customer';
import { newCustomer } from './helpers/customer';
import { dbTargets, openTestDb } from './helpers/db';

describe('sampleIndices', () => {
  it.each<[string, { n: number; length: number; want: number[] }]>([
    ['nothing yet', { n: 0, length: 4, want: [] }],
    ['fewer points than asked: all of them', { n: 3, length: 4, want: [0, 1, 2] }],
    ['exactly as many', { n: 4, length: 4, want: [0, 1, 2, 3] }],
    ['more: spread evenly, first and last kept', { n: 10, length: 4, want: [0, 3, 6, 9] }],
    ['one point asked: the latest', { n: 10, length: 1, want: [9] }],
  ])('%s', (_title, { n, length, want }) => {
    expect(sampleIndices(n, length)).toEqual(want);
  });

  it('never answers more than the contract allows, and ends on the last minute', () => {
    for (const n of [47, 48, 49, 60, 331, 390]) {
      const got = sampleIndices(n);
      expect(got.length).toBe(Math.min(n, SPARK_POINTS));
      expect(got.at(-1)).toBe(n - 1);
      expect(new Set(got).size).toBe(got.length);
    }
  });
});

describe.each(dbTargets())('list quotes carry their sparkline on %s', (target) => {
  let db: Db;
  let server: Server;
  let s: Session;
  // Thursday 19 Nov 2026, 10:00 in Tokyo: an hour of Tokyo's session, New York closed (its last session).
  const clock = new TestClock(new Date('2026-11-19T01:00:00Z'));

  beforeAll(async () => {
    db = await openTestDb(target);
    await seedOnce(db, clock.now());
    server = await testServer(db, clock);
    s = await newCustomer(server, db, clock, '0807780001', '0');
    await server.call('addWatchlist', { code: '6758', type: 'jpy' }, s);
    await server.call('addWatchlist', { code: 'AAPL', type: 'usd' }, s);
  });
  afterAll(async () => db?.close());

  // biome-ignore lint/suspicious/noExplicitAny: answers were checked against the contract by `call`.
  type Q = any;
  const data = async (op: string, form: Record<string, string>) => {
    const a: Answer = await server.call(op, form, s);
    expect(a.status, JSON.stringify(a)).toBe(1);
    return a.data;
  };

  it.each<[string, { op: string; form: Record<string, string>; quotes: (d: Q) => Q[] }]>([
    ['listMarket', { op: 'listMarket', form: { type: 'jpy', pageSize: '5' }, quotes: (d) => d.list }],
    [
      'listMarket (US, closed)',
      { op: 'listMarket', form: { type: 'usd', pageSize: '3' }, quotes: (d) => d.list },
    ],
    [
      'listRankings',
      { op: 'listRankings', form: { type: 'cny', kind: 'popular', limit: '3' }, quotes: (d) => d.list },
    ],
    ['searchStocks', { op: 'searchStocks', form: { keyword: '72' }, quotes: (d) => d.slice(0, 3) }],
    ['listWatchlist', { op: 'listWatchlist', form: {}, quotes: (d) => d.map((w: Q) => w.quote) }],
  ])('%s: the time-share line sampled, ending on the price', async (_title, { op, form, quotes }) => {
    const list = quotes(await data(op, form));
    expect(list.length).toBeGreaterThan(0);
    for (const q of list) {
      const line = await data('getTimeShare', { code: q.code, type: q.market });
      const prices = line.points.map((p: Q) => p.price);
      const want = sampleIndices(prices.length).map((i) => prices[i]);
      expect(q.spark, `${q.market}:${q.code}`).toEqual(want);
      expect(q.spark.length).toBeLessThanOrEqual(SPARK_POINTS);
      expect(q.spark.at(-1)).toBe(q.price);
    }
  });

  it('is worked out once a price step, each answer stamped with its own time', async () => {
    const at = async (iso: string) => {
      clock.set(iso);
      return data('listMarket', { type: 'jpy', pageSize: '5' });
    };
    try {
      // Prices move every 5 s inside a trading minute: two instants of one step answer the same.
      const early = await at('2026-11-19T01:00:05Z');
      const late = await at('2026-11-19T01:00:09.999Z');
      const next = await at('2026-11-19T01:01:00Z');
      for (const q of early.list) expect(q.time).toBe('2026-11-19T01:00:05.000Z');
      for (const q of late.list) expect(q.time).toBe('2026-11-19T01:00:09.999Z');
      const strip = (d: Q) => d.list.map(({ time: _time, ...q }: Q) => q);
      expect(strip(late)).toEqual(strip(early));
      // The next minute moved on: one more time-share point at least for the first stock.
      const first = next.list.find((q: Q) => q.code === early.list[0].code);
      if (first) expect(first.spark.length).toBeGreaterThanOrEqual(early.list[0].spark.length);
      expect(strip(next)).not.toEqual(strip(early));
    } finally {
      clock.set('2026-11-19T01:00:00Z');
    }
  });

  it('leaves the stock detail without one (its chart has the time-share call)', async () => {
    expect(await data('getStock', { code: '7203', type: 'jpy' })).not.toHaveProperty('spark');
  });
});
