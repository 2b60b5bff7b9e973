import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db';
import { checkInvariants } from '../src/ledger';
import { OperatorError, settleCredit } from '../src/operator';
import { runOperatorCommand } from '../src/operator/commands';
import { TestClock, testServer } from './helpers/app';
import { newCustomer, type Server, type Session } from './helpers/customer';
import { dbTargets, openTestDb } from './helpers/db';

// A stock credit's whole life through the public API: granted (held in frozen funds, owed as debt, using the
// credit quota, blocking withdrawals in every market), then repaid by the customer (not below the credit) or
// settled by the operator, after which withdrawals go through again. Before, nothing ended a credit and
// every later withdrawal answered loan.unpaid for ever.

// Wednesday 25 Nov 2026, 10:00 in Tokyo: inside the withdrawal window.
const TOKYO_10 = '2026-11-25T01:00:00Z';
const FUNDS = '246813';

describe.each(dbTargets())('the life of a stock credit on %s', (target) => {
  let db: Db;
  let server: Server;
  let a: Session;
  let b: Session;
  let cardId = '';
  const clock = new TestClock(new Date(TOKYO_10));

  const ok = async (who: Session, op: string, form: Record<string, string>) => {
    const answer = await server.call(op, form, who);
    expect(answer.status, `${op} ${JSON.stringify(answer)}`).toBe(1);
    return answer.data;
  };
  // The customer's yen balances as numbers (whole yen here, so exact).
  const jpy = async () => {
    const [row] = await db.query<{ available: string; frozen: string; debt: string }>(
      `SELECT m.available::text, m.frozen::text, m.debt::text FROM market_accounts m JOIN accounts x ON x.id = m.account_id
       WHERE x.mobile = $1 AND m.market = 'jpy'`,
      [a.account],
    );
    return { available: Number(row?.available), frozen: Number(row?.frozen), debt: Number(row?.debt) };
  };
  const withdraw = (amount = '30000') =>
    server.call('withdraw', { amount, currency: 'JPY', bankCardId: cardId, fundsPassword: FUNDS }, a);

  beforeAll(async () => {
    db = await openTestDb(target);
    server = await testServer(db, clock, { sessionIdleMinutes: 24 * 60 });
    a = await newCustomer(server, db, clock, '0702220001');
    b = await newCustomer(server, db, clock, '0702220002', '0');
    const card = await ok(a, 'addBankCard', {
      holderName: '佐藤 花子',
      cardNumber: '1111222233',
      cardType: 'ordinary',
      bankName: 'Bank',
      branchName: 'Main',
      branchCode: '001',
    });
    cardId = card.id;
  });
  afterAll(async () => db?.close());

  it('granted: held in frozen funds, owed, out of the quota, and every withdrawal waits', async () => {
    const before = await jpy();
    const quota = (await ok(a, 'getCredit', { type: 'jpy' })).availableQuota;
    const credit = await ok(a, 'addCredit', { type: 'jpy', credit: '50000' });
    expect(credit).toMatchObject({ status: 0, credit: '50000.00' });
    expect(credit.endedAt).toBeUndefined();
    expect(await jpy()).toEqual({
      available: before.available,
      frozen: before.frozen + 50000,
      debt: before.debt + 50000,
    });
    expect((await ok(a, 'getCredit', { type: 'jpy' })).availableQuota).toBe(
      `${(Number(quota) - 50000).toFixed(2)}`,
    );
    expect((await ok(a, 'getUserinfo', { type: 'usd' })).withdrawalChecks.unpaidCredit).toBe(1);
    expect(await withdraw()).toEqual({ status: 0, msg: 'loan.unpaid' });
  });

  it('is not a loan, belongs to its customer, and is repaid not below the credit', async () => {
    const [credit] = await ok(a, 'listStockCredits', { type: 'jpy' });
    // repayLoan is for loans: it names none with this id, as before; repayCredit is the credit's own call.
    expect(
      await server.call('repayLoan', { id: credit.id, amount: '50000', fundsPassword: FUNDS }, a),
    ).toEqual({
      status: 0,
      msg: 'loan.notFound',
    });
    expect(
      await server.call('repayCredit', { id: credit.id, amount: '50000', fundsPassword: FUNDS }, b),
    ).toEqual({
      status: 0,
      msg: 'credit.notFound',
    });
    expect(
      await server.call('repayCredit', { id: credit.id, amount: '49999.99', fundsPassword: FUNDS }, a),
    ).toEqual({
      status: 0,
      msg: 'loan.repaymentBelowLoan',
    });
    expect(
      await server.call('repayCredit', { id: credit.id, amount: '50000', fundsPassword: '000000' }, a),
    ).toEqual({
      status: 0,
      msg: 'fundsPassword.wrong',
    });
  });

  it('repaid by the customer: the hold pays the debt, the available balance stays, withdrawals go through', async () => {
    const before = await jpy();
    const [credit] = await ok(a, 'listStockCredits', { type: 'jpy' });
    // More than the credit is accepted; only the credit is taken.
    const repaid = await ok(a, 'repayCredit', { id: credit.id, amount: '60000', fundsPassword: FUNDS });
    expect(repaid).toMatchObject({ id: credit.id, status: 2, endedAt: clock.now().toISOString() });
    expect(await jpy()).toEqual({
      available: before.available,
      frozen: before.frozen - 50000,
      debt: before.debt - 50000,
    });
    expect(
      (await server.call('repayCredit', { id: credit.id, amount: '50000', fundsPassword: FUNDS }, a)).msg,
    ).toBe('credit.notFound');
    const w = await withdraw();
    expect(w.status, JSON.stringify(w)).toBe(1);
    await runOperatorCommand(db, ['reject', 'withdrawals', w.data.id], { actor: 't', now: clock.now() });
  });

  it('settled by the operator: the same end, written to the audit log, once', async () => {
    const credit = await ok(a, 'addCredit', { type: 'jpy', credit: '7000' });
    expect(await withdraw()).toEqual({ status: 0, msg: 'loan.unpaid' });
    const listed = await runOperatorCommand(db, ['credits'], { actor: 't', now: clock.now() });
    expect(listed.stdout).toContain(a.account);
    await settleCredit(db, Number(credit.id), {
      actor: 'operator:t',
      now: clock.now(),
      reason: 'customer asked',
    });
    const [row] = await ok(a, 'listStockCredits', { type: 'jpy' });
    expect(row).toMatchObject({ id: credit.id, status: 1 });
    await expect(
      settleCredit(db, Number(credit.id), { actor: 't', now: clock.now() }),
    ).rejects.toBeInstanceOf(OperatorError);
    const [audit] = await db.query<{ action: string; detail: { reason?: string } }>(
      "SELECT action, detail FROM audit_log WHERE action = 'credit.settle'",
    );
    expect(audit?.detail.reason).toBe('customer asked');
    expect((await withdraw()).status).toBe(1);
    expect(await checkInvariants(db)).toEqual([]);
  });
});
