// A server for the benchmarks in a process of its own, so the load generator never shares its event loop: the
// bench harness (buildServer from source over a seeded database), or the bare ceiling (Fastify and `pg`, one
// query per request, nothing else). The parent talks to it over IPC: `cpu` (process.cpuUsage, and the
// PostgreSQL backends' CPU), `rss`, `profile-start` / `profile-stop` (a V8 CPU profile into a file), `close`.
import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

// Thursday 19 Nov 2026, 10:00 in Tokyo: the market is open, so market buys fill.
export const BENCH_AT = '2026-11-19T01:00:00Z';
/** The bench customers' funds password (harness.ts BENCH_FUNDS_PASSWORD). */
export const BENCH_FUNDS = '135790';

/**
 * Starts a server child: `{ harness: file, databaseUrl?, options? }` for the bench server, `{ bare: databaseUrl }`
 * for the bare ceiling. Answers { url, kind, sessions, databaseUrl, ask(message), close() }.
 */
export async function startChild(spec, execArgv = spec.harness ? harnessArgs() : []) {
  const child = fork(fileURLToPath(import.meta.url), ['--serve', JSON.stringify(spec)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv,
  });
  const ready = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  const ask = (message) =>
    new Promise((resolve) => {
      child.once('message', resolve);
      child.send(message);
    });
  return {
    ...ready,
    ask,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ cmd: 'close' });
      await exited;
    },
  };
}

/** Node's options for the bench server's process (not the ceiling's): `BENCH_NODE_ARGS`, e.g. `--max-semi-space-size=32`. */
function harnessArgs() {
  return (process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
}

/**
 * How many customers the bench seeds (`BENCH_CUSTOMERS`, default 100); each request signs in as the next one. At
 * 100, `buy` at ~550 a second is 5.5 orders a second per customer, past the product's limit of 60 a minute per
 * account, and every book grows by ~55 positions in a 10 s run; 1,000 stays within the limit.
 */
function benchCustomers() {
  const n = Number(process.env.BENCH_CUSTOMERS ?? 100);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`BENCH_CUSTOMERS must be a whole number ≥ 1, not ${process.env.BENCH_CUSTOMERS}`);
  return n;
}

async function serveHarness(spec) {
  const harness = await import(pathToFileURL(spec.harness).href);
  const server = await harness.startBenchServer({
    databaseUrl: spec.databaseUrl,
    at: BENCH_AT,
    customers: benchCustomers(),
    balance: '1000000000',
    positions: 2,
    ...spec.options,
  });
  return {
    ready: { url: server.url, kind: server.kind, sessions: server.sessions, databaseUrl: server.databaseUrl },
    databaseCpuMs: () => server.databaseCpuMs(),
    close: () => server.close(),
  };
}

/**
 * The ceiling: what Fastify and node-postgres do on this machine with one query a request and nothing of ours. It
 * answers getUserinfo's path with the signed-in customer's balances (by the `account` header), in the envelope.
 */
async function serveBare(spec) {
  const { default: Fastify } = await import('fastify');
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: spec.bare, max: 20 });
  const app = Fastify({ logger: false });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body))),
  );
  app.post('/api/vue/user/getUserinfo', async (request) => {
    const { rows } = await pool.query({
      name: 'bare',
      text: `SELECT m.market, m.currency, m.available, m.debt FROM market_accounts m
             JOIN accounts a ON a.id = m.account_id WHERE a.mobile = $1 ORDER BY m.market`,
      values: [request.headers.account],
    });
    return { status: 1, msg: 'ok', data: { account: request.headers.account, balances: rows } };
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    ready: { url, kind: 'bare' },
    databaseCpuMs: async () => 0,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}

if (process.argv[2] === '--serve') {
  const spec = JSON.parse(process.argv[3]);
  const served = spec.bare ? await serveBare(spec) : await serveHarness(spec);
  let inspector;
  // Garbage collection so far: pauses and their time, young generation (scavenges) and the rest apart.
  const gc = { minor: 0, minorMs: 0, major: 0, majorMs: 0 };
  const { PerformanceObserver, constants } = await import('node:perf_hooks');
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const minor = e.detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR;
      gc[minor ? 'minor' : 'major'] += 1;
      gc[minor ? 'minorMs' : 'majorMs'] += e.duration;
    }
  }).observe({ entryTypes: ['gc'] });
  process.on('message', async (m) => {
    if (m.cmd === 'cpu')
      process.send({ cpu: process.cpuUsage(), db: await served.databaseCpuMs(), gc: { ...gc } });
    else if (m.cmd === 'rss') process.send({ rss: process.memoryUsage().rss });
    else if (m.cmd === 'profile-start') {
      if (!inspector) {
        const { Session } = await import('node:inspector/promises');
        inspector = new Session();
        inspector.connect();
        await inspector.post('Profiler.enable');
        await inspector.post('Profiler.setSamplingInterval', { interval: 200 });
      }
      await inspector.post('Profiler.start');
      process.send({ ok: true });
    } else if (m.cmd === 'profile-stop') {
      const { profile } = await inspector.post('Profiler.stop');
      writeFileSync(m.file, JSON.stringify(profile));
      process.send({ ok: true });
    } else if (m.cmd === 'close') {
      await served.close();
      process.exit(0);
    }
  });
  process.send(served.ready);
}
