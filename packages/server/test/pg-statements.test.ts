import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db';
import { dbTargets, openTestDb } from './helpers/db';

const onPostgres = dbTargets().includes('postgres');

describe.skipIf(!onPostgres)('prepared statements on PostgreSQL', () => {
  const ready: Promise<Db> = onPostgres ? openTestDb('postgres') : Promise.resolve(undefined as never);
  afterAll(async () => (await ready)?.close());

  it('prepares a query with parameters once per connection', async () => {
    const db = await ready;
    const sql = 'SELECT $1::int + 1 AS n';
    for (let i = 0; i < 3; i++) expect(await db.query(sql, [i])).toEqual([{ n: i + 1 }]);
    const rows = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1',
      ['SELECT $1::int + 1 AS n'],
    );
    // pg_prepared_statements shows the statements of the connection that answers: at most one per text.
    expect(rows[0]?.n ?? 0).toBeLessThanOrEqual(1);
  });

  it('prepares again when a table changed its columns under a `SELECT *` (another instance migrated)', async () => {
    const db = await ready;
    await db.exec('CREATE TABLE stale_plan (id int PRIMARY KEY, a text)');
    await db.exec("INSERT INTO stale_plan VALUES (1, 'x')");
    const read = (q: Pick<Db, 'query'>) => q.query('SELECT * FROM stale_plan WHERE id = $1', [1]);
    // Every connection of the pool prepares it.
    await Promise.all(Array.from({ length: 8 }, () => read(db)));
    await db.exec("ALTER TABLE stale_plan ADD COLUMN b text NOT NULL DEFAULT 'y'");
    expect(await read(db)).toEqual([{ id: 1, a: 'x', b: 'y' }]);
    await db.exec("ALTER TABLE stale_plan ADD COLUMN c text NOT NULL DEFAULT 'z'");
    expect(await db.transaction((tx) => read(tx))).toEqual([{ id: 1, a: 'x', b: 'y', c: 'z' }]);
    await Promise.all(Array.from({ length: 8 }, () => read(db)));
  });
});
