import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildServer, REDACT } from './app';
import { pruneAuthFailures } from './auth/throttle';
import { calendarWarnings } from './calendar';
import { clockFromEnv, configFromEnv } from './config';
import { openDatabase } from './db';
import type { DataDirLock } from './db/dataDirLock';
import { acquireDataDirLock, DataDirBusy } from './db/dataDirLock';
import { privateUmask, securePrivateDir } from './files/modes';
import { serveAppFiles } from './http/appFiles';
import { pruneRateLimits } from './http/rateLimit';
import { settleIpoOrders } from './ipo/lifecycle';
import type { MarketData } from './market';
import { INSTRUMENTS } from './market';
import { runOperatorCommand } from './operator/commands';
import { operatorSocketPath, serveOperatorSocket } from './operator/socket';
import { dataDirFromEnv, projectRoot } from './paths';
import { sweepRisk } from './risk/settle';
import { seedOnce, syncConfigItems } from './seed';
import { streamOptionsFromEnv } from './stream';

/**
 * Starts the server from environment variables: PORT (8080), HOST (127.0.0.1; 0.0.0.0 to deploy),
 * DATABASE_URL (PostgreSQL; default embedded PGlite in DATA_DIR, default <root>/.data/pglite), UPLOAD_DIR
 * (<root>/.data/uploads), LOG_LEVEL (info), TSUMIKI_LOG_REQUESTS (0; 1 logs a line per request), APP_DIST
 * (<root>/packages/app/dist), TSUMIKI_TRUST_PROXY (none: the socket's address is the client's),
 * TSUMIKI_CLOCK_OFFSET_MS (0), the quote streams' TSUMIKI_STREAM_*_MS and the TSUMIKI_* overrides of config.ts.
 * Serves the built app at / and the API at /api/vue on the same port. On PGlite it holds the data directory's
 * lock and answers the operator CLI on the directory's socket (PGlite is one process's database).
 */
async function main() {
  // Before any file is made: the data directory, uploads and sockets are this user's alone.
  privateUmask();
  const env = process.env;
  const root = projectRoot();
  const config = configFromEnv(env);
  const clock = clockFromEnv(env);
  const databaseUrl = env.DATABASE_URL || undefined;
  const dataDir = dataDirFromEnv(env);
  if (!databaseUrl) securePrivateDir(dataDir);
  const lock = databaseUrl ? undefined : await lockDataDir(dataDir);
  // TSUMIKI_PG_PREPARED=off behind a pooler that cannot keep prepared statements (PgBouncer < 1.21, transaction mode).
  const db = await openDatabase({ databaseUrl, dataDir, prepared: env.TSUMIKI_PG_PREPARED !== 'off' });
  await syncConfigItems(db, config);
  await seedOnce(db, clock.now());
  const app = await buildServer({
    db,
    config,
    clock,
    trustProxy: trustProxyFromEnv(env.TSUMIKI_TRUST_PROXY),
    uploadDir: env.UPLOAD_DIR || path.join(root, '.data/uploads'),
    logger: { level: env.LOG_LEVEL || 'info', redact: REDACT },
    logRequests: env.TSUMIKI_LOG_REQUESTS === '1',
    stream: streamOptionsFromEnv(env),
  });
  const dist = env.APP_DIST || path.join(root, 'packages/app/dist');
  if (existsSync(path.join(dist, 'index.html'))) {
    await serveAppFiles(app, dist);
  } else {
    app.log.warn({ dist }, 'no built app: serving the API only');
  }
  const operatorSocket = lock
    ? await serveOperatorSocket(
        operatorSocketPath(dataDir),
        async (request) => {
          app.log.info({ actor: request.actor, command: request.argv[0] }, 'operator command');
          const result = await runOperatorCommand(db, request.argv, {
            actor: request.actor,
            now: clock.now(),
          });
          // A loaded calendar year applies at once on this instance.
          await app.market.calendars.reload(db);
          return result;
        },
        (err) => app.log.warn({ err }, 'operator socket'),
      )
    : undefined;
  // A market whose confirmed closures end within 60 days is logged at start and once a day after (and shown on
  // /healthz): the operator loads the exchange's next notice before orders in that market stop.
  let warnedOn = '';
  const warnCalendars = () => {
    const day = clock.now().toISOString().slice(0, 10);
    if (day === warnedOn) return;
    warnedOn = day;
    for (const warning of calendarWarnings(app.market.calendars.current, clock.now())) {
      app.log.warn({ calendar: true }, warning);
    }
  };
  warnCalendars();
  // IPO deliveries and waivers also happen lazily per customer; this sweep catches everyone else, drops
  // rate-limit and password-failure counters older than a day, takes up calendar years another process loaded,
  // and closes PGlite's new files (made 0666).
  const sweep = setInterval(() => {
    settleIpoOrders(db, clock.now()).catch((err) => app.log.error({ err }, 'IPO settlement failed'));
    pruneRateLimits(db, clock.now()).catch((err) => app.log.error({ err }, 'rate limit pruning failed'));
    pruneAuthFailures(db, clock.now()).catch((err) => app.log.error({ err }, 'lockout pruning failed'));
    app.market.calendars
      .reload(db)
      .then(warnCalendars)
      .catch((err) => app.log.error({ err }, 'calendar reload failed'));
    if (!databaseUrl) {
      try {
        securePrivateDir(dataDir);
      } catch (err) {
        app.log.error({ err }, 'data directory modes');
      }
    }
  }, 60_000);
  sweep.unref();
  // Margin calls, stop-outs and limit fills also run lazily before each customer's call; this catches the
  // customers who make none. Every 20 s, one sweep at a time (a long one is not stacked on).
  let sweeping = false;
  const riskSweep = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    sweepRisk(db, config, clock.now(), app.market.calendars.current)
      .catch((err) => app.log.error({ err }, 'margin sweep failed'))
      .finally(() => {
        sweeping = false;
      });
  }, 20_000);
  riskSweep.unref();
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(sweep);
    clearInterval(riskSweep);
    await operatorSocket?.close();
    await app.close();
    await db.close();
    lock?.release();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: Number(env.PORT || 8080), host: env.HOST || '127.0.0.1' });
  warmMarket(app.market);
}

/**
 * Works out every instrument's daily series and quote once the server answers (about 2.5 s of CPU in all on
 * this machine's cores, most of a start's): one instrument a turn of the event loop, so a first page or request
 * waits for one instrument at most, and a quote asked for before its turn is simply worked out then.
 */
function warmMarket(market: MarketData): void {
  const queue = [...INSTRUMENTS];
  const next = () => {
    const instrument = queue.shift();
    if (!instrument) return;
    market.quote(instrument.market, instrument.code);
    setImmediate(next);
  };
  setImmediate(next);
}

/**
 * Takes the PGlite directory's lock. An operator command running on the directory by itself is waited for (a
 * minute at most); another server holding it is an error.
 */
async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  for (let waited = 0; ; waited += 250) {
    try {
      return acquireDataDirLock(dataDir, 'server');
    } catch (error) {
      if (!(error instanceof DataDirBusy) || error.holder.role === 'server' || waited >= 60_000) throw error;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
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
