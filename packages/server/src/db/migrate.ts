import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../paths';
import type { Db } from './types';

/** The numbered `.sql` files in `packages/server/migrations`, in order. */
export function listMigrations(dir = path.join(serverRoot(), 'migrations')): { id: string; sql: string }[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_.+\.sql$/.test(f))
    .sort()
    .map((f) => ({ id: f.replace(/\.sql$/, ''), sql: readFileSync(path.join(dir, f), 'utf8') }));
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, each in its own transaction.
 * A lock keeps two starting instances from applying the same file twice on PostgreSQL.
 */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied: string[] = [];
  for (const m of listMigrations()) {
    const done = await db.transaction(async (tx) => {
      await tx.query('LOCK TABLE schema_migrations IN EXCLUSIVE MODE');
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [m.id]);
      if (seen.length > 0) return false;
      for (const statement of splitSql(m.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [m.id]);
      return true;
    });
    if (done) applied.push(m.id);
  }
  return applied;
}

/** Splits a script on `;` at line ends, keeping `$$ ... $$` bodies whole. */
export function splitSql(sql: string): string[] {
  const out: string[] = [];
  let current = '';
  let inDollar = false;
  for (const line of sql.split('\n')) {
    if (/^\s*--/.test(line) && !inDollar) continue;
    const dollars = line.match(/\$\$/g)?.length ?? 0;
    if (dollars % 2 === 1) inDollar = !inDollar;
    current += `${line}\n`;
    if (!inDollar && /;\s*$/.test(line)) {
      out.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) out.push(current.trim());
  return out;
}
