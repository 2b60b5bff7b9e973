import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db, Queryable, Row } from './types';

const RETRYABLE = new Set(['40001', '40P01']);

/**
 * PostgreSQL refuses to run a prepared statement whose result columns changed under it (a `SELECT *` after
 * another instance's migration added a column): the statement is then prepared afresh under a new name.
 */
function isStalePlan(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e.code === '0A000' && /cached plan must not change result type/.test(e.message ?? '');
}

/**
 * Names queries with parameters as prepared statements, so PostgreSQL parses and plans each once per connection
 * rather than on every call (about half the database's CPU of a signed-in read). Queries without parameters
 * (migrations, SAVEPOINT) stay unnamed. After a stale plan every name changes ({@link isStalePlan}).
 */
class Statements {
  #names = new Map<string, string>();
  #generation = 0;
  constructor(readonly enabled: boolean) {}

  config(sql: string, params: readonly unknown[]): pg.QueryConfig {
    if (!this.enabled || params.length === 0) return { text: sql, values: params as unknown[] };
    let name = this.#names.get(sql);
    if (!name) {
      name = `t${this.#generation}_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
      this.#names.set(sql, name);
    }
    return { name, text: sql, values: params as unknown[] };
  }

  renew(): void {
    this.#generation += 1;
    this.#names.clear();
  }
}

// int8 (counts, ids) as numbers like PGlite; numeric stays a decimal string.
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20) return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format);
  },
};

/** Options of {@link openPostgres}. */
export interface PostgresOptions {
  /**
   * Prepare queries with parameters once per connection (default true). Turn it off behind a connection pooler
   * that cannot keep prepared statements (PgBouncer before 1.21 in transaction mode).
   */
  prepared?: boolean;
}

/** Opens a node-postgres pool on `url`. `max` defaults to 10 connections. */
export async function openPostgres(url: string, max = 10, options: PostgresOptions = {}): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max, types });
  const statements = new Statements(options.prepared !== false);
  await pool.query('SELECT 1');
  return {
    kind: 'pg',
    async query<T = Row>(sql: string, params: readonly unknown[] = []) {
      try {
        return (await pool.query(statements.config(sql, params))).rows as T[];
      } catch (error) {
        if (!isStalePlan(error)) throw error;
        statements.renew();
        return (await pool.query(statements.config(sql, params))).rows as T[];
      }
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      for (let attempt = 1; ; attempt++) {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const tx: Queryable = {
            async query<R = Row>(sql: string, params: readonly unknown[] = []) {
              return (await client.query(statements.config(sql, params))).rows as R[];
            },
          };
          const result = await fn(tx);
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          const code = (error as { code?: string }).code;
          if (isStalePlan(error)) statements.renew();
          else if (!code || !RETRYABLE.has(code)) throw error;
          if (attempt >= 3) throw error;
        } finally {
          client.release();
        }
      }
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async close() {
      await pool.end();
    },
  };
}
