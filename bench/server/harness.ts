// Bundled by run.mjs (esbuild, from the server's source): a server on loopback with seeded customers.
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer } from '../../packages/server/src/app';
import { hashPassword } from '../../packages/server/src/auth/passwords';
import { openSession } from '../../packages/server/src/auth/sessions';
import type { ServerConfig } from '../../packages/server/src/config';
import { DEFAULT_CONFIG } from '../../packages/server/src/config';
import type { Db } from '../../packages/server/src/db';
import { migrate, openPglite, openPostgres } from '../../packages/server/src/db';
import { openMarketAccounts, postEntry } from '../../packages/server/src/ledger';
import { seedOnce, syncConfigItems } from '../../packages/server/src/seed';

/** The funds password of every bench customer (orders are confirmed with it). */
export const BENCH_FUNDS_PASSWORD = '135790';

export interface BenchServer {
  url: string;
  kind: 'pglite' | 'pg';
  /** The PostgreSQL URL of the bench's schema (search_path set), for a bare server to read; undefined on PGlite. */
  databaseUrl?: string;
  sessions: { token: string; account: string }[];
  /**
   * CPU time (ms) the PostgreSQL backends serving this server have used so far, read from /proc (the database
   * runs on this machine in the bench); 0 on PGlite, whose work is in the server process itself.
   */
  databaseCpuMs(): Promise<number>;
  close(): Promise<void>;
}

/** utime + stime of a process in ms (clock ticks of 10 ms), or 0 when it is gone or not readable. */
function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

const LOTS_OF = { limit: 1_000_000_000, windowSeconds: 60 };

/**
 * Starts the API on 127.0.0.1 (a free port) over a fresh database — in-memory PGlite, or a new schema on
 * `databaseUrl` — with the clock pinned to `at` (a Tokyo trading minute, so buys fill), `customers` verified
 * accounts holding `balance` yen each, every one with `positions` open positions (opened a minute before `at`,
 * as a customer's positions were opened before the reads that show them) and a live session.
 * Rate limits stay on, counted in the database as in production, with limits that never bind.
 */
export async function startBenchServer(options: {
  databaseUrl?: string;
  at: string;
  customers: number;
  balance: string;
  positions: number;
  /** Overrides of the bench config (default: limits that never bind; the production password cost). */
  config?: Partial<ServerConfig>;
  /** Proxies whose X-Forwarded-For names the client (as TSUMIKI_TRUST_PROXY). Default none. */
  trustProxy?: string;
}): Promise<BenchServer> {
  let db: Db;
  let dropSchema: (() => Promise<void>) | undefined;
  let databaseCpuMs = async () => 0;
  let schemaUrl: string | undefined;
  if (options.databaseUrl) {
    const schema = `bench_${process.pid}_${Date.now().toString(36)}`;
    const admin = await openPostgres(options.databaseUrl, 1);
    await admin.exec(`CREATE SCHEMA ${schema}`);
    const u = new URL(options.databaseUrl);
    u.searchParams.set('options', `-c search_path=${schema}`);
    schemaUrl = u.toString();
    u.searchParams.set('application_name', schema);
    // The pool closes idle connections: a backend that is gone keeps the CPU it had when last seen.
    const seen = new Map<number, number>();
    databaseCpuMs = async () => {
      const rows = await admin.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE application_name = $1',
        [schema],
      );
      for (const r of rows) seen.set(Number(r.pid), processCpuMs(Number(r.pid)));
      return [...seen.values()].reduce((a, b) => a + b, 0);
    };
    db = await openPostgres(u.toString(), 20);
    dropSchema = async () => {
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    };
  } else {
    db = await openPglite();
  }
  await migrate(db);
  const now = new Date(options.at);
  // Seeding happens a minute earlier; the measured calls all run at `at`.
  const seedAt = new Date(now.getTime() - 60_000);
  let clockAt = seedAt;
  const clock = { now: () => new Date(clockAt) };
  const config = {
    ...DEFAULT_CONFIG,
    rateLimits: {
      register: { ip: LOTS_OF },
      login: { ip: LOTS_OF },
      public: { ip: LOTS_OF },
      upload: { account: LOTS_OF, ip: LOTS_OF },
      order: { account: LOTS_OF, ip: LOTS_OF },
    },
    ...options.config,
  };
  await syncConfigItems(db, config);
  await seedOnce(db, seedAt);
  const passwordHash = await hashPassword('bench-pass-1', 12);
  // Orders are confirmed with the six-digit funds password (BENCH_FUNDS_PASSWORD, also in run.mjs's buy body).
  const fundsPasswordHash = await hashPassword(BENCH_FUNDS_PASSWORD, 12);
  const sessions: BenchServer['sessions'] = [];
  for (let i = 0; i < options.customers; i++) {
    const mobile = `08${String(i).padStart(8, '0')}`;
    const token = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO accounts (mobile, password_hash, funds_password_hash, invite_code, verification, real_name,
           created_at) VALUES ($1, $2, $3, $4, 'verified', $5, $6) RETURNING id`,
        [mobile, passwordHash, fundsPasswordHash, `b${mobile}`, `Bench ${mobile}`, seedAt],
      );
      const id = Number(row?.id);
      await openMarketAccounts(tx, id);
      await postEntry(tx, {
        kind: 'deposit',
        accountId: id,
        at: seedAt,
        lines: [
          { accountId: id, market: 'jpy', bucket: 'available', amount: options.balance, type: 'deposit' },
          { house: 'external', currency: 'JPY', amount: `-${options.balance}` },
        ],
      });
      return openSession(tx, id, seedAt, 24);
    });
    sessions.push({ token, account: mobile });
  }
  const app = await buildServer({
    db,
    clock,
    config,
    uploadDir: mkdtempSync(path.join(tmpdir(), 'tsumiki-bench-')),
    // BENCH_LOG=info logs as `npm start` does (pino at info, here into /dev/null); BENCH_LOG=requests adds a line
    // per request in and out (TSUMIKI_LOG_REQUESTS=1, what every request cost before it became optional).
    // BENCH_ERRLOG=1 writes the server's errors (a 500's cause) to the bench's output instead.
    logger: process.env.BENCH_LOG
      ? { level: 'info', stream: createWriteStream('/dev/null') }
      : process.env.BENCH_ERRLOG
        ? { level: 'error' }
        : false,
    logRequests: process.env.BENCH_LOG === 'requests',
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  // Open positions through the API itself, so the lists have something to show.
  for (const s of sessions) {
    for (let k = 0; k < options.positions; k++) {
      const res = await fetch(`${address}/api/vue/trade/buy`, {
        method: 'POST',
        headers: { token: s.token, account: s.account, 'content-type': 'application/x-www-form-urlencoded' },
        body: `code=7203&type=jpy&direction=long&orderType=market&lots=1&leverage=1&fundsPassword=${BENCH_FUNDS_PASSWORD}`,
      });
      const body = (await res.json()) as { status: number; msg: string };
      if (body.status !== 1) throw new Error(`seeding a position failed: ${body.msg}`);
    }
  }
  clockAt = now;
  return {
    url: address,
    kind: db.kind,
    ...(schemaUrl ? { databaseUrl: schemaUrl } : {}),
    sessions,
    databaseCpuMs: () => databaseCpuMs(),
    async close() {
      await app.close();
      await db.close();
      await dropSchema?.();
    },
  };
}
export { DEFAULT_RATE_LIMITS } from '../../packages/server/src/http/rateLimit';
