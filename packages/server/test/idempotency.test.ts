import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../src/db';
import type { Ctx } from '../src/handlers/context';
import { moneyCall, refuse } from '../src/handlers/context';
import { checkInvariants } from '../src/ledger';
import { decide } from '../src/operator';
import { seedOnce } from '../src/seed';
import { PNG, TestClock, testServer } from './helpers/app';
import type { Server, Session } from './helpers/customer';
import { newCustomer } from './helpers/customer';
import { dbTargets, openTestDb } from './helpers/db';

const BUY = {
  code: '7203',
  type: 'jpy',
  direction: 'long',
  orderType: 'market',
  lots: '1',
  leverage: '1',
  fundsPassword: '246813',
};

describe.each(dbTargets())('refusals under a request id on %s', (target) => {
  let db: Db;
  let server: Server;
  let s: Session;
  const clock = new TestClock(new Date('2026-11-19T01:00:00Z'));
  const count = async (sql: string) => Number((await db.query<{ n: number }>(sql))[0]?.n);

  beforeAll(async () => {
    db = await openTestDb(target);
    await seedOnce(db, clock.now());
    server = await testServer(db, clock);
    // No deposit: the first buy is refused for want of money.
    s = await newCustomer(server, db, clock, '0805550003', '0');
  });
  afterAll(async () => db?.close());

  it('without a savepoint: a refusal before any write is stored with what `prepare` wrote, one after a write keeps nothing', async () => {
    const [{ id } = { id: 0 }] = await db.query<{ id: number }>('SELECT id FROM accounts WHERE mobile = $1', [
      s.account,
    ]);
    const score = async () =>
      Number(
        (await db.query<{ c: number }>('SELECT credit_score AS c FROM accounts WHERE id = $1', [id]))[0]?.c,
      );
    const stored = async (requestId: string) =>
      (
        await db.query<{ response: unknown }>(
          'SELECT response FROM request_ids WHERE account_id = $1 AND request_id = $2',
          [id, requestId],
        )
      )[0]?.response;
    const ctx = (requestId: string) =>
      ({
        operationId: 'buyStock',
        db,
        form: { requestId },
        files: {},
        account: { id },
        now: clock.now(),
      }) as unknown as Ctx;
    const bump = async (tx: Queryable) => {
      await tx.query('UPDATE accounts SET credit_score = credit_score + 1 WHERE id = $1', [id]);
    };
    const options = { prepare: bump, refusesBeforeWriting: true };
    const before = await score();
    await expect(
      moneyCall(ctx('no-savepoint-0001'), async () => refuse('balance.insufficient'), options),
    ).rejects.toThrow('balance.insufficient');
    expect(await score()).toBe(before + 1);
    expect(await stored('no-savepoint-0001')).toEqual({ refusal: 'balance.insufficient' });
    const late = async (tx: Queryable) => {
      await bump(tx);
      return refuse('balance.insufficient');
    };
    await expect(moneyCall(ctx('no-savepoint-0002'), late, options)).rejects.toThrow('balance.insufficient');
    expect(await score()).toBe(before + 1);
    expect(await stored('no-savepoint-0002')).toBeUndefined();
  });

  it('answers a replayed refusal the same even after the cause is gone, with no effect', async () => {
    const first = await server.call('buyStock', { ...BUY, requestId: 'buy-refused-0001' }, s);
    expect(first).toEqual({ status: 0, msg: 'balance.insufficient' });
    const dep = await server.call('deposit', { amount: '500000', currency: 'JPY' }, s, { proof: PNG });
    await decide(db, 'deposits', Number(dep.data.id), 'approve', { actor: 't', now: clock.now() });

    const steps: [string, { form: Record<string, string>; want: { status: number; msg: string } }][] = [
      [
        'same id, same fields: the stored refusal',
        { form: { ...BUY, requestId: 'buy-refused-0001' }, want: first },
      ],
      [
        'same id, other fields: duplicate',
        {
          form: { ...BUY, lots: '2', requestId: 'buy-refused-0001' },
          want: { status: 0, msg: 'request.duplicate' },
        },
      ],
      ['a new id: runs', { form: { ...BUY, requestId: 'buy-fresh-0002' }, want: { status: 1, msg: 'ok' } }],
    ];
    for (const [title, { form, want }] of steps) {
      expect(await server.call('buyStock', form, s), title).toMatchObject(want);
    }
    expect(await count('SELECT count(*)::int AS n FROM orders')).toBe(1);
    const [stored] = await db.query<{ response: unknown }>(
      "SELECT response FROM request_ids WHERE request_id = 'buy-refused-0001'",
    );
    expect(stored?.response).toMatchObject({ refusal: 'balance.insufficient' });
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('keeps a refusal from inside an IPO subscription and no subscription row', async () => {
    const ipos = await server.call('listNewStocks', { type: 'jpy' }, s);
    const open = ipos.data.find((i: { state: number }) => i.state === 1);
    const over = String(Number(open.maxQuantity) + Number(open.minQuantity));
    const form = { id: open.id, quantity: over, requestId: 'ipo-too-many-0003' };
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await server.call('subscribeNewStock', form, s));
    expect(answers).toEqual(Array(3).fill({ status: 0, msg: 'quota.insufficient' }));
    expect(await count('SELECT count(*)::int AS n FROM ipo_subscriptions')).toBe(0);
  });

  it('does not keep refusals outside the money call nor invalid forms', async () => {
    const bad = await server.call('buyStock', { ...BUY, lots: 'x', requestId: 'buy-invalid-0004' }, s);
    // Refused by the form's schema (the field's own key, `x-msg`), before any money call: never kept.
    expect(bad).toEqual({ status: 0, msg: 'order.lotsRequired' });
    expect(
      await count("SELECT count(*)::int AS n FROM request_ids WHERE request_id = 'buy-invalid-0004'"),
    ).toBe(0);
  });
});
