import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { buildServer, REDACT } from './app';
import { configFromEnv } from './config';
import { openDatabase } from './db';
import { pruneRateLimits } from './http/rateLimit';
import { settleIpoOrders } from './ipo/lifecycle';
import type { Clock } from './market';
import { systemClock } from './market';
import { projectRoot } from './paths';
import { seedOnce, syncConfigItems } from './seed';

/**
 * Starts the server from environment variables: PORT (8080), HOST (127.0.0.1; 0.0.0.0 to deploy),
 * DATABASE_URL (PostgreSQL; default embedded PGlite in DATA_DIR, default <root>/.data/pglite), UPLOAD_DIR
 * (<root>/.data/uploads), LOG_LEVEL (info), APP_DIST (<root>/packages/app/dist), TSUMIKI_TRUST_PROXY (none: the
 * socket's address is the client's), TSUMIKI_CLOCK_OFFSET_MS (0) and the TSUMIKI_* overrides of config.ts. Serves
 * the built app at / and the API at /api/vue on the same port.
 */
async function main() {
  const env = process.env;
  const root = projectRoot();
  const config = configFromEnv(env);
  const clock = clockFromEnv(env);
  const db = await openDatabase({
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || path.join(root, '.data/pglite'),
  });
  await syncConfigItems(db, config);
  await seedOnce(db, clock.now());
  const app = await buildServer({
    db,
    config,
    clock,
    trustProxy: trustProxyFromEnv(env.TSUMIKI_TRUST_PROXY),
    uploadDir: env.UPLOAD_DIR || path.join(root, '.data/uploads'),
    logger: { level: env.LOG_LEVEL || 'info', redact: REDACT },
  });
  const dist = env.APP_DIST || path.join(root, 'packages/app/dist');
  if (existsSync(path.join(dist, 'index.html'))) {
    await app.register(fastifyStatic, { root: dist, prefix: '/' });
  } else {
    app.log.warn({ dist }, 'no built app: serving the API only');
  }
  // Warm the market simulator so the first requests are not slow.
  for (const m of ['jpy', 'usd', 'cny'] as const) app.market.quotes(m);
  // IPO deliveries and waivers also happen lazily per customer; this sweep catches everyone else and drops
  // rate-limit counters older than a day.
  const sweep = setInterval(() => {
    settleIpoOrders(db, clock.now()).catch((err) => app.log.error({ err }, 'IPO settlement failed'));
    pruneRateLimits(db, clock.now()).catch((err) => app.log.error({ err }, 'rate limit pruning failed'));
  }, 60_000);
  sweep.unref();
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(sweep);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: Number(env.PORT || 8080), host: env.HOST || '127.0.0.1' });
}

// Every instance given the same offset answers the same: the market stays a pure function of (shifted) time. For
// demonstrations and the deployment test (a session that is open at any hour), never for real money.
function clockFromEnv(env: NodeJS.ProcessEnv): Clock {
  const offset = Number(env.TSUMIKI_CLOCK_OFFSET_MS || 0);
  if (!Number.isFinite(offset)) throw new Error('TSUMIKI_CLOCK_OFFSET_MS must be a number of milliseconds');
  return offset === 0 ? systemClock : { now: () => new Date(Date.now() + offset) };
}

// The proxies whose X-Forwarded-For is believed, as addresses or CIDRs (`127.0.0.1`, `10.0.0.0/8,::1`). Unset, the
// socket's address is the client's: right without a proxy, wrong behind one (every customer would share nginx's).
function trustProxyFromEnv(value: string | undefined): string | false {
  return value?.trim() ? value.trim() : false;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
