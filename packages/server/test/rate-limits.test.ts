import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db';
import type { RateLimits } from '../src/http/rateLimit';
import { pruneRateLimits } from '../src/http/rateLimit';
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

  it('keeps the counters in the database and prunes old windows', async () => {
    const [{ n } = { n: 0 }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rate_limits');
    expect(n).toBeGreaterThan(0);
    await pruneRateLimits(db, new Date('2026-11-21T03:00:00Z'));
    const [after] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rate_limits');
    expect(after?.n).toBe(0);
  });
});
