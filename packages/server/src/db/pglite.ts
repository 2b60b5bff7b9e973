import { AsyncLocalStorage } from 'node:async_hooks';
import { PGlite } from '@electric-sql/pglite';
import { securePrivateDir } from '../files/modes';
import { Mutex } from './mutex';
import type { Db, Queryable, Row } from './types';

/**
 * Opens an embedded PGlite database. `dataDir` undefined means in memory (tests); a path is created if missing
 * and kept across restarts. The directory is made private (0700, files 0600) before and after PGlite opens it:
 * PGlite writes its files 0666 whatever the umask, and only the directory's own mode keeps other users out of
 * the files it adds later (main.ts repeats the repair every minute).
 */
export async function openPglite(dataDir?: string): Promise<Db> {
  if (dataDir) securePrivateDir(dataDir);
  const pg = dataDir ? new PGlite(dataDir) : new PGlite();
  await pg.waitReady;
  if (dataDir) securePrivateDir(dataDir);
  const mutex = new Mutex();
  // Catches a query sent to the database itself from inside a transaction, which would wait for ever.
  const inTransaction = new AsyncLocalStorage<boolean>();
  const guard = () => {
    if (inTransaction.getStore()) throw new Error('db.query inside a transaction: use the tx argument');
  };
  return {
    kind: 'pglite',
    async query<T = Row>(sql: string, params: readonly unknown[] = []) {
      guard();
      return mutex.run(async () => (await pg.query<T>(sql, params as unknown[])).rows);
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      guard();
      return mutex.run(() =>
        pg.transaction((tx) => {
          const q: Queryable = {
            async query<R = Row>(sql: string, params: readonly unknown[] = []) {
              return (await tx.query<R>(sql, params as unknown[])).rows;
            },
          };
          return inTransaction.run(true, () => fn(q));
        }),
      );
    },
    async exec(sql: string) {
      guard();
      await mutex.run(() => pg.exec(sql));
    },
    async close() {
      await mutex.run(() => pg.close());
    },
  };
}
