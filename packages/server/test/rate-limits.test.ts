import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db';
import type { RateLimits } from '../src/http/rateLimit';
import { hitAll, pruneRateLimits, SharedCounts } from '../src/http/rateLimit';
import { seedOnce } from '../src/seed';
import { PNG, TestClock, testServer } from './helpers/app';
import type { Server, Session } from './helpers/customer';
import { newCustomer } from './helpers/customer';
import { dbTargets, openTestDb } from './helpers/db';

const LIMITS: RateLimits = {
  register: { ip: { limit: 3, windowSeconds: 3600 } },
  login: { ip: { limit: 1000, windowSeconds: 60 } },
  public: { ip: { limit: 1000, windowSeconds: 60 } },
  upload: { account: { limit: 2, windowSeconds: 3600 }, ip: { limit: 3, windowSeconds: 3600 } },
  order: { account: { limit: 3, windowSeconds: 60 }, ip: { limit: 5, windowSeconds: 60 } },
};
const BUY = {
  code: '7203',
  type: 'jpy',
  direction: 'long',
  orderType: 'market',
  lots: '1',
  leverage: '1',
  fundsPassword: '246813',
};
const START = '2026-11-19T01:00:00Z';

describe.each(dbTargets())('rate limits kept in the database on %s', (target) => {
  let db: Db;
  let setup: Server;
  // Two instances on one database: they must agree on the counts.
  const instances: Server[] = [];
  const customers: Session[] = [];
  const clock = new TestClock(new Date(START));

  beforeAll(async () => {
    db = await openTestDb(target);
    await seedOnce(db, clock.now());
    setup = await testServer(db, clock);
    for (const mobile of ['0805550011', '0805550012'])
      customers.push(await newCustomer(setup, db, clock, mobile));
    for (let i = 0; i < 2; i++) instances.push(await testServer(db, clock, { rateLimits: LIMITS }));
  });
  afterAll(async () => db?.close());

  /** Calls `op` `n` times, alternating instances, and answers which calls were refused as too frequent. */
  const burst = async (
    n: number,
    op: string,
    form: (i: number) => Record<string, string>,
    who: { session?: Session; ip: string },
    files?: Record<string, Buffer>,
  ) => {
    const out: boolean[] = [];
    for (let i = 0; i < n; i++) {
      const server = instances[i % 2] as Server;
      const a = await server.call(op, form(i), who.session, files, { 'x-test-ip': who.ip });
      out.push(a.msg === 'request.tooFrequent');
    }
    return out;
  };
  const relogin = async (s: Session) => {
    const a = await setup.call('login', { account: s.account, password: 'pass-word1' });
    s.token = a.data.token;
  };

  it.each<[string, { at: string; run: () => Promise<boolean[]>; want: boolean[] }]>([
    [
      'register: three an hour per address, the fourth refused',
      {
        at: START,
        run: () =>
          burst(
            4,
            'register',
            (i) => ({
              account: `070000000${i}`,
              password: 'pass-word1',
              repeatPassword: 'pass-word1',
              terms: '1',
            }),
            { ip: '10.0.0.1' },
          ),
        want: [false, false, false, true],
      },
    ],
    [
      'register: another address is counted apart',
      {
        at: START,
        run: () =>
          burst(
            1,
            'register',
            () => ({
              account: '0700000009',
              password: 'pass-word1',
              repeatPassword: 'pass-word1',
              terms: '1',
            }),
            {
              ip: '10.0.0.2',
            },
          ),
        want: [false],
      },
    ],
    [
      'register: the next window starts afresh',
      {
        at: '2026-11-19T02:00:00Z',
        run: () =>
          burst(
            1,
            'register',
            () => ({
              account: '0700000008',
              password: 'pass-word1',
              repeatPassword: 'pass-word1',
              terms: '1',
            }),
            {
              ip: '10.0.0.1',
            },
          ),
        want: [false],
      },
    ],
    [
      'orders: three a minute per account across both instances',
      {
        at: '2026-11-19T02:10:00Z',
        run: async () => {
          await relogin(customers[0] as Session);
          return burst(4, 'buyStock', () => BUY, { session: customers[0], ip: '10.0.1.1' });
        },
        want: [false, false, false, true],
      },
    ],
    [
      'orders: five a minute per address, whoever places them',
      {
        at: '2026-11-19T02:11:00Z',
        run: async () => {
          await relogin(customers[0] as Session);
          await relogin(customers[1] as Session);
          const a = await burst(3, 'buyStock', () => BUY, { session: customers[0], ip: '10.0.1.2' });
          const b = await burst(3, 'buyStock', () => BUY, { session: customers[1], ip: '10.0.1.2' });
          return [...a, ...b];
        },
        want: [false, false, false, false, false, true],
      },
    ],
    [
      'uploads: two an hour per account',
      {
        at: '2026-11-19T02:12:00Z',
        run: async () => {
          await relogin(customers[1] as Session);
          return burst(
            3,
            'deposit',
            () => ({ amount: '1000', currency: 'JPY' }),
            { session: customers[1], ip: '10.0.2.1' },
            {
              proof: PNG,
            },
          );
        },
        want: [false, false, true],
      },
    ],
  ])('%s', async (_, { at, run, want }) => {
    clock.set(at);
    expect(await run()).toEqual(want);
  });

  it('counts the calls that need no session in each process, shared through the database a batch at a time', async () => {
    const limit = { limit: 5, windowSeconds: 60 };
    const now = new Date('2026-11-19T03:00:10Z');
    const a = new SharedCounts(db);
    const b = new SharedCounts(db);
    const bucket = 'public:ip:10.7.0.1';
    const hits = async (c: SharedCounts, n: number) => {
      const waits: number[] = [];
      for (let i = 0; i < n; i++) waits.push(await c.hit(bucket, limit, now));
      return waits;
    };
    // Alone, a process holds the limit exactly, without a write.
    expect(await hits(a, 3)).toEqual([0, 0, 0]);
    const rows = () => db.query<{ hits: number }>('SELECT hits FROM rate_limits WHERE bucket = $1', [bucket]);
    expect(await rows()).toEqual([]);
    await a.sync(now);
    expect((await rows())[0]?.hits).toBe(3);
    // B learns A's three when it writes its own first call, then refuses past the limit: 3 + 2 = 5.
    expect(await hits(b, 1)).toEqual([0]);
    await b.sync(now);
    expect(await hits(b, 2)).toEqual([0, 50]);
    await Promise.all([a.sync(now), b.sync(now)]);
    expect((await rows())[0]?.hits).toBe(6);
    // A's next call, once A has written and read the total, is refused too; the next window starts afresh.
    expect(await hits(a, 1)).toEqual([0]);
    await a.sync(now);
    expect(await hits(a, 1)).toEqual([50]);
    const later = new Date('2026-11-19T03:01:00Z');
    expect(await a.hit(bucket, limit, later)).toBe(0);
  });

  it('counts an order against the address and the account in one statement, both instances alike', async () => {
    const limit = { limit: 2, windowSeconds: 60 };
    const now = new Date('2026-11-19T03:05:00Z');
    const buckets: [string, typeof limit][] = [
      ['order:ip:10.7.1.1', { limit: 3, windowSeconds: 60 }],
      ['order:account:77', limit],
    ];
    const waits = await Promise.all(Array.from({ length: 4 }, () => hitAll(db, buckets, now)));
    expect(waits.map((w) => w[1] === 0).filter(Boolean)).toHaveLength(2);
    expect(waits.map((w) => w[0] === 0).filter(Boolean)).toHaveLength(3);
  });

  it('counts a signed-in order with its session, in the same rows; a call refused for its session counts nothing', async () => {
    // 13:10 in Tokyo: the market is open.
    clock.set('2026-11-19T04:10:00Z');
    const s = customers[1] as Session;
    await relogin(s);
    const ip = '10.7.9.9';
    const [{ id } = { id: 0 }] = await db.query<{ id: number }>('SELECT id FROM accounts WHERE mobile = $1', [
      s.account,
    ]);
    const counts = () =>
      db.query<{ bucket: string; hits: number }>(
        `SELECT bucket, hits FROM rate_limits WHERE bucket IN ($1, $2) AND window_start = $3::timestamptz
         ORDER BY bucket`,
        [`order:ip:${ip}`, `order:account:${id}`, clock.now()],
      );
    const [a, b] = instances as [Server, Server];
    const headers = { 'x-test-ip': ip };
    const wrong = await a.call(
      'buyStock',
      BUY,
      { ...s, token: `${s.token.slice(0, -4)}AAAA` },
      undefined,
      headers,
    );
    expect(wrong.msg).toBe('session.expired');
    const otherAccount = await a.call('buyStock', BUY, { ...s, account: '0805550011' }, undefined, headers);
    expect(otherAccount.msg).toBe('session.expired');
    expect(await counts()).toEqual([]);
    expect(await b.call('buyStock', BUY, s, undefined, headers)).toMatchObject({ status: 1 });
    expect(await a.call('buyStock', BUY, s, undefined, headers)).toMatchObject({ status: 1 });
    expect(await counts()).toEqual([
      { bucket: `order:account:${id}`, hits: 2 },
      { bucket: `order:ip:${ip}`, hits: 2 },
    ]);
  });

  it('keeps the counters in the database and prunes old windows', async () => {
    const [{ n } = { n: 0 }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rate_limits');
    expect(n).toBeGreaterThan(0);
    await pruneRateLimits(db, new Date('2026-11-21T03:00:00Z'));
    const [after] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rate_limits');
    expect(after?.n).toBe(0);
  });
});
