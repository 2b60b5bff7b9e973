import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { securePrivateDir } from '../files/modes';
import { migrate } from './migrate';
import { Mutex } from './mutex';
import type { Db, Queryable, Row } from './types';

/** Options of {@link openPglite}. */
export interface PgliteOptions {
  /**
   * A data directory made at build time (`makePgliteTemplate`, gzipped tar): a directory that holds no database
   * yet starts from it instead of running initdb (seconds of CPU on a first start). Ignored when missing.
   */
  template?: string;
}

/**
 * Opens an embedded PGlite database. `dataDir` undefined means in memory (tests); a path is created if missing
 * and kept across restarts. The directory is made private (0700, files 0600) before and after PGlite opens it:
 * PGlite writes its files 0666 whatever the umask, and only the directory's own mode keeps other users out of
 * the files it adds later (main.ts repeats the repair every minute).
 */
export async function openPglite(dataDir?: string, options: PgliteOptions = {}): Promise<Db> {
  if (dataDir) securePrivateDir(dataDir);
  const fresh = dataDir !== undefined && !existsSync(path.join(dataDir, 'PG_VERSION'));
  const tar = fresh && options.template ? readTemplate(options.template) : undefined;
  // PGlite untars the template into the directory.
  const pg = dataDir ? new PGlite(dataDir, tar ? { loadDataDir: new Blob([tar]) } : {}) : new PGlite();
  await pg.waitReady;
  if (dataDir) securePrivateDir(dataDir);
  return wrap(pg);
}

/**
 * The template's tar, or undefined when there is none or it cannot be read (a first start then runs initdb, as
 * it would without one). Gunzipped here: Node's zlib is native, PGlite's own gunzip is not.
 */
function readTemplate(file: string): Uint8Array<ArrayBuffer> | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return new Uint8Array(gunzipSync(readFileSync(file)));
  } catch {
    return undefined;
  }
}

/**
 * Writes the template {@link openPglite} starts a new data directory from: a database with every migration
 * applied (an in-memory PGlite, dumped as a gzipped tar), so a first start skips initdb and the migrations.
 */
export async function makePgliteTemplate(file: string): Promise<void> {
  const pg = new PGlite();
  await pg.waitReady;
  await migrate(wrap(pg));
  const dump = await pg.dumpDataDir('gzip');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pg.close();
}

function wrap(pg: PGlite): Db {
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
