import { afterAll, describe, expect, it } from 'vitest';
import { checkInvariants } from '../src/ledger';
import { decide, listPending } from '../src/operator';
import { seedOnce } from '../src/seed';
import { PNG, TestClock, testServer } from './helpers/app';
import { dbTargets, openTestDb } from './helpers/db';

// Thursday 19 Nov 2026, 10:00 in Tokyo: a trading day inside the withdrawal window.
const START = '2026-11-19T01:00:00Z';

describe.each(dbTargets())('a customer journey on %s', (target) => {
  const ready = openTestDb(target);
  afterAll(async () => (await ready).close());

  it('register → verify → deposit → buy → next-day close → withdraw, the ledger balanced at every step', async () => {
    const db = await ready;
    const clock = new TestClock(new Date(START));
    await seedOnce(db, clock.now());
    const { call } = await testServer(db, clock);
    const op = { actor: 'test', now: clock.now() };
    const balanced = async () => expect(await checkInvariants(db)).toEqual([]);

    const reg = await call('register', {
      account: '0901234567',
      password: 'secret-pass',
      repeatPassword: 'secret-pass',
      terms: '1',
    });
    expect(reg.status).toBe(1);
    const s = { token: reg.data.token, account: '0901234567' };
    expect(
      (
        await call(
          'setFundsPassword',
          { loginPassword: 'secret-pass', fundsPassword: '246813', repeatFundsPassword: '246813' },
          s,
        )
      ).status,
    ).toBe(1);

    const ver = await call(
      'submitVerification',
      { realName: '山田 太郎', idNumber: 'AB1234567', privacyNotice: '1' },
      s,
      { frontImage: PNG, backImage: PNG },
    );
    expect(ver).toMatchObject({ status: 1, data: { status: 1 } });
    const [pendingVerification] = await listPending(db, 'verifications');
    await decide(db, 'verifications', Number(pendingVerification?.id), 'approve', op);
    expect((await call('getVerification', {}, s)).data.status).toBe(2);

    const dep = await call('deposit', { amount: '400000', currency: 'JPY' }, s, { proof: PNG });
    expect(dep).toMatchObject({ status: 1, data: { status: 0, money: '400000.00' } });
    await decide(db, 'deposits', Number(dep.data.id), 'approve', op);
    await balanced();
    expect((await call('getUserinfo', { type: 'jpy' }, s)).data.jpy).toBe('400000.00');

    const buy = await call(
      'buyStock',
      {
        code: '7203',
        type: 'jpy',
        direction: 'long',
        orderType: 'market',
        lots: '10',
        leverage: '1',
        fundsPassword: '246813',
        requestId: 'buy-0000001',
      },
      s,
    );
    expect(buy).toMatchObject({ status: 1, data: { status: 0, stock_num: '10' } });
    await balanced();
    const info = await call('getUserinfo', { type: 'jpy' }, s);
    expect(info.data.summary.frozen).toBe(info.data.summary.frozenDetail.positionCost);
    const early = await call('closePosition', { id: buy.data.id }, s);
    expect(early).toEqual({ status: 0, msg: 'order.tPlusOne' });

    clock.set('2026-11-20T01:30:00Z');
    // The session went idle overnight: sign in again.
    expect((await call('getUserinfo', { type: 'jpy' }, s)).msg).toBe('session.expired');
    const again = await call('login', { account: '0901234567', password: 'secret-pass' });
    s.token = again.data.token;
    const close = await call('closePosition', { id: buy.data.id }, s);
    expect(close).toMatchObject({ status: 1, data: { status: 4 } });
    await balanced();

    const card = await call(
      'addBankCard',
      {
        holderName: '山田 太郎',
        cardNumber: '1234567890123',
        cardType: 'ordinary',
        bankName: 'みずほ銀行',
        branchName: '本店',
        branchCode: '001',
      },
      s,
    );
    expect(card.status).toBe(1);
    const wd = await call(
      'withdraw',
      { amount: '50000', currency: 'JPY', bankCardId: card.data.id, fundsPassword: '246813' },
      s,
    );
    expect(wd).toMatchObject({ status: 1, data: { status: 0, money: '50000.00' } });
    await balanced();
    await decide(db, 'withdrawals', Number(wd.data.id), 'approve', { actor: 'test', now: clock.now() });
    await balanced();
    const after = await call('getUserinfo', { type: 'jpy' }, s);
    expect(after.data.summary.frozen).toBe('0.00');
    const records = await call('listFundRecords', { type: 'jpy' }, s);
    expect(records.data.list.map((r: { type: string }) => r.type)).toEqual([
      'withdrawal',
      'close',
      'fee',
      'buy',
      'deposit',
    ]);
    const [audit] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
    expect(audit?.n).toBe(3);
  });
});
