import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { buildServer, REDACT } from './app';
import { configFromEnv } from './config';
import { openDatabase } from './db';
import { pruneRateLimits } from './http/rateLimit';
import { settleIpoOrders } from './ipo/lifecycle';
import { projectRoot } from './paths';
import { seedOnce, syncConfigItems } from './seed';

/**
 * Starts the server from environment variables: PORT (8080), HOST (127.0.0.1; 0.0.0.0 to deploy),
 * DATABASE_URL (PostgreSQL; default embedded PGlite in DATA_DIR, default <root>/.data/pglite), UPLOAD_DIR
 * (<root>/.data/uploads), LOG_LEVEL (info), APP_DIST (<root>/packages/app/dist) and the TSUMIKI_* overrides of
 * config.ts. Serves the built app at / and the API at /api/vue on the same port.
 */
async function main() {
  const env = process.env;
  const root = projectRoot();
  const config = configFromEnv(env);
  const db = await openDatabase({
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || path.join(root, '.data/pglite'),
  });
  await syncConfigItems(db, config);
  await seedOnce(db, new Date());
  const app = await buildServer({
    db,
    config,
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
    settleIpoOrders(db, new Date()).catch((err) => app.log.error({ err }, 'IPO settlement failed'));
    pruneRateLimits(db, new Date()).catch((err) => app.log.error({ err }, 'rate limit pruning failed'));
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

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
