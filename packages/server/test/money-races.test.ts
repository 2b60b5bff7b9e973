import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db';
import { checkInvariants } from '../src/ledger';
import { decide, listPending } from '../src/operator';
import { PNG, TestClock, testServer } from './helpers/app';
import { dbTargets, openTestDb } from './helpers/db';

describe.each(dbTargets())('idempotency and concurrency on %s', (target) => {
  let db: Db;
  let server: Awaited<ReturnType<typeof testServer>>;
  const clock = new TestClock(new Date('2026-11-19T01:00:00Z'));
  const s = { token: '', account: '0701234567' };
  let cardId = '';

  beforeAll(async () => {
    db = await openTestDb(target);
    server = await testServer(db, clock);
    const reg = await server.call('register', {
      account: s.account,
      password: 'pass-word1',
      repeatPassword: 'pass-word1',
      terms: '1',
    });
    s.token = reg.data.token;
    await server.call(
      'setFundsPassword',
      { loginPassword: 'pass-word1', fundsPassword: '246813', repeatFundsPassword: '246813' },
      s,
    );
    await server.call(
      'submitVerification',
      { realName: 'Ito Ken', idNumber: 'Z9876543', privacyNotice: '1' },
      s,
      { frontImage: PNG, backImage: PNG },
    );
    const [v] = await listPending(db, 'verifications');
    await decide(db, 'verifications', Number(v?.id), 'approve', { actor: 't', now: clock.now() });
    const dep = await server.call('deposit', { amount: '100000', currency: 'JPY' }, s, { proof: PNG });
    await decide(db, 'deposits', Number(dep.data.id), 'approve', { actor: 't', now: clock.now() });
    const card = await server.call(
      'addBankCard',
      {
        holderName: 'Ito Ken',
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

  const withdraw = (requestId?: string, amount = '60000') =>
    server.call(
      'withdraw',
      {
        amount,
        currency: 'JPY',
        bankCardId: cardId,
        fundsPassword: '246813',
        ...(requestId ? { requestId } : {}),
      },
      s,
    );

  it('20 identical withdrawals at once with one request id have exactly one effect and one answer', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw('wd-same-request-1')));
    const ok = answers.filter((a) => a.status === 1);
    expect(ok.length).toBe(20);
    expect(new Set(ok.map((a) => a.data.id)).size).toBe(1);
    const [{ n } = { n: 0 }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM withdrawals');
    expect(n).toBe(1);
    expect(await checkInvariants(db)).toEqual([]);
    expect(await withdraw('wd-same-request-1', '70000')).toEqual({ status: 0, msg: 'request.duplicate' });
  });

  it('20 different withdrawals at once cannot overdraw', async () => {
    const [w] = await listPending(db, 'withdrawals');
    await decide(db, 'withdrawals', Number(w?.id), 'reject', { actor: 't', now: clock.now() });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => withdraw(`wd-many-${String(i).padStart(4, '0')}`)),
    );
    expect(answers.filter((a) => a.status === 1)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status === 0)) {
      expect(['funds.operationInProgress', 'balance.insufficient']).toContain(a.msg);
    }
    const [bal] = await db.query<{ available: string; frozen: string }>(
      "SELECT m.available, m.frozen FROM market_accounts m WHERE m.market = 'jpy'",
    );
    expect(bal).toEqual({ available: '40000.000000', frozen: '60000.000000' });
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('replays a buy with the same request id without a second order', async () => {
    const [w] = await listPending(db, 'withdrawals');
    await decide(db, 'withdrawals', Number(w?.id), 'reject', { actor: 't', now: clock.now() });
    const form = {
      code: '9432',
      type: 'jpy',
      direction: 'long',
      orderType: 'market',
      lots: '10',
      leverage: '1',
      fundsPassword: '246813',
      requestId: 'buy-once-0001',
    };
    const first = await server.call('buyStock', form, s);
    const second = await server.call('buyStock', form, s);
    expect(first.status).toBe(1);
    expect(second).toEqual(first);
    const [{ n } = { n: 0 }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    expect(n).toBe(1);
    expect(await checkInvariants(db)).toEqual([]);
  });
});
