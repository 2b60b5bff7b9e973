// Bundled by run.mjs (esbuild, from the server's source) and run in a process of its own (server.mjs): the
// reference server on loopback over an in-memory PGlite, its market clock running from a Tokyo trading minute,
// with `customers` accounts each holding a live session.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer } from '../../packages/server/src/app';
import { hashPassword } from '../../packages/server/src/auth/passwords';
import { DEFAULT_CONFIG } from '../../packages/server/src/config';
import { migrate, openPglite } from '../../packages/server/src/db';
import { INSTRUMENTS } from '../../packages/server/src/market';
import { seedOnce, syncConfigItems } from '../../packages/server/src/seed';

export interface StreamBenchServer {
  url: string;
  /** Market time minus wall time, ms: a tick's id minus this is the wall instant its price changed. */
  offsetMs: number;
  sessions: { token: string; account: string }[];
  /** The symbols a quote-list screen shows (its first page), as `market:code`. */
  symbols: string[];
  close(): Promise<void>;
  stats(): { clients: number; groups: number; symbols: number; lagging: number; dropped: number };
}

/**
 * Starts the API on 127.0.0.1 (a free port) over a fresh in-memory PGlite. The market clock starts at `at` and
 * runs with the wall clock, so prices move every five seconds as in production. Sessions are written straight
 * into the database (one password hash for all: nobody signs in).
 */
export async function startStreamBenchServer(options: {
  at: string;
  customers: number;
}): Promise<StreamBenchServer> {
  const db = await openPglite();
  await migrate(db);
  const start = Date.now();
  const at = Date.parse(options.at);
  const clock = { now: () => new Date(at + (Date.now() - start)) };
  const config = { ...DEFAULT_CONFIG, rateLimits: false as const };
  await syncConfigItems(db, config);
  await seedOnce(db, clock.now());
  const passwordHash = await hashPassword('bench-pass-1', 12);
  const now = clock.now();
  const expires = new Date(now.getTime() + 24 * 3600_000);
  const sessions: StreamBenchServer['sessions'] = [];
  for (let from = 0; from < options.customers; from += 500) {
    const batch = Array.from({ length: Math.min(500, options.customers - from) }, (_, k) => from + k);
    const mobiles = batch.map((i) => `07${String(i).padStart(8, '0')}`);
    const ids = await db.query<{ id: number; mobile: string }>(
      `INSERT INTO accounts (mobile, password_hash, invite_code, created_at)
       SELECT m, $2, 's' || m, $3 FROM unnest($1::text[]) AS m RETURNING id, mobile`,
      [mobiles, passwordHash, now],
    );
    const tokens = ids.map(() => randomBytes(32).toString('base64url'));
    await db.query(
      `INSERT INTO sessions (token_hash, account_id, created_at, last_seen_at, expires_at)
       SELECT h, a, $3, $3, $4 FROM unnest($1::text[], $2::bigint[]) AS t(h, a)`,
      [tokens.map((t) => createHash('sha256').update(t).digest('hex')), ids.map((r) => r.id), now, expires],
    );
    ids.forEach((row, k) => {
      sessions.push({ token: tokens[k] as string, account: row.mobile });
    });
  }
  const app = await buildServer({
    db,
    clock,
    config,
    uploadDir: mkdtempSync(path.join(tmpdir(), 'tsumiki-stream-bench-')),
    logger: false,
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  // The quote list's first page sorted by code (`listMarket` type=jpy&sort=code&order=asc): 20 Tokyo stocks, the
  // same ones the polling customers ask for.
  const symbols = INSTRUMENTS.filter((i) => i.market === 'jpy' && !i.index)
    .map((i) => i.code)
    .sort()
    .slice(0, 20)
    .map((code) => `jpy:${code}`);
  return {
    url,
    offsetMs: at - start,
    sessions,
    symbols,
    stats: () => app.quoteHub.stats(),
    async close() {
      await app.close();
      await db.close();
    },
  };
}
