import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db';
import { checkInvariants } from '../src/ledger';
import { decide } from '../src/operator';
import { PNG, TestClock, testServer } from './helpers/app';
import { newCustomer, type Server, type Session } from './helpers/customer';
import { dbTargets, openTestDb } from './helpers/db';

// One withdrawal pending per account, whatever the concurrency: 50 requests at once, yen and yuan mixed (the
// markets have separate balance rows, which is how two got through before), each with its own request id.
// The account row's lock serialises them and the partial unique index withdrawals_one_pending backs it.

// Wednesday 25 Nov 2026, 10:00 in Tokyo and 9:00 in Shanghai: both withdrawal windows open.
const BOTH_OPEN = '2026-11-25T01:00:00Z';
const TRIES = 50;
const ROUNDS = 3;

describe.each(dbTargets())('one pending withdrawal under %s concurrency', (target) => {
  let db: Db;
  let server: Server;
  let s: Session;
  let cardId = '';
  const clock = new TestClock(new Date(BOTH_OPEN));

  beforeAll(async () => {
    db = await openTestDb(target);
    server = await testServer(db, clock);
    s = await newCustomer(server, db, clock, '0703330001');
    const yuan = await server.call('deposit', { amount: '24000', currency: 'CNY' }, s, { proof: PNG });
    await decide(db, 'deposits', Number(yuan.data.id), 'approve', { actor: 't', now: clock.now() });
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

  it.each(Array.from({ length: ROUNDS }, (_, i) => [i + 1]))(
    `round %i: ${TRIES} withdrawals at once across markets leave exactly one pending`,
    async (round) => {
      const answers = await Promise.all(
        Array.from({ length: TRIES }, (_, i) =>
          server.call(
            'withdraw',
            {
              amount: i % 2 === 0 ? '30000' : '1500',
              currency: i % 2 === 0 ? 'JPY' : 'CNY',
              bankCardId: cardId,
              fundsPassword: '246813',
              requestId: `race-${round}-${String(i).padStart(3, '0')}`,
            },
            s,
          ),
        ),
      );
      const accepted = answers.filter((a) => a.status === 1);
      expect(accepted).toHaveLength(1);
      expect(new Set(answers.filter((a) => a.status !== 1).map((a) => a.msg))).toEqual(
        new Set(['funds.operationInProgress']),
      );
      const pending = await db.query("SELECT id FROM withdrawals WHERE status = 'pending'");
      expect(pending).toHaveLength(1);
      expect(await checkInvariants(db)).toEqual([]);
      await decide(db, 'withdrawals', Number(accepted[0]?.data.id), 'reject', {
        actor: 't',
        now: clock.now(),
      });
    },
    120_000,
  );

  it('refuses a second pending row in the database itself', async () => {
    const [account] = await db.query<{ id: number }>("SELECT id FROM accounts WHERE mobile = '0703330001'");
    const insert = (no: string) =>
      db.query(
        `INSERT INTO withdrawals (order_no, account_id, market, amount, status, created_at)
         VALUES ($1, $2, 'jpy', 1, 'pending', now())`,
        [no, account?.id],
      );
    await insert('W-constraint-1');
    await expect(insert('W-constraint-2')).rejects.toThrow(/withdrawals_one_pending|duplicate key/);
  });
});
