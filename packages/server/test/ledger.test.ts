import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { LedgerLine } from '../src/ledger';
import { checkInvariants, openMarketAccounts, postEntry, UnbalancedEntryError } from '../src/ledger';
import { dbTargets, openTestDb, resetDb } from './helpers/db';

const at = new Date('2026-11-20T01:00:00Z');

describe.each(dbTargets())('ledger on %s', (target) => {
  const ready = openTestDb(target);
  afterAll(async () => (await ready).close());
  let accountId = 0;
  beforeEach(async () => {
    const db = await ready;
    await resetDb(db);
    const [a] = await db.query<{ id: number }>(
      `INSERT INTO accounts (mobile, password_hash, invite_code, created_at) VALUES ('0901234567', 'x', 'INV1', now())
       RETURNING id`,
    );
    accountId = Number(a?.id);
    await db.transaction((tx) => openMarketAccounts(tx, accountId));
  });

  const deposit = (amount: string): LedgerLine[] => [
    { accountId, market: 'jpy', bucket: 'available', amount },
    { house: 'external', currency: 'JPY', amount: `-${amount}` },
  ];

  it.each([
    ['a deposit', () => deposit('100000.50'), { ok: true, available: '100000.500000' }],
    [
      'an unbalanced entry',
      () => [{ accountId, market: 'jpy' as const, bucket: 'available' as const, amount: '5' }],
      { ok: false, available: '0.000000' },
    ],
    [
      'an overdraft',
      () => [
        { accountId, market: 'jpy' as const, bucket: 'available' as const, amount: '-1' },
        { house: 'external' as const, currency: 'JPY', amount: '1' },
      ],
      { ok: false, available: '0.000000' },
    ],
  ])('posts %s only when it balances', async (_title, lines, want) => {
    const db = await ready;
    const posted = await db
      .transaction((tx) => postEntry(tx, { kind: 'test', at, lines: lines() }))
      .then(() => true)
      .catch(() => false);
    expect(posted).toBe(want.ok);
    const [row] = await db.query<{ available: string }>(
      "SELECT available FROM market_accounts WHERE account_id = $1 AND market = 'jpy'",
      [accountId],
    );
    expect(row?.available).toBe(want.available);
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('moves debt and frozen and finds a tampered balance', async () => {
    const db = await ready;
    await db.transaction(async (tx) => {
      await postEntry(tx, { kind: 'deposit', at, lines: deposit('1000') });
      await postEntry(tx, {
        kind: 'loan',
        at,
        lines: [
          { accountId, market: 'jpy', bucket: 'available', amount: '500' },
          { accountId, market: 'jpy', bucket: 'debt', amount: '-500' },
        ],
      });
      await postEntry(tx, {
        kind: 'hold',
        at,
        lines: [
          { accountId, market: 'jpy', bucket: 'available', amount: '-300' },
          { accountId, market: 'jpy', bucket: 'frozen', amount: '300' },
        ],
      });
    });
    const [row] = await db.query(
      'SELECT available, frozen, debt FROM market_accounts WHERE account_id = $1 AND market = $2',
      [accountId, 'jpy'],
    );
    expect(row).toEqual({ available: '1200.000000', frozen: '300.000000', debt: '500.000000' });
    expect(await checkInvariants(db)).toEqual([]);
    await db.query("UPDATE market_accounts SET available = available + 1 WHERE market = 'jpy'");
    expect((await checkInvariants(db)).map((v) => v.invariant)).toEqual(['replay']);
  });

  it('writes an entry in one statement: lines in order, several lines on one balance, amounts rounded once', async () => {
    const db = await ready;
    const id = await db.transaction(async (tx) => {
      await postEntry(tx, { kind: 'deposit', at, lines: deposit('1000') });
      return postEntry(tx, {
        kind: 'buy',
        at,
        lines: [
          { accountId, market: 'jpy', bucket: 'available', amount: '-300.0000004', type: 'buy' },
          { accountId, market: 'jpy', bucket: 'available', amount: '-0.0000006', type: 'fee' },
          { accountId, market: 'jpy', bucket: 'frozen', amount: '300.0000004' },
          { house: 'fees', currency: 'JPY', amount: '0.0000006' },
        ],
      });
    });
    const lines = await db.query<{ bucket: string; amount: string; record_type: string | null }>(
      'SELECT bucket, amount, record_type FROM ledger_lines WHERE journal_id = $1 ORDER BY id',
      [id],
    );
    expect(lines).toEqual([
      { bucket: 'available', amount: '-300.000000', record_type: 'buy' },
      { bucket: 'available', amount: '-0.000001', record_type: 'fee' },
      { bucket: 'frozen', amount: '300.000000', record_type: null },
      { bucket: 'house', amount: '0.000001', record_type: null },
    ]);
    const [row] = await db.query(
      'SELECT available, frozen, debt FROM market_accounts WHERE account_id = $1 AND market = $2',
      [accountId, 'jpy'],
    );
    expect(row).toEqual({ available: '699.999999', frozen: '300.000000', debt: '0.000000' });
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('refuses a line on a market account that does not exist, writing nothing', async () => {
    const db = await ready;
    await db.query("DELETE FROM market_accounts WHERE account_id = $1 AND market = 'cny'", [accountId]);
    const error = await db
      .transaction((tx) =>
        postEntry(tx, {
          kind: 'test',
          at,
          lines: [
            { accountId, market: 'cny', bucket: 'available', amount: '5' },
            { house: 'external', currency: 'CNY', amount: '-5' },
          ],
        }),
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnbalancedEntryError);
    expect(await db.query('SELECT id FROM journal')).toEqual([]);
  });
});
