import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db';
import { decide } from '../src/operator';
import { PNG, TestClock, testServer } from './helpers/app';
import { newCustomer, type Server, type Session } from './helpers/customer';
import { dbTargets, openTestDb } from './helpers/db';

// Instants inside each market's withdrawal window (9:00-15:30 on its business days).
const TOKYO_10 = '2026-11-25T01:00:00Z';
const NEW_YORK_10 = '2026-11-24T15:00:00Z';
const SHANGHAI_10 = '2026-11-25T02:00:00Z';

type Case = [title: string, { given: { at: string; currency: string; amount: string }; want: string }];

// The minimum is 30,000 yen (spec section 9); a dollar or yuan withdrawal takes its equivalent at the quoted
// JPY→currency rate (1/150 and 7.2/150: $200.00 and ¥1,440.00), as the SDK's withdrawal form says.
// In time order, New York first: one session, signed in before the first row.
const cases: Case[] = [
  [
    'dollars below $200',
    { given: { at: NEW_YORK_10, currency: 'USD', amount: '199.99' }, want: 'withdraw.belowMinimum' },
  ],
  ['dollars at $200', { given: { at: NEW_YORK_10, currency: 'USD', amount: '200' }, want: 'ok' }],
  [
    'yen below 30,000',
    { given: { at: TOKYO_10, currency: 'JPY', amount: '29999' }, want: 'withdraw.belowMinimum' },
  ],
  ['yen at 30,000', { given: { at: TOKYO_10, currency: 'JPY', amount: '30000' }, want: 'ok' }],
  [
    'yuan below ¥1,440',
    { given: { at: SHANGHAI_10, currency: 'CNY', amount: '1439.99' }, want: 'withdraw.belowMinimum' },
  ],
  ['yuan at ¥1,440', { given: { at: SHANGHAI_10, currency: 'CNY', amount: '1440' }, want: 'ok' }],
];

describe.each(dbTargets())('the withdrawal minimum in each currency on %s', (target) => {
  let db: Db;
  let server: Server;
  let s: Session;
  let cardId = '';
  const clock = new TestClock(new Date(NEW_YORK_10));

  beforeAll(async () => {
    db = await openTestDb(target);
    // The rows run over a night on one session: its idle lifetime is a day here.
    server = await testServer(db, clock, { sessionIdleMinutes: 24 * 60 });
    s = await newCustomer(server, db, clock, '0701110001');
    for (const [currency, amount] of [
      ['USD', '1000'],
      ['CNY', '5000'],
    ]) {
      const dep = await server.call('deposit', { amount: amount ?? '', currency: currency ?? '' }, s, {
        proof: PNG,
      });
      expect(dep.status, JSON.stringify(dep)).toBe(1);
      await decide(db, 'deposits', Number(dep.data.id), 'approve', { actor: 't', now: clock.now() });
    }
    const card = await server.call(
      'addBankCard',
      {
        holderName: '佐藤 花子',
        cardNumber: '1111222233',
        cardType: 'ordinary',
        bankName: 'Bank',
        branchName: 'Main',
        branchCode: '001',
      },
      s,
    );
    cardId = card.data.id;
  });
  afterAll(async () => db?.close());

  it.each(cases)('%s', async (_title, { given, want }) => {
    clock.set(given.at);
    const answer = await server.call(
      'withdraw',
      { amount: given.amount, currency: given.currency, bankCardId: cardId, fundsPassword: '246813' },
      s,
    );
    expect(answer.status === 1 ? 'ok' : answer.msg, JSON.stringify(answer)).toBe(want);
    // One withdrawal may be pending at a time: the back office turns an accepted one down for the next row.
    if (answer.status === 1) {
      await decide(db, 'withdrawals', Number(answer.data.id), 'reject', { actor: 't', now: clock.now() });
    }
  });
});
