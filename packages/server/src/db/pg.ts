import pg from 'pg';
import type { Db, Queryable, Row } from './types';

const RETRYABLE = new Set(['40001', '40P01']);

// int8 (counts, ids) as numbers like PGlite; numeric stays a decimal string.
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20) return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format);
  },
};

/** Opens a node-postgres pool on `url`. `max` defaults to 10 connections. */
export async function openPostgres(url: string, max = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max, types });
  await pool.query('SELECT 1');
  return {
    kind: 'pg',
    async query<T = Row>(sql: string, params: readonly unknown[] = []) {
      return (await pool.query(sql, params as unknown[])).rows as T[];
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      for (let attempt = 1; ; attempt++) {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const tx: Queryable = {
            async query<R = Row>(sql: string, params: readonly unknown[] = []) {
              return (await client.query(sql, params as unknown[])).rows as R[];
            },
          };
          const result = await fn(tx);
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          const code = (error as { code?: string }).code;
          if (!code || !RETRYABLE.has(code) || attempt >= 3) throw error;
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
