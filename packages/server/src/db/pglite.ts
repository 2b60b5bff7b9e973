import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite, parse, protocol, TransactionAbortedError } from '@electric-sql/pglite';
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

/**
 * A PGlite error code and message that say a prepared statement's plan no longer fits its tables (a migration
 * changed a `SELECT *`'s columns): the statement is prepared afresh under a new name.
 */
function isStalePlan(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e.code === '0A000' && /cached plan must not change result type/.test(e.message ?? '');
}

/** How many statement texts are kept prepared; past that a text runs as PGlite's own unnamed query. */
const MAX_PREPARED = 1000;

/**
 * Runs parameterised SQL on PGlite's one connection as named prepared statements, one call into the WebAssembly
 * per execution (Bind, Describe, Execute, Sync in one message). PGlite's `query` sends six messages one call
 * each and parses and plans the text every time: for a signed-in read that was about half its CPU. Each text is
 * parsed once (Parse and Describe, for its parameter types) and its plan kept by PostgreSQL's plan cache. Callers
 * hold the database mutex.
 */
class Statements {
  readonly #prepared = new Map<string, { name: string; types: number[] }>();
  #generation = 0;
  constructor(private readonly pg: PGlite) {}

  async #prepare(sql: string): Promise<{ name: string; types: number[] } | undefined> {
    const known = this.#prepared.get(sql);
    if (known) return known;
    if (this.#prepared.size >= MAX_PREPARED) return undefined;
    const name = `s${this.#generation}_${this.#prepared.size}`;
    const { messages } = await this.pg.execProtocol(
      Buffer.concat([
        protocol.serialize.parse({ name, text: sql }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, types: parse.parseDescribeStatementResults(messages) };
    this.#prepared.set(sql, statement);
    return statement;
  }

  /** Runs one statement; `syncToFs` writes PGlite's files afterwards (outside a transaction). */
  async run<T>(sql: string, params: readonly unknown[], syncToFs: boolean): Promise<T[]> {
    const statement = await this.#prepare(sql);
    if (!statement) return (await this.pg.query<T>(sql, params as unknown[])).rows;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serialize = this.pg.serializers[statement.types[i] ?? 0];
      return serialize ? serialize(value) : String(value);
    });
    const { messages } = await this.pg.execProtocol(
      Buffer.concat([
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs },
    );
    return (parse.parseResults(messages, this.pg.parsers)[0]?.rows ?? []) as T[];
  }

  /** Runs a statement without parameters as a simple query (transaction control). */
  async simple(sql: string, syncToFs: boolean): Promise<string | undefined> {
    const { messages } = await this.pg.execProtocol(protocol.serialize.query(sql), { syncToFs });
    return parse.parseResults(messages, this.pg.parsers).at(-1)?.command;
  }

  /** Forgets every prepared statement (their names are not reused). */
  renew(): void {
    this.#generation += 1;
    this.#prepared.clear();
  }
}

function wrap(pg: PGlite): Db {
  const mutex = new Mutex();
  const statements = new Statements(pg);
  // Catches a query sent to the database itself from inside a transaction, which would wait for ever.
  const inTransaction = new AsyncLocalStorage<boolean>();
  const guard = () => {
    if (inTransaction.getStore()) throw new Error('db.query inside a transaction: use the tx argument');
  };
  return {
    kind: 'pglite',
    async query<T = Row>(sql: string, params: readonly unknown[] = []) {
      guard();
      return mutex.run(async () => {
        try {
          return await statements.run<T>(sql, params, true);
        } catch (error) {
          if (!isStalePlan(error)) throw error;
          statements.renew();
          return statements.run<T>(sql, params, true);
        }
      });
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      guard();
      const q: Queryable = {
        query: <R = Row>(sql: string, params: readonly unknown[] = []) =>
          statements.run<R>(sql, params, false),
      };
      return mutex.run(async () => {
        // As on PostgreSQL, a transaction that met a stale plan runs again with the statements prepared afresh.
        for (let attempt = 1; ; attempt++) {
          await statements.simple('BEGIN', false);
          let result: T;
          try {
            result = await inTransaction.run(true, () => fn(q));
          } catch (error) {
            await statements.simple('ROLLBACK', true);
            if (!isStalePlan(error) || attempt >= 2) throw error;
            statements.renew();
            continue;
          }
          // COMMIT of a transaction a failed statement aborted answers ROLLBACK.
          if ((await statements.simple('COMMIT', true)) === 'ROLLBACK') throw new TransactionAbortedError();
          return result;
        }
      });
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
