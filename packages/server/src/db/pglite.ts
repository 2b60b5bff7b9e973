import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite, protocol, TransactionAbortedError } from '@electric-sql/pglite';
import { securePrivateDir } from '../files/modes';
import { migrate } from './migrate';
import { Mutex } from './mutex';
import type { Db, Queryable, Row } from './types';
import { type Reply, readReply, rowReader } from './wire';

/** Options of {@link openPglite}. */
export interface PgliteOptions {
  /**
   * A data directory made at build time (`makePgliteTemplate`, gzipped tar): a directory that holds no database
   * yet starts from it instead of running initdb (seconds of CPU on a first start). Ignored when missing.
   */
  template?: string;
}

/**
 * Settings of PGlite's one session. `wal_init_zero`: PostgreSQL fills each new 16 MB WAL segment with zeros
 * before its first record, which on PGlite is 16 MB written on the server's one thread while every request waits
 * (a COMMIT of 17–34 ms every 16 MB of WAL, every few thousand buys: the p99 of a busy minute). Off, it writes the
 * segment's last byte only, as PostgreSQL's documentation offers where the zeros gain nothing; the WAL reader does
 * not rely on them. (PGlite's `startParams` did not apply a `-c` setting: `SHOW` still answered the default.)
 */
const SESSION_SETTINGS = 'SET wal_init_zero = off';

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
  await pg.exec(SESSION_SETTINGS);
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

/** A prepared statement: its name, its parameters' types and the reader of its rows. */
interface Prepared {
  name: string;
  types: number[];
  /** Its rows as objects, by the columns its Describe gave (none for a command). */
  read: <T>(rows: readonly (string | null)[][]) => T[];
}

/**
 * Runs parameterised SQL on PGlite's one connection as named prepared statements, one call into the WebAssembly
 * per execution (Bind, Execute, Sync in one message). PGlite's `query` sends six messages one call each and
 * parses and plans the text every time: for a signed-in read that was about half its CPU. Each text is parsed
 * once (Parse and Describe, for its parameter types and its columns) and its plan kept by PostgreSQL's plan
 * cache. The replies are read by `readReply` (./wire) from PGlite's raw stream, not by PGlite's parser. Callers
 * hold the database mutex.
 */
class Statements {
  readonly #prepared = new Map<string, Prepared>();
  #generation = 0;
  constructor(private readonly pg: PGlite) {}

  /** Sends one message and reads its reply; the reply's first error is thrown. */
  async #exchange(message: Uint8Array, syncToFs: boolean): Promise<Reply> {
    const chunks: Uint8Array[] = [];
    // The chunks are views of the WebAssembly's memory, reused by the next write: each is copied.
    await this.pg.execProtocolRawStream(message, {
      syncToFs,
      onRawData: (chunk) => chunks.push(chunk.slice()),
    });
    const reply = readReply(chunks.length === 1 ? (chunks[0] as Uint8Array) : Buffer.concat(chunks));
    if (reply.error) throw reply.error;
    return reply;
  }

  async #prepare(sql: string): Promise<Prepared | undefined> {
    const known = this.#prepared.get(sql);
    if (known) return known;
    if (this.#prepared.size >= MAX_PREPARED) return undefined;
    const name = `s${this.#generation}_${this.#prepared.size}`;
    const reply = await this.#exchange(
      Buffer.concat([
        protocol.serialize.parse({ name, text: sql }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      false,
    );
    const statement = {
      name,
      types: reply.parameterTypes ?? [],
      read: rowReader(reply.columns ?? [], this.pg.parsers),
    };
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
    const reply = await this.#exchange(
      Buffer.concat([
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      syncToFs,
    );
    return statement.read<T>(reply.rows);
  }

  /** Runs a statement without parameters as a simple query (transaction control); answers its command tag. */
  async simple(sql: string, syncToFs: boolean): Promise<string | undefined> {
    return (await this.#exchange(protocol.serialize.query(sql), syncToFs)).command;
  }

  /** Forgets every prepared statement (their names are not reused). */
  renew(): void {
    this.#generation += 1;
    this.#prepared.clear();
  }
}

/** A request's view of the database remembers whether the connection has served that request before. */
interface RequestTurns {
  begun: boolean;
}

function wrap(pg: PGlite): Db {
  const mutex = new Mutex();
  const statements = new Statements(pg);
  // Catches a query sent to the database itself from inside a transaction, which would wait for ever.
  const inTransaction = new AsyncLocalStorage<boolean>();
  const guard = () => {
    if (inTransaction.getStore()) throw new Error('db.query inside a transaction: use the tx argument');
  };
  /** The database, or one request's view of it (`request`): its turns after its first go before new requests'. */
  const view = (request?: RequestTurns): Db => {
    const turn = <T>(fn: () => Promise<T>): Promise<T> => {
      const underway = request?.begun ?? false;
      if (request) request.begun = true;
      return mutex.run(fn, underway);
    };
    return {
      kind: 'pglite',
      async query<T = Row>(sql: string, params: readonly unknown[] = []) {
        guard();
        return turn(async () => {
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
        return turn(async () => {
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
      forRequest: () => view({ begun: false }),
    };
  };
  return view();
}
