// npm run bench:cpu — CPU time per request of every call the bench knows, read from the server process itself
// (process.cpuUsage, user + system, divided by the requests answered), so the figure holds however busy the
// machine is: a shared core slows the wall clock, not the work a request costs. The server runs in a child
// process (the harness: buildServer from source, the bench's 100 customers, the clock pinned to a Tokyo trading
// minute); this process only sends requests, BENCH_CONCURRENCY (10) at a time, BENCH_REQUESTS (400) per call
// after BENCH_WARMUP (50). PGlite always (its WebAssembly runs in the server process, so a query's work is in
// the figure); PostgreSQL too when TEST_DATABASE_URL is set: there the database's work is in its own processes,
// so the backends serving the bench are found by their application_name and their CPU read from /proc (the
// `db CPU` column; ticks of 10 ms, so a figure is only as good as the requests it is divided by). With
// --profile DIR the child records a V8 CPU profile per call into DIR (open it in Chrome DevTools, or read
// `node bench/server/profile.mjs DIR/<call>.cpuprofile`). BENCH_CALLS=a,b limits the calls, BENCH_DB=pg|pglite the
// databases.
// Loopback only, bounded in count. Not part of `npm test`; no test asserts on time.
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildHarness } from './build.mjs';
import { BENCH_FUNDS, startChild } from './child.mjs';

// What the client accepts: a browser's `br, gzip` by default; BENCH_ENCODING=identity for uncompressed answers.
const encoding = process.env.BENCH_ENCODING || 'br, gzip';
let rounds = 0;

/** Every call measured: the bench's three signed-in ones, then every call that needs no session. */
export const CPU_CALLS = [
  { name: 'getUserinfo', path: '/user/getUserinfo', body: 'type=jpy', secured: true },
  { name: 'userstocklist', path: '/trade/userstocklist', body: 'type=jpy', secured: true },
  {
    name: 'buy',
    path: '/trade/buy',
    // A new request id each time, as the SDK sends one per order: the exactly-once path is part of the cost.
    body: (i) =>
      `code=7203&type=jpy&direction=long&orderType=market&lots=1&leverage=1&fundsPassword=${BENCH_FUNDS}&requestId=bench-${process.pid}-${i}`,
    secured: true,
  },
  { name: 'listMarket', path: '/market/list', body: 'type=jpy' },
  { name: 'listMarket usd p2', path: '/market/list', body: 'type=usd&page=2&sort=volume' },
  { name: 'listRankings', path: '/market/rankings', body: 'type=jpy&kind=gainers' },
  { name: 'listRankings popular', path: '/market/rankings', body: 'type=cny&kind=popular' },
  { name: 'listIndices', path: '/market/indices', body: '' },
  { name: 'searchStocks', path: '/market/search', body: 'keyword=a' },
  { name: 'getStock', path: '/market/detail', body: 'type=jpy&code=7203' },
  { name: 'getKLine day', path: '/market/kline', body: 'type=jpy&code=7203&period=day' },
  { name: 'getKLine 5m', path: '/market/kline', body: 'type=jpy&code=7203&period=5m&adjust=forward' },
  { name: 'getKLine week', path: '/market/kline', body: 'type=usd&code=AAPL&period=week&limit=500' },
  { name: 'getTimeShare', path: '/market/timeshare', body: 'type=jpy&code=7203' },
  { name: 'getConfig', path: '/common/config', body: '' },
  { name: 'listExchangeRates', path: '/common/rates', body: '' },
  { name: 'listNews', path: '/news/list', body: '' },
];

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();

/** `count` requests of `call`, `concurrency` at a time; answers how many were not `status: 1`. */
async function drive(url, sessions, call, count, concurrency) {
  const round = rounds++;
  let next = 0;
  let refused = 0;
  const refusals = new Map();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const s = sessions[i % sessions.length];
      const headers = {
        'content-type': 'application/x-www-form-urlencoded',
        'accept-encoding': encoding,
        ...(call.secured ? { token: s.token, account: s.account } : {}),
      };
      const body = typeof call.body === 'function' ? call.body(`${call.name}-${round}-${i}`) : call.body;
      const res = await fetch(`${url}/api/vue${call.path}`, { method: 'POST', headers, body });
      const text = await res.text();
      if (!text.startsWith('{"status":1')) {
        refused++;
        const key = `${res.status} ${text.slice(0, 60)}`;
        refusals.set(key, (refusals.get(key) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { refused, refusals };
}

async function measureOn(harnessFile, databaseUrl, options) {
  const ready = await startChild({ harness: harnessFile, databaseUrl });
  const ask = (message) => ready.ask(message);
  const rows = [];
  try {
    for (const call of options.calls) {
      await drive(ready.url, ready.sessions, call, options.warmup, options.concurrency);
      const profileFile =
        options.profileDir &&
        path.join(options.profileDir, `${ready.kind}-${call.name.replaceAll(' ', '-')}.cpuprofile`);
      if (profileFile) await ask({ cmd: 'profile-start' });
      const before = await ask({ cmd: 'cpu' });
      const t0 = performance.now();
      const { refused, refusals } = await drive(
        ready.url,
        ready.sessions,
        call,
        options.requests,
        options.concurrency,
      );
      const wall = performance.now() - t0;
      const after = await ask({ cmd: 'cpu' });
      if (profileFile) await ask({ cmd: 'profile-stop', file: profileFile });
      const { rss } = await ask({ cmd: 'rss' });
      const cpuMs =
        (after.cpu.user - before.cpu.user + after.cpu.system - before.cpu.system) / 1000 / options.requests;
      rows.push({
        db: ready.kind === 'pg' ? 'PostgreSQL' : 'PGlite',
        call: call.name,
        'CPU ms/req': Number(cpuMs.toFixed(2)),
        'db CPU ms/req':
          ready.kind === 'pg' ? Number(((after.db - before.db) / options.requests).toFixed(2)) : '-',
        'wall req/s': Math.round(options.requests / (wall / 1000)),
        requests: options.requests,
        refused,
        'RSS MiB': Math.round(rss / 2 ** 20),
      });
      if (refused > 0) console.error(call.name, Object.fromEntries(refusals));
    }
  } finally {
    await ready.close();
  }
  return rows;
}

async function main() {
  const args = process.argv.slice(2);
  const profileAt = args.indexOf('--profile');
  const profileDir = profileAt >= 0 ? path.resolve(args[profileAt + 1] ?? 'cpu-profiles') : undefined;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const only = process.env.BENCH_CALLS?.split(',').map((s) => s.trim());
  const options = {
    calls: only ? CPU_CALLS.filter((c) => only.includes(c.name)) : CPU_CALLS,
    requests: Number(process.env.BENCH_REQUESTS || 400),
    warmup: Number(process.env.BENCH_WARMUP || 50),
    concurrency: Number(process.env.BENCH_CONCURRENCY || 10),
    profileDir,
  };
  const load = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
  console.log(
    `Tsumiki server CPU per request: ${options.requests} requests per call after ${options.warmup}, ${options.concurrency} at a time, accept-encoding ${encoding}, node ${process.version}, ${os.cpus().length} CPUs, load average ${load()}`,
  );
  const harnessFile = await buildHarness();
  // BENCH_DB=pg or pglite measures one database only.
  const which = process.env.BENCH_DB;
  const rows = which === 'pg' ? [] : await measureOn(harnessFile, undefined, options);
  if (process.env.TEST_DATABASE_URL && which !== 'pglite')
    rows.push(...(await measureOn(harnessFile, process.env.TEST_DATABASE_URL, options)));
  console.table(rows);
  console.log(`load average at the end: ${load()}`);
}
