import type { Db } from '../../src/db';
import { migrate, openPglite, openPostgres } from '../../src/db';

export type DbTarget = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function dbTargets(): DbTarget[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

const schemaCounter = { n: 0 };

/**
 * One database per test file: an in-memory PGlite, or a fresh schema on the PostgreSQL server so that files
 * running in parallel do not see each other's rows.
 */
export async function openTestDb(target: DbTarget): Promise<Db> {
  if (target === 'pglite') {
    const db = await openPglite();
    await migrate(db);
    return db;
  }
  const url = process.env.TEST_DATABASE_URL ?? '';
  const schema = `t_${process.pid}_${Date.now().toString(36)}_${schemaCounter.n++}`;
  const admin = await openPostgres(url, 1);
  await admin.exec(`CREATE SCHEMA ${schema}`);
  await admin.close();
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  const db = await openPostgres(u.toString(), 30);
  await migrate(db);
  return db;
}

/** Empties every table except the migrations record (between tests). */
export async function resetDb(db: Db): Promise<void> {
  const rows = await db.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'",
  );
  if (rows.length === 0) return;
  await db.exec(`TRUNCATE ${rows.map((r) => r.tablename).join(', ')} RESTART IDENTITY CASCADE`);
}
