import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db';
import { dbTargets, openTestDb } from './helpers/db';

describe.each(dbTargets())('database on %s', (target) => {
  const ready = openTestDb(target);
  afterAll(async () => (await ready).close());

  it('migrates once and is idempotent', async () => {
    const db = await ready;
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
    expect(rows.map((r) => r.id)).toContain('001_init');
  });

  it.each([
    ['journal', "UPDATE journal SET memo = 'x'"],
    ['journal', 'DELETE FROM journal'],
    ['ledger_lines', 'DELETE FROM ledger_lines'],
    ['audit_log', "UPDATE audit_log SET actor = 'x'"],
  ])('refuses to change append-only %s', async (_table, sql) => {
    const db = await ready;
    const [j] = await db.query<{ id: number }>(
      "INSERT INTO journal (kind, created_at) VALUES ('test', now()) RETURNING id",
    );
    await db.query(
      "INSERT INTO ledger_lines (journal_id, bucket, house, currency, amount) VALUES ($1, 'house', 'cash', 'JPY', 0)",
      [j?.id],
    );
    await db.query("INSERT INTO audit_log (actor, action, created_at) VALUES ('t', 't', now())");
    await expect(db.query(sql)).rejects.toThrow(/append-only/);
  });

  it('returns numeric as decimal strings and rolls back a failed transaction', async () => {
    const db = await ready;
    const [row] = await db.query<{ n: string }>('SELECT 1234567.890000::numeric(24,6) AS n');
    expect(row?.n).toBe('1234567.890000');
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO config_items (name, value) VALUES ('rollback', '1')");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.query("SELECT 1 FROM config_items WHERE name = 'rollback'")).toEqual([]);
  });
});
