import type { MarketCode } from '@tsumiki/sdk';
import { MARKETS, rulesConfigFromItems, selectWithdrawForm } from '@tsumiki/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db';
import { decide } from '../src/operator';
import { seedOnce } from '../src/seed';
import { PNG, TestClock, testServer } from './helpers/app';
import { newCustomer, type Server, type Session } from './helpers/customer';
import { dbTargets, openTestDb } from './helpers/db';

// Thursday 19 Nov 2026: 10:00 in Tokyo (01:00Z) and 10:00 in New York (15:00Z), each market's session and
// withdrawal window open. Friday 20 Nov, 10:00 in Tokyo (01:00Z) for the last step.
const TOKYO_THU = '2026-11-19T01:00:00Z';
const NEW_YORK_THU = '2026-11-19T15:00:00Z';
const TOKYO_FRI = '2026-11-20T01:00:00Z';
const FUNDS = '246813';

/**
 * The SDK's withdrawal form must never say "can submit" when the server refuses, nor block one it takes: each
 * step puts the account in a state, builds the form from the same calls the app makes for that market, sends
 * the withdrawal, and compares.
 */
describe.each(dbTargets())('the withdrawal form agrees with the server on %s', (target) => {
  let db: Db;
  let server: Server;
  let s: Session;
  let cardId = '';
  const clock = new TestClock(new Date(TOKYO_THU));

  const data = async (op: string, form: Record<string, string> = {}) => {
    const a = await server.call(op, form, s);
    expect(a.status, `${op} ${JSON.stringify(a)}`).toBe(1);
    return a.data;
  };

  /** The form as the app's /mine/withdraw builds it for `market`, then the server's answer to the same request. */
  async function formAndAnswer(market: MarketCode, amount: string) {
    const type = { type: market };
    const form = selectWithdrawForm({
      amount,
      market,
      user: await data('getUserinfo', type),
      positions: await data('listPositions', type),
      loans: await data('listLoans', type),
      stockCredits: await data('listStockCredits', type),
      withdrawals: await data('listWithdrawals', type),
      credit: await data('getCredit', type),
      cards: await data('listBankCards'),
      limits: rulesConfigFromItems(await data('getConfig', { type: 'all' })).limits,
      now: clock.now(),
      language: 'en',
    });
    const answer = await server.call(
      'withdraw',
      { amount, currency: MARKETS[market].currency, bankCardId: cardId, fundsPassword: FUNDS },
      s,
    );
    const codes = [
      ...form.reasons.map((r) => r.issue.code),
      ...(form.amountIssue ? [form.amountIssue.code] : []),
    ];
    return { form, answer, codes };
  }

  beforeAll(async () => {
    db = await openTestDb(target);
    await seedOnce(db, clock.now());
    server = await testServer(db, clock, { sessionIdleMinutes: 48 * 60, sessionMaxHours: 96 });
    s = await newCustomer(server, db, clock, '0807791001', '500000');
    const usd = await server.call('deposit', { amount: '2000', currency: 'USD' }, s, { proof: PNG });
    expect(usd.status, JSON.stringify(usd)).toBe(1);
    await decide(db, 'deposits', Number(usd.data.id), 'approve', { actor: 't', now: clock.now() });
    const card = await data('addBankCard', {
      holderName: '佐藤 花子',
      cardNumber: '1234567890',
      cardType: 'ordinary',
      bankName: 'みずほ銀行',
      branchName: '本店',
      branchCode: '001',
    });
    cardId = card.id;
  });
  afterAll(async () => db?.close());

  it('a clean account: both take it, and then a second one is refused by both (one pending at a time)', async () => {
    clock.set(TOKYO_THU);
    const first = await formAndAnswer('jpy', '30000');
    expect(first.form.canSubmit).toBe(true);
    expect(first.answer.status, JSON.stringify(first.answer)).toBe(1);
    // The pending yen withdrawal also blocks a dollar one, in both.
    clock.set(NEW_YORK_THU);
    const second = await formAndAnswer('usd', '300');
    expect(second.answer).toMatchObject({ status: 0, msg: 'funds.operationInProgress' });
    expect(second.form.canSubmit).toBe(false);
    expect(second.codes).toContain('funds.operationInProgress');
    await decide(db, 'withdrawals', Number(first.answer.data.id), 'reject', { actor: 't', now: clock.now() });
  });

  it('a pending limit order is an open position for both', async () => {
    clock.set(TOKYO_THU);
    const stock = await data('getStock', { code: '7203', type: 'jpy' });
    const order = await data('buyStock', {
      code: '7203',
      type: 'jpy',
      direction: 'long',
      orderType: 'limit',
      price: stock.limitDown,
      lots: '1',
      leverage: '1',
      fundsPassword: FUNDS,
    });
    expect(order.status).toBe(2);
    const { form, answer, codes } = await formAndAnswer('jpy', '30000');
    expect(answer).toMatchObject({ status: 0, msg: 'withdraw.openPositions' });
    expect(form.canSubmit).toBe(false);
    expect(codes).toContain('withdraw.openPositions');
    await data('cancelOrder', { id: order.id });
    const after = await formAndAnswer('jpy', '30000');
    expect([after.form.canSubmit, after.answer.status]).toEqual([true, 1]);
    await decide(db, 'withdrawals', Number(after.answer.data.id), 'reject', { actor: 't', now: clock.now() });
  });

  it('an outstanding stock credit is unpaid credit for both', async () => {
    clock.set(TOKYO_THU);
    await data('addCredit', { type: 'jpy', credit: '1000' });
    const { form, answer, codes } = await formAndAnswer('jpy', '30000');
    expect(answer).toMatchObject({ status: 0, msg: 'loan.unpaid' });
    expect(form.canSubmit).toBe(false);
    expect(codes).toContain('loan.unpaid');
  });

  it('a dollar order pending blocks a yen withdrawal the next day, in both (the server counts every market)', async () => {
    clock.set(NEW_YORK_THU);
    const stock = await data('getStock', { code: 'AAPL', type: 'usd' });
    const order = await data('buyStock', {
      code: 'AAPL',
      type: 'usd',
      direction: 'long',
      orderType: 'limit',
      price: String(Math.floor(Number(stock.price) * 0.5)),
      lots: '1',
      leverage: '1',
      fundsPassword: FUNDS,
    });
    expect(order.status).toBe(2);
    clock.set(TOKYO_FRI);
    const { form, answer, codes } = await formAndAnswer('jpy', '30000');
    expect(answer.status).toBe(0);
    expect(form.canSubmit).toBe(false);
    expect(codes).toContain(answer.msg);
    expect(codes).toEqual(expect.arrayContaining(['withdraw.openPositions', 'loan.unpaid']));
    // The yen lists alone hold neither; the server's own counts in the user info carry them.
    expect(
      (await data('listPositions', { type: 'jpy' })).list.filter((p: { status: number }) => p.status < 3),
    ).toEqual([]);
    await data('cancelOrder', { id: order.id });
  });

  it('a repaid stock credit no longer blocks, in both', async () => {
    clock.set(TOKYO_FRI);
    const [credit] = await data('listStockCredits', { type: 'jpy' });
    expect(credit.status).toBe(0);
    await data('repayCredit', { id: credit.id, amount: credit.credit, fundsPassword: FUNDS });
    const { form, answer } = await formAndAnswer('jpy', '30000');
    expect([form.canSubmit, answer.status]).toEqual([true, 1]);
  });

  it('a dollar withdrawal: the dollar limits in both, never the yen figures', async () => {
    clock.set(NEW_YORK_THU);
    await decide(
      db,
      'withdrawals',
      Number((await data('listWithdrawals', { type: 'jpy' }))[0].id),
      'reject',
      {
        actor: 't',
        now: clock.now(),
      },
    );
    const below = await formAndAnswer('usd', '199.99');
    expect(below.answer).toMatchObject({ status: 0, msg: 'withdraw.belowMinimum' });
    expect(below.codes).toEqual(['withdraw.belowMinimum']);
    expect([below.form.minimum, below.form.maximum]).toEqual(['$200', '$66,000']);
    const at = await formAndAnswer('usd', '200');
    expect([at.form.canSubmit, at.answer.status]).toEqual([true, 1]);
  });
});
