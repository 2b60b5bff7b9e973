import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db';
import { checkInvariants } from '../src/ledger';
import { decide, drawIpo, listPending } from '../src/operator';
import { seedOnce } from '../src/seed';
import type { Answer } from './helpers/app';
import { contract, PNG, TestClock, testServer } from './helpers/app';
import { dbTargets, openTestDb } from './helpers/db';

// Thursday 19 Nov 2026, 10:00 in Tokyo.
const START = '2026-11-19T01:00:00Z';

describe.each(dbTargets())('every operation on %s', (target) => {
  let db: Db;
  let server: Awaited<ReturnType<typeof testServer>>;
  const clock = new TestClock(new Date(START));
  const s = { token: '', account: '0801112222' };
  const call = (op: string, form: Record<string, string> = {}, files?: Record<string, Buffer>) =>
    server.call(op, form, s, files);
  const ok = async (op: string, form: Record<string, string> = {}, files?: Record<string, Buffer>) => {
    const a = await call(op, form, files);
    expect(a, `${op} ${JSON.stringify(a)}`).toMatchObject({ status: 1 });
    return a.data;
  };
  const no = async (op: string, form: Record<string, string>, msg: string) => {
    expect(await call(op, form)).toEqual({ status: 0, msg });
  };

  beforeAll(async () => {
    db = await openTestDb(target);
    await seedOnce(db, clock.now());
    server = await testServer(db, clock);
    const reg = await server.call('register', {
      account: s.account,
      password: 'pass-word1',
      repeatPassword: 'pass-word1',
      terms: '1',
    });
    s.token = reg.data.token;
    await ok('setFundsPassword', {
      loginPassword: 'pass-word1',
      fundsPassword: '246813',
      repeatFundsPassword: '246813',
    });
    await ok(
      'submitVerification',
      { realName: '佐藤 花子', idNumber: 'X1234567', privacyNotice: '1' },
      {
        frontImage: PNG,
        backImage: PNG,
      },
    );
    const [v] = await listPending(db, 'verifications');
    await decide(db, 'verifications', Number(v?.id), 'approve', { actor: 't', now: clock.now() });
    const dep = await ok('deposit', { amount: '500000', currency: 'JPY' }, { proof: PNG });
    await decide(db, 'deposits', Number(dep.id), 'approve', { actor: 't', now: clock.now() });
  });
  afterAll(async () => db?.close());

  it('answers public calls without a session and refuses private ones with 401', async () => {
    expect(await server.call('getUserinfo', { type: 'jpy' })).toEqual({ status: 0, msg: 'session.expired' });
    expect(
      await server.call('getUserinfo', { type: 'jpy' }, { token: 'x'.repeat(43), account: s.account }),
    ).toEqual({
      status: 0,
      msg: 'session.expired',
    });
    for (const [op, form] of [
      ['getConfig', {}],
      ['listMarket', { type: 'usd', sort: 'price', order: 'asc', pageSize: '5' }],
      ['listRankings', { type: 'cny', kind: 'popular' }],
      ['listIndices', {}],
      ['searchStocks', { keyword: 'トヨタ' }],
      ['getStock', { code: 'AAPL', type: 'usd' }],
      ['getKLine', { code: '7203', type: 'jpy', period: 'week', adjust: 'forward', limit: '30' }],
      ['getTimeShare', { code: '600519', type: 'cny' }],
      ['listExchangeRates', { base: 'JPY' }],
      ['getTradingCalendar', { type: 'cny' }],
      ['listNews', { headline: '1' }],
    ] as const) {
      const a = await server.call(op, form);
      expect(a.status, op).toBe(1);
    }
    const news = await server.call('listNews', {});
    expect((await server.call('getNews', { id: news.data.list[0].id })).data.body).toContain('<');
  });

  it.each([
    ['a form that misses a field', 'getStock', { type: 'jpy' }, 'request.invalid'],
    ['a wrong type', 'listMarket', { type: 'eur' }, 'request.invalid'],
    ['an unknown stock', 'getStock', { code: 'ZZZZ', type: 'jpy' }, 'resource.notFound'],
  ])('refuses %s', async (_t, op, form, msg) => {
    expect(await server.call(op, form)).toEqual({ status: 0, msg });
  });

  it('runs the account, card, loan, credit and exchange calls', async () => {
    expect((await ok('getUserinfo', { type: 'jpy' })).jpy).toBe('500000.00');
    await ok('getVerification');
    const card = await ok('addBankCard', {
      holderName: '佐藤 花子',
      cardNumber: '9876543210',
      cardType: 'savings',
      bankName: '三菱UFJ銀行',
      branchName: '渋谷',
      branchCode: '135',
    });
    expect(card.cardNumber).toBe('**** 3210');
    expect(await ok('listBankCards')).toHaveLength(1);
    await ok('listDeposits', { type: 'jpy' });
    const fx = await ok('exchange', { from: 'JPY', to: 'USD', amount: '15000', fundsPassword: '246813' });
    expect(fx.received).toBe('100.00');
    await no(
      'exchange',
      { from: 'JPY', to: 'JPY', amount: '1', fundsPassword: '246813' },
      'exchange.sameCurrency',
    );
    await no(
      'exchange',
      { from: 'JPY', to: 'USD', amount: '150', fundsPassword: '000000' },
      'fundsPassword.wrong',
    );
    await ok('getCredit', { type: 'jpy' });
    const loan = await ok('applyLoan', { type: 'jpy', amount: '10000' });
    await decide(db, 'loans', Number(loan.id), 'approve', { actor: 't', now: clock.now() });
    await no(
      'repayLoan',
      { id: loan.id, amount: '9999', fundsPassword: '246813' },
      'loan.repaymentBelowLoan',
    );
    expect((await ok('repayLoan', { id: loan.id, amount: '10000', fundsPassword: '246813' })).status).toBe(3);
    await ok('listLoans', { type: 'jpy' });
    await no('addCredit', { type: 'jpy', credit: '0' }, 'credit.notPositiveInteger');
    const credit = await ok('addCredit', { type: 'jpy', credit: '1000' });
    expect(await ok('listStockCredits', { type: 'jpy' })).toHaveLength(1);
    expect((await ok('repayCredit', { id: credit.id, amount: '1000', fundsPassword: '246813' })).status).toBe(
      2,
    );
    await ok('listWithdrawals', { type: 'jpy' });
    await ok('listFundRecords', { type: 'jpy', from: '2026-11-01', to: '2026-11-30' });
    await no(
      'changeFundsPassword',
      { oldPassword: '246813', newPassword: '111111', repeatPassword: '111111' },
      'fundsPassword.weak',
    );
    await ok('changeFundsPassword', {
      oldPassword: '246813',
      newPassword: '258036',
      repeatPassword: '258036',
    });
    await ok('changeFundsPassword', {
      oldPassword: '258036',
      newPassword: '246813',
      repeatPassword: '246813',
    });
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('runs trading, watchlist, products and messages', async () => {
    const stock = await ok('getStock', { code: '6758', type: 'jpy' });
    await no(
      'buyStock',
      {
        code: '6758',
        type: 'jpy',
        direction: 'long',
        orderType: 'limit',
        price: '1',
        lots: '5',
        leverage: '2',
        fundsPassword: '246813',
      },
      'order.beyondDailyLimit',
    );
    const limit = await ok('buyStock', {
      code: '6758',
      type: 'jpy',
      direction: 'long',
      orderType: 'limit',
      price: stock.limitDown,
      lots: '5',
      leverage: '2',
      fundsPassword: '246813',
    });
    await no(
      'buyStock',
      {
        code: '6758',
        type: 'jpy',
        direction: 'long',
        orderType: 'market',
        lots: '5',
        leverage: '3',
        fundsPassword: '246813',
      },
      'order.leverageInvalid',
    );
    expect(limit.status).toBe(2);
    expect((await ok('cancelOrder', { id: limit.id })).status).toBe(3);
    await no('cancelOrder', { id: limit.id }, 'order.alreadyHandled');
    await ok('getPosition', { id: limit.id });
    await ok('listPositions', { type: 'jpy' });
    await ok('listPositionHistory', { type: 'jpy' });
    const w = await ok('addWatchlist', { code: '7203', type: 'jpy' });
    await ok('addWatchlist', { code: 'AAPL', type: 'usd' });
    await no('addWatchlist', { code: '7203', type: 'jpy' }, 'watchlist.exists');
    const list = await ok('listWatchlist');
    await ok('reorderWatchlist', {
      ids: [...list]
        .reverse()
        .map((i: { id: string }) => i.id)
        .join(','),
    });
    await ok('removeWatchlist', { code: '7203', type: 'jpy' });
    expect(w.code).toBe('7203');

    const ipos = await ok('listNewStocks', { type: 'jpy' });
    const open = ipos.find((i: { state: number }) => i.state === 1);
    await ok('getNewStock', { id: open.id });
    const sub = await ok('subscribeNewStock', { id: open.id, quantity: '200', pay: '1' });
    await no('subscribeNewStock', { id: open.id, quantity: '200' }, 'ipo.alreadySubscribed');
    const unpaidIpo =
      ipos.find((i: { state: number; id: string }) => i.state === 1 && i.id !== open.id) ?? open;
    expect(sub.rjmoney).not.toBe('-');
    await ok('listNewStockOrders', { type: 'jpy' });
    clock.set('2026-11-24T01:00:00Z');
    await drawIpo(db, Number(open.id), { actor: 't', now: clock.now() });
    const again = await server.call('login', { account: s.account, password: 'pass-word1' });
    s.token = again.data.token;
    expect(unpaidIpo).toBeTruthy();
    await no('payNewStock', { id: sub.id }, 'ipo.nothingToPay');

    const blocks = await ok('listBlockTrades', { type: 'jpy' });
    await ok('getBlockTrade', { id: blocks[0].id });
    const app = await ok('applyBlockTrade', { id: blocks[0].id, lots: '100', fundsPassword: '246813' });
    await ok('listBlockTradeApplications', { type: 'jpy' });
    await decide(db, 'block', Number(app.id), 'approve', { actor: 't', now: clock.now() });

    const products = await ok('listFollowProducts', { type: 'jpy' });
    await ok('getFollowProduct', { id: products[0].id });
    await no(
      'buyFollowProduct',
      { id: products[0].id, amount: '10', fundsPassword: '246813' },
      'amount.belowMinimum',
    );
    await ok('buyFollowProduct', { id: products[0].id, amount: '100000', fundsPassword: '246813' });
    await ok('listFollowOrders', { type: 'jpy' });

    const programmes = await ok('listDayTradeProgrammes', { type: 'jpy' });
    const d = await ok('applyDayTrade', { id: programmes[0].id, amount: '50000', fundsPassword: '246813' });
    await decide(db, 'daytrade', Number(d.id), 'approve', { actor: 't', now: clock.now() });
    expect((await ok('listDayTradeOrders', { type: 'jpy' }))[0].status).toBe(3);

    const msgs = await ok('listMessages');
    await ok('getMessage', { id: msgs.list[0].id });
    expect((await ok('getUnreadCount')).unread).toBe(2);
    // The same reads in one batch, each answered as alone.
    const batched = await ok('batch', { path0: '/message/unread', path1: '/news/list', form1: 'headline=1' });
    expect(batched.map((a: { http: number; msg: string }) => [a.http, a.msg])).toEqual([
      [200, 'ok'],
      [200, 'ok'],
    ]);
    expect(batched[0].data.unread).toBe(2);
    expect((await ok('markMessagesRead', { id: msgs.list[0].id })).unread).toBe(1);
    expect((await ok('markMessagesRead')).unread).toBe(0);
    expect(await checkInvariants(db)).toEqual([]);
    const summary = (await ok('getUserinfo', { type: 'jpy' })).summary;
    const [stored] = await db.query<{ frozen: string }>(
      "SELECT m.frozen FROM market_accounts m JOIN accounts a ON a.id = m.account_id WHERE a.mobile = $1 AND market = 'jpy'",
      [s.account],
    );
    expect(Number(summary.frozen)).toBe(Number(stored?.frozen));
  });

  it('ends sessions on password change and logout', async () => {
    const other = await server.call('login', { account: s.account, password: 'pass-word1' });
    await ok('changeLoginPassword', {
      oldPassword: 'pass-word1',
      newPassword: 'pass-word2',
      repeatPassword: 'pass-word2',
    });
    expect(
      (await server.call('getUnreadCount', {}, { token: other.data.token, account: s.account })).msg,
    ).toBe('session.expired');
    await ok('deleteBankCard', { id: (await ok('listBankCards'))[0].id });
    await ok('logout');
    expect((await call('getUnreadCount')).msg).toBe('session.expired');
  });

  it('covered every operation of the contract with a success validated against its schema', () => {
    // Streams are read over a socket, every event checked against its schema, in quote-stream.test.ts.
    const missing = contract()
      .operations.filter((o) => !o.stream)
      .map((o) => o.operationId)
      .filter((id) => !server.seen.has(id));
    // withdraw, closePosition and payNewStock succeed in the journey and idempotency tests.
    expect(missing.filter((m) => !['withdraw', 'closePosition', 'payNewStock'].includes(m))).toEqual([]);
  });
});

export type { Answer };
