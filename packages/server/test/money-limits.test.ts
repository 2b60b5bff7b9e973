import { limitScheduleFromItems, rulesConfigFromItems } from '@tsumiki/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db';
import { decide } from '../src/operator';
import { PNG, TestClock, testServer } from './helpers/app';
import { newCustomer, type Server, type Session } from './helpers/customer';
import { dbTargets, openTestDb } from './helpers/db';

// Instants inside each market's windows (withdrawals 9:00-15:30 on its business days).
const TOKYO_10 = '2026-11-25T01:00:00Z';
const NEW_YORK_10 = '2026-11-24T15:00:00Z';
const SHANGHAI_10 = '2026-11-25T02:00:00Z';

type Row = [
  title: string,
  { given: { at: string; op: 'deposit' | 'withdraw'; currency: string; amount: string }; want: string },
];

// Every money limit in the market's own currency (the SDK's DEFAULT_LIMIT_SCHEDULE, published by the server):
// deposit maximum ¥500,000 / $3,300 / 元24,000, withdrawal minimum ¥30,000 / $200 / 元1,500, withdrawal maximum
// ¥10,000,000 / $66,000 / 元480,000. Before, USD 500,000 and CNY 500,000 deposits were accepted. In time order,
// New York first: one session, signed in before the first row.
const rows: Row[] = [
  [
    'a dollar deposit of 500,000 (the yen figure)',
    {
      given: { at: NEW_YORK_10, op: 'deposit', currency: 'USD', amount: '500000' },
      want: 'amount.aboveMaximum',
    },
  ],
  [
    'a dollar deposit a cent over the converted cap',
    {
      given: { at: NEW_YORK_10, op: 'deposit', currency: 'USD', amount: '3300.01' },
      want: 'amount.aboveMaximum',
    },
  ],
  [
    'a dollar deposit at the cap',
    { given: { at: NEW_YORK_10, op: 'deposit', currency: 'USD', amount: '3300' }, want: 'ok' },
  ],
  [
    'dollars below $200',
    {
      given: { at: NEW_YORK_10, op: 'withdraw', currency: 'USD', amount: '199.99' },
      want: 'withdraw.belowMinimum',
    },
  ],
  [
    'dollars at $200',
    { given: { at: NEW_YORK_10, op: 'withdraw', currency: 'USD', amount: '200' }, want: 'ok' },
  ],
  [
    'dollars above $66,000',
    {
      given: { at: NEW_YORK_10, op: 'withdraw', currency: 'USD', amount: '66000.01' },
      want: 'amount.aboveMaximum',
    },
  ],
  [
    'yen below 30,000',
    {
      given: { at: TOKYO_10, op: 'withdraw', currency: 'JPY', amount: '29999' },
      want: 'withdraw.belowMinimum',
    },
  ],
  [
    'yen at 30,000',
    { given: { at: TOKYO_10, op: 'withdraw', currency: 'JPY', amount: '30000' }, want: 'ok' },
  ],
  [
    'yen above 10,000,000',
    {
      given: { at: TOKYO_10, op: 'withdraw', currency: 'JPY', amount: '10000000.01' },
      want: 'amount.aboveMaximum',
    },
  ],
  [
    'a yen deposit of 1000.005 (three decimals)',
    {
      given: { at: TOKYO_10, op: 'deposit', currency: 'JPY', amount: '1000.005' },
      want: 'amount.tooManyDecimals',
    },
  ],
  [
    'a yuan deposit of 500,000',
    {
      given: { at: SHANGHAI_10, op: 'deposit', currency: 'CNY', amount: '500000' },
      want: 'amount.aboveMaximum',
    },
  ],
  [
    'yuan below 元1,500',
    {
      given: { at: SHANGHAI_10, op: 'withdraw', currency: 'CNY', amount: '1499.99' },
      want: 'withdraw.belowMinimum',
    },
  ],
  [
    'yuan at 元1,500',
    { given: { at: SHANGHAI_10, op: 'withdraw', currency: 'CNY', amount: '1500' }, want: 'ok' },
  ],
];

