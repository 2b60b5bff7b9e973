import { decimal, money } from '@tsumiki/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db';
import { orderNoSql } from '../src/handlers/context';
import { checkInvariants } from '../src/ledger';
import { decide, drawIpo } from '../src/operator';
import { seedOnce } from '../src/seed';
import { PNG, TestClock, testServer } from './helpers/app';
import { newCustomer, type Session } from './helpers/customer';
import { dbTargets, openTestDb } from './helpers/db';

// Tuesday 24 Nov 2026, 10:00 in Tokyo: an IPO open for subscription, block trades and day trading open.
const START = '2026-11-24T01:00:00Z';

/**
 * Issue 8: the asset summary getUserinfo answers is the books (every hold, also those no shown call lists); fund
 * records name their operation (order number, stock or product), never an internal reference; the credit's
 * borrowedQuota is the quota granted.
 */
describe.each(dbTargets())('books, records and quota on %s', (target) => {
  let db: Db;
  let server: Awaited<ReturnType<typeof testServer>>;
  let s: Session;
  const clock = new TestClock(new Date(START));
  const ok = async (op: string, form: Record<string, string> = {}) => {
    const a = await server.call(op, form, s);
    expect(a, `${op} ${JSON.stringify(a)}`).toMatchObject({ status: 1 });
    return a.data;
  };
  const held: Record<string, { orderNo: string; amount: string; code?: string; name: string }> = {};

  beforeAll(async () => {
    db = await openTestDb(target);
    await seedOnce(db, clock.now());
    server = await testServer(db, clock);
    s = await newCustomer(server, db, clock, '0807770008');
    const more = await server.call('deposit', { amount: '500000', currency: 'JPY' }, s, { proof: PNG });
    await decide(db, 'deposits', Number(more.data?.id), 'approve', { actor: 't', now: clock.now() });
    // A new share subscribed unpaid, won and paid after the draw: status 2, held until listing.
    const ipo = (await ok('listNewStocks', { type: 'jpy' })).find((i: { state: number }) => i.state === 1);
    const sub = await ok('subscribeNewStock', { id: ipo.id, quantity: ipo.minQuantity, pay: '0' });
    await drawIpo(db, Number(ipo.id), {
      actor: 't',
      now: clock.now(),
      allotments: new Map([[Number(sub.id), Number(ipo.minQuantity)]]),
    });
    const paid = await ok('payNewStock', { id: sub.id });
    expect(paid.status).toBe(2);
    held.ipo = { orderNo: sub.orderNo, amount: paid.rjmoney, code: ipo.code, name: ipo.name };
    const block = (await ok('listBlockTrades', { type: 'jpy' })).find(
      (b: { status: number }) => b.status === 1,
    );
    const app = await ok('applyBlockTrade', { id: block.id, lots: block.minLots, fundsPassword: '246813' });
    held.block = { orderNo: app.orderNo, amount: app.amount, code: block.code, name: block.name };
    const product = (await ok('listFollowProducts', { type: 'jpy' }))[0];
    const follow = await ok('buyFollowProduct', {
      id: product.id,
      amount: '100000',
      fundsPassword: '246813',
    });
    held.follow = { orderNo: follow.orderNo, amount: '100000.00', name: product.name };
    const programme = (await ok('listDayTradeProgrammes', { type: 'jpy' }))[0];
    const day = await ok('applyDayTrade', { id: programme.id, amount: '50000', fundsPassword: '246813' });
    held.day = { orderNo: day.orderNo, amount: '50000.00', name: programme.name };
  });
  afterAll(async () => db?.close());

  it('numbers every order from one sequence: its letter, the day, eight digits, never the same twice', async () => {
    const placed = [held.ipo, held.block, held.follow, held.day].map((h) => h?.orderNo ?? '');
    ['I', 'B', 'F', 'P'].forEach((letter, i) => {
      expect(placed[i]).toMatch(new RegExp(`^${letter}20261124\\d{8}$`));
    });
    const digits = placed.map((no) => Number(no.slice(-8)));
    // In the order they were placed: drawn from one sequence, not by chance.
    expect(digits).toEqual([...new Set(digits)].sort((a, b) => a - b));
    // Eight random digits collided by the birthday bound (5,000 draws: about 1 in 8); the sequence cannot.
    const [drawn] = await db.query<{ all: string; distinct: string }>(
      `SELECT count(*)::text AS all, count(DISTINCT no)::text AS distinct
       FROM (SELECT ${orderNoSql("'T20261124'")} AS no FROM generate_series(1, 5000)) s`,
    );
    expect(drawn).toEqual({ all: '5000', distinct: '5000' });
  });

  it('answers the books’ balances as the summary, and parts that add up to its frozen', async () => {
    expect(await checkInvariants(db)).toEqual([]);
    const { summary } = await ok('getUserinfo', { type: 'jpy' });
    const [books] = await db.query<{ available: string; frozen: string; debt: string }>(
      `SELECT m.available::text, m.frozen::text, m.debt::text FROM market_accounts m
       JOIN accounts a ON a.id = m.account_id WHERE a.mobile = $1 AND m.market = 'jpy'`,
      [s.account],
    );
    const d = summary.frozenDetail;
    const rows: [string, { given: string; want: string }][] = [
      ['available', { given: summary.available, want: decimal(books?.available ?? '') }],
      ['frozen', { given: summary.frozen, want: decimal(books?.frozen ?? '') }],
      ['debt', { given: summary.debt, want: decimal(books?.debt ?? '') }],
      ['new share won and paid (status 2)', { given: d.newStock, want: decimal(held.ipo?.amount ?? '') }],
      ['block trade under review', { given: d.blockTrade, want: decimal(held.block?.amount ?? '') }],
      ['copy trading', { given: d.follow, want: '100000' }],
      ['day trading', { given: d.dayTrade, want: '50000' }],
      [
        'nothing else',
        { given: money.sum([d.withdrawing, d.credit, d.positionCost].map(decimal)), want: '0' },
      ],
      [
        'the parts add up to frozen',
        { given: money.sum(Object.values(d).map((v) => decimal(String(v)))), want: decimal(summary.frozen) },
      ],
      [
        'total = available + frozen',
        { given: summary.totalAssets, want: money.add(decimal(summary.available), decimal(summary.frozen)) },
      ],
    ];
    for (const [title, { given, want }] of rows) expect(decimal(given), title).toBe(want);
  });

  it('names each fund record’s operation and subject, never a table', async () => {
    const { list } = await ok('listFundRecords', { type: 'jpy', pageSize: '50' });
    expect(JSON.stringify(list)).not.toMatch(
      /ipo_subscriptions|block_applications|follow_orders|day_trade_orders|deposits|"[a-z_]+:\d+"/,
    );
    const byType = (type: string) => list.find((r: { type: string }) => r.type === type);
    const rows: [string, { given: unknown; want: unknown }][] = [
      [
        'IPO payment',
        {
          given: byType('ipoPayment'),
          want: {
            orderNo: held.ipo?.orderNo,
            subject: { kind: 'newShare', code: held.ipo?.code, name: held.ipo?.name },
          },
        },
      ],
      [
        'block trade',
        {
          given: byType('blockBuy'),
          want: {
            orderNo: held.block?.orderNo,
            subject: { kind: 'blockTrade', code: held.block?.code, name: held.block?.name },
          },
        },
      ],
      [
        'copy trading',
        {
          given: byType('followBuy'),
          want: {
            orderNo: held.follow?.orderNo,
            subject: { kind: 'followProduct', name: held.follow?.name },
          },
        },
      ],
      [
        'day trading',
        {
          given: byType('dayTrade'),
          want: { orderNo: held.day?.orderNo, subject: { kind: 'dayTrade', name: held.day?.name } },
        },
      ],
      [
        'deposit: its order number, no subject',
        {
          given: { ...byType('deposit'), orderNo: /^D/.test(byType('deposit').orderNo) },
          want: { orderNo: true },
        },
      ],
    ];
    for (const [title, { given, want }] of rows) expect(given, title).toMatchObject(want as object);
    expect(byType('deposit').subject).toBeUndefined();
    expect(list.every((r: { note?: string }) => r.note === undefined)).toBe(true);
  });

  it('names the subject in the request’s language', async () => {
    const { list } =
      (await server.call('listFundRecords', { type: 'jpy' }, s, undefined, { 'accept-language': 'en' }))
        .data ?? {};
    const ipo = (
      await server.call('listNewStocks', { type: 'jpy' }, s, undefined, { 'accept-language': 'en' })
    ).data.find((i: { code: string }) => i.code === held.ipo?.code);
    expect(list.find((r: { type: string }) => r.type === 'ipoPayment').subject.name).toBe(ipo.name);
  });

  it('answers the quota granted as borrowedQuota; what is in use comes off availableQuota', async () => {
    const before = await ok('getCredit', { type: 'jpy' });
    const granted = money.mul(decimal(String(before.creditScore)), server.config.limits.jpy.quotaPerPoint);
    await ok('applyLoan', { type: 'jpy', amount: '10000' });
    const after = await ok('getCredit', { type: 'jpy' });
    expect([before.borrowedQuota, after.borrowedQuota, after.loanAmount].map(decimal)).toEqual([
      granted,
      granted,
      '0',
    ]);
    expect(decimal(after.availableQuota)).toBe(decimal(String(Number(before.availableQuota) - 10000)));
  });
});
