// npm run bench:server — requests per second and p50/p99 latency of three calls at 50 connections, on
// loopback only, bounded in time and count. PGlite always; PostgreSQL too when TEST_DATABASE_URL is set.
// Options (environment): BENCH_SECONDS (default 10 per call), BENCH_CONNECTIONS (50), BENCH_MAX_REQUESTS
// (default 50000 per call), BENCH_CUSTOMERS (100).
import os from 'node:os';
import autocannon from 'autocannon';
import { loadHarness } from './build.mjs';

const seconds = Number(process.env.BENCH_SECONDS || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 50);
const maxRequests = Number(process.env.BENCH_MAX_REQUESTS || 50000);
const customers = Number(process.env.BENCH_CUSTOMERS || 100);
// Thursday 19 Nov 2026, 10:00 in Tokyo: the market is open, so market buys fill.
const AT = '2026-11-19T01:00:00Z';

const CALLS = [
  { name: 'getUserinfo', path: '/api/vue/user/getUserinfo', body: 'type=jpy' },
  { name: 'userstocklist', path: '/api/vue/trade/userstocklist', body: 'type=jpy' },
  {
    name: 'buy',
    path: '/api/vue/trade/buy',
    // Confirmed with the bench customers' funds password (harness.ts BENCH_FUNDS_PASSWORD).
    body: 'code=7203&type=jpy&direction=long&orderType=market&lots=1&leverage=1&fundsPassword=135790',
  },
];

function once(server, call) {
  let next = 0;
  let refused = 0;
  const refusals = new Map();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: server.url,
        connections,
        duration: seconds,
        // A queued request is slow, not lost: count it in the latency instead of dropping it at 10 s.
        timeout: 60,
        maxOverallRequests: maxRequests,
        requests: [
          {
            method: 'POST',
            path: call.path,
            setupRequest(req) {
              // Every request signs in as the next customer, so no single account's lock is the bottleneck.
              const s = server.sessions[next++ % server.sessions.length];
              return {
                ...req,
                headers: {
                  'content-type': 'application/x-www-form-urlencoded',
                  token: s.token,
                  account: s.account,
                },
                body: call.body,
              };
            },
            onResponse(status, body) {
              if (status !== 200 || !body.startsWith('{"status":1')) {
                refused++;
                const key = `${status} ${body.slice(0, 60)}`;
                refusals.set(key, (refusals.get(key) ?? 0) + 1);
              }
            },
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve({ result, refused, refusals })),
    );
    instance.on('error', reject);
  });
}

async function benchOn(harness, databaseUrl) {
  const server = await harness.startBenchServer({
    databaseUrl,
    at: AT,
    customers,
    balance: '1000000000',
    positions: 2,
  });
  const rows = [];
  try {
    for (const call of CALLS) {
      const { result, refused, refusals } = await once(server, call);
      rows.push({
        db: server.kind === 'pg' ? 'PostgreSQL' : 'PGlite',
        call: call.name,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        requests: result.requests.total,
        refused,
        'errors+timeouts': result.errors + result.timeouts + result.non2xx,
      });
      if (refused > 0) console.error(call.name, Object.fromEntries(refusals));
    }
  } finally {
    await server.close();
  }
  return rows;
}

const harness = await loadHarness();
const rows = [];
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
console.log(
  `Tsumiki server bench: ${connections} connections, ${seconds} s or ${maxRequests} requests per call, ${customers} customers, node ${process.version}, ${os.cpus().length} CPUs, load average ${load()}`,
);
rows.push(...(await benchOn(harness, undefined)));
if (process.env.TEST_DATABASE_URL) rows.push(...(await benchOn(harness, process.env.TEST_DATABASE_URL)));
console.table(rows);
console.log(`load average at the end: ${load()}`);
process.exit(0);