describe.each(dbTargets())('money limits in each market’s own currency on %s', (target) => {
  let db: Db;
  let server: Server;
  let s: Session;
  let cardId = '';
  const clock = new TestClock(new Date(NEW_YORK_10));

  const call = (op: string, form: Record<string, string>) => server.call(op, form, s);

  beforeAll(async () => {
    db = await openTestDb(target);
    // The rows run over a night on one session: its idle lifetime is a day here.
    server = await testServer(db, clock, { sessionIdleMinutes: 24 * 60 });
    s = await newCustomer(server, db, clock, '0701110001');
    for (const [currency, amount] of [
      ['USD', '3000'],
      ['CNY', '20000'],
    ]) {
      const dep = await server.call('deposit', { amount: amount ?? '', currency: currency ?? '' }, s, {
        proof: PNG,
      });
      expect(dep.status, JSON.stringify(dep)).toBe(1);
      await decide(db, 'deposits', Number(dep.data.id), 'approve', { actor: 't', now: clock.now() });
    }
    const card = await call('addBankCard', {
      holderName: '佐藤 花子',
      cardNumber: '1111222233',
      cardType: 'ordinary',
      bankName: 'Bank',
      branchName: 'Main',
      branchCode: '001',
    });
    cardId = card.data.id;
  });
  afterAll(async () => db?.close());

  it('publishes every limit per market, and the SDK reads them back', async () => {
    const items = (await call('getConfig', { type: 'all' })).data as { name: string; value: string }[];
    const names = items.map((i) => i.name);
    expect(names).not.toContain('depositMax');
    expect(names).not.toContain('withdrawMin');
    expect(rulesConfigFromItems(items).limits).toEqual(server.config.limits);
    expect(limitScheduleFromItems(items).usd).toEqual({
      depositMaximum: '3300',
      withdrawalMinimum: '200',
      withdrawalMaximum: '66000',
      quotaPerPoint: '66',
    });
  });

  it.each(rows)('%s', async (_title, { given, want }) => {
    clock.set(given.at);
    const answer =
      given.op === 'deposit'
        ? await server.call('deposit', { amount: given.amount, currency: given.currency }, s, { proof: PNG })
        : await call('withdraw', {
            amount: given.amount,
            currency: given.currency,
            bankCardId: cardId,
            fundsPassword: '246813',
          });
    expect(answer.status === 1 ? 'ok' : answer.msg, JSON.stringify(answer)).toBe(want);
    // One deposit and one withdrawal may be pending at a time: the back office turns an accepted one down.
    if (answer.status === 1) {
      const kind = given.op === 'deposit' ? 'deposits' : 'withdrawals';
      await decide(db, kind, Number(answer.data.id), 'reject', { actor: 't', now: clock.now() });
    }
  });

  it('keeps the credit quota in the market’s currency: a 790,000-dollar loan is refused, $5,280 at 80 points is not', async () => {
    clock.set(NEW_YORK_10);
    const credit = (await call('getCredit', { type: 'usd' })).data;
    expect([credit.creditScore, credit.borrowedQuota]).toEqual([80, '5280.00']);
    expect(await call('applyLoan', { type: 'usd', amount: '790000' })).toEqual({
      status: 0,
      msg: 'loan.quotaInsufficient',
    });
    expect(await call('addCredit', { type: 'usd', credit: '5281' })).toEqual({
      status: 0,
      msg: 'loan.quotaInsufficient',
    });
    const loan = await call('applyLoan', { type: 'usd', amount: '5280' });
    expect(loan.status, JSON.stringify(loan)).toBe(1);
    // The quota is used up: a credit of one dollar more is refused too (loans and credits share it).
    expect((await call('addCredit', { type: 'usd', credit: '1' })).msg).toBe('loan.quotaInsufficient');
    await decide(db, 'loans', Number(loan.data.id), 'reject', { actor: 't', now: clock.now() });
    // The yen quota stays 800,000 yen.
    expect((await call('getCredit', { type: 'jpy' })).data.borrowedQuota).toBe('800000.00');
  });
});
