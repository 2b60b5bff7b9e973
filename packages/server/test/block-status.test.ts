import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db';
import { TestClock, testServer } from './helpers/app';
import { newCustomer, type Server, type Session } from './helpers/customer';
import { dbTargets, openTestDb } from './helpers/db';

const NOW = '2026-11-24T01:00:00Z';
const DAY = 86_400_000;

type Case = [
  title: string,
  { given: { opensIn: number; closesIn: number }; want: { status: number; closed: boolean } },
];

// A block trade's state against the clock; `closed` is the contract's shorthand for status 2, so a trade
// announced and not open yet is upcoming (the /home/large2 list), not closed.
const cases: Case[] = [
  ['announced, not open yet', { given: { opensIn: 2, closesIn: 9 }, want: { status: 0, closed: false } }],
  ['open', { given: { opensIn: -1, closesIn: 9 }, want: { status: 1, closed: false } }],
  ['window over', { given: { opensIn: -9, closesIn: -2 }, want: { status: 2, closed: true } }],
];

describe.each(dbTargets())('block trade states on %s', (target) => {
  let db: Db;
  let server: Server;
  let s: Session;
  const clock = new TestClock(new Date(NOW));

  beforeAll(async () => {
    db = await openTestDb(target);
    server = await testServer(db, clock);
    s = await newCustomer(server, db, clock, '0701110002', '0');
  });
  afterAll(async () => db?.close());

  it.each(cases)('%s', async (_title, { given, want }) => {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO block_products (market, symbol, price, quota, remaining, min_quantity, opens_at, closes_at)
       VALUES ('jpy', '7203', 2500, 100000, 100000, 100, $1, $2) RETURNING id`,
      [
        new Date(clock.now().getTime() + given.opensIn * DAY),
        new Date(clock.now().getTime() + given.closesIn * DAY),
      ],
    );
    const list = await server.call('listBlockTrades', { type: 'jpy' }, s);
    const detail = await server.call('getBlockTrade', { id: String(row?.id) }, s);
    const listed = list.data.find((b: { id: string }) => b.id === String(row?.id));
    expect({ status: listed?.status, closed: listed?.closed }).toEqual(want);
    expect({ status: detail.data.status, closed: detail.data.closed }).toEqual(want);
  });
});
