import { TransactionAbortedError } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db';
import { openTestDb } from './helpers/db';

describe('prepared statements on PGlite', () => {
  const ready: Promise<Db> = openTestDb('pglite');
  afterAll(async () => (await ready).close());

  it('prepares a text once and runs it with every kind of parameter the server sends', async () => {
    const db = await ready;
    const sql = `SELECT $1::int + 1 AS n, $2::timestamptz AS at, $3::numeric(24,6) AS amount,
                   'b' = ANY($4::text[]) AS listed, $5::text IS NULL AS missing, $6::jsonb AS doc,
                   (2^40)::bigint AS big`;
    const at = new Date('2026-11-19T01:00:00.123Z');
    for (let i = 0; i < 3; i++) {
      expect(await db.query(sql, [i, at, '12.5', ['a', 'b'], null, JSON.stringify({ k: [i] })])).toEqual([
        { n: i + 1, at, amount: '12.500000', listed: true, missing: true, doc: { k: [i] }, big: 2 ** 40 },
      ]);
    }
    const rows = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1',
      [sql],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('prepares again when a table changed its columns under a `SELECT *`', async () => {
    const db = await ready;
    await db.exec(
      "CREATE TABLE stale_plan (id int PRIMARY KEY, a text); INSERT INTO stale_plan VALUES (1, 'x')",
    );
    const read = (q: Pick<Db, 'query'>) => q.query('SELECT * FROM stale_plan WHERE id = $1', [1]);
    expect(await read(db)).toEqual([{ id: 1, a: 'x' }]);
    await db.exec("ALTER TABLE stale_plan ADD COLUMN b text NOT NULL DEFAULT 'y'");
    expect(await read(db)).toEqual([{ id: 1, a: 'x', b: 'y' }]);
    await db.exec("ALTER TABLE stale_plan ADD COLUMN c text NOT NULL DEFAULT 'z'");
    expect(await db.transaction((tx) => read(tx))).toEqual([{ id: 1, a: 'x', b: 'y', c: 'z' }]);
  });

  it('answers the new name of a column renamed under a prepared `SELECT *`', async () => {
    const db = await ready;
    await db.exec(
      "CREATE TABLE renamed_col (id int PRIMARY KEY, a text); INSERT INTO renamed_col VALUES (1, 'x')",
    );
    const read = () => db.query('SELECT * FROM renamed_col WHERE id = $1', [1]);
    expect(await read()).toEqual([{ id: 1, a: 'x' }]);
    // Same type, new name: PostgreSQL plans the statement again without an error, so only its new description
    // tells the name.
    await db.exec('ALTER TABLE renamed_col RENAME COLUMN a TO b');
    expect(await read()).toEqual([{ id: 1, b: 'x' }]);
  });

  it('rolls a transaction back whole when a statement fails, and refuses to commit one it aborted', async () => {
    const db = await ready;
    await db.exec('CREATE TABLE tx_rows (id int PRIMARY KEY)');
    const insert = 'INSERT INTO tx_rows VALUES ($1)';
    await expect(
      db.transaction(async (tx) => {
        await tx.query(insert, [1]);
        await tx.query(insert, [1]);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(
      db.transaction(async (tx) => {
        await tx.query(insert, [2]);
        await tx.query(insert, [2]).catch(() => undefined);
      }),
    ).rejects.toBeInstanceOf(TransactionAbortedError);
    expect(await db.query('SELECT id FROM tx_rows WHERE id > $1', [0])).toEqual([]);
    // The connection is usable afterwards, in and out of a transaction.
    await db.transaction((tx) => tx.query(insert, [3]));
    expect(await db.query('SELECT id FROM tx_rows WHERE id > $1', [0])).toEqual([{ id: 3 }]);
  });

  it("serves a request's later statements before other requests' first ones", async () => {
    const db = await ready;
    const ran: string[] = [];
    const request = db.forRequest?.();
    expect(request).toBeDefined();
    if (!request) return;
    await request.query('SELECT 1 AS n'); // the request's first turn
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const holding = db.transaction(async (tx) => {
      await gate;
      return tx.query('SELECT 1 AS n');
    });
    const note = (name: string) => (rows: unknown) => {
      ran.push(name);
      return rows;
    };
    const fresh = db.query('SELECT 2 AS n').then(note('a new request'));
    const fresher = db.forRequest?.().query('SELECT 3 AS n').then(note('another new request'));
    const later = request.transaction((tx) => tx.query('SELECT 4 AS n')).then(note('the request under way'));
    release();
    await Promise.all([holding, fresh, fresher, later]);
    expect(ran).toEqual(['the request under way', 'a new request', 'another new request']);
  });

  it('writes no zeros into a new WAL segment (16 MB on the one thread while every request waits)', async () => {
    const db = await ready;
    expect(await db.query('SHOW wal_init_zero')).toEqual([{ wal_init_zero: 'off' }]);
  });
});
