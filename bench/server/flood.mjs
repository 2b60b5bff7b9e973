// npm run bench:flood — what a sign-in flood does to everyone else (issue 16 item 2). The server runs in a child
// process (production password cost, ln=17; production rate limits; X-Forwarded-For trusted from 127.0.0.1 as
// behind deploy/nginx.conf) while autocannon posts wrong sign-ins for unknown account numbers at it, and a prober
// in this process measures `GET /healthz` and a signed-in `getUserinfo`, one request at a time every 50 ms.
// Scenarios: quiet (no flood); the flood from one address; from many addresses (each under its per-address
// limit, so the hash queue is what holds); and from many addresses with the queue unbounded (4 hashes at once,
// no wait limit: how the server hashed before). There the flood's connections soon all hang on hashes, so the
// prober may look unhurt while requests and memory pile up: read its answered count and the server's memory. Loopback only, bounded in time. Not part of `npm test`; no
// test asserts on time. PGlite always; PostgreSQL too when TEST_DATABASE_URL is set.
// The flood is open-ended the way an attacker's is: BENCH_RATE new sign-ins a second over many connections,
// whether or not earlier ones were answered (a load generator that waits for each answer would be slowed down by
// the very server it floods, and a server that stalls would look unhurt).
// Options (environment): BENCH_SECONDS (default 20 per scenario), BENCH_CONNECTIONS (256), BENCH_RATE (200).
import { execSync, spawn } from 'node:child_process';
import os from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { buildHarness } from './build.mjs';
import { quantile } from './openLoop.mjs';

const seconds = Number(process.env.BENCH_SECONDS || 20);
const connections = Number(process.env.BENCH_CONNECTIONS || 256);
const rate = Number(process.env.BENCH_RATE || 200);
const AT = '2026-11-19T01:00:00Z';

const SCENARIOS = [
  { name: 'quiet', flood: false },
  { name: 'flood, one address', flood: true, addresses: 1 },
  { name: 'flood, 65,536 addresses', flood: true, addresses: 65_536 },
  {
    name: 'flood, 65,536 addresses, queue unbounded',
    flood: true,
    addresses: 65_536,
    config: { hashConcurrency: 4, hashQueue: 1_000_000 },
  },
];

// Child: serve, print the address and a session on one line, stay up until killed.
if (process.argv[2] === '--serve') {
  const harness = await import(pathToFileURL(process.argv[3]).href);
  const { config, databaseUrl } = JSON.parse(process.argv[4]);
  const { DEFAULT_RATE_LIMITS } = harness;
  const server = await harness.startBenchServer({
    databaseUrl,
    at: AT,
    customers: 4,
    balance: '1000000',
    positions: 1,
    trustProxy: '127.0.0.1',
    config: { rateLimits: DEFAULT_RATE_LIMITS, ...config },
  });
  console.log(JSON.stringify({ url: server.url, session: server.sessions[0] }));
  process.on('SIGTERM', () => server.close().finally(() => process.exit(0)));
} else {
  await main();
}

/** One request at a time, every 50 ms, alternating /healthz and getUserinfo, until `until`. */
async function probe(url, session, until) {
  const healthz = [];
  const read = [];
  let failed = 0;
  for (let i = 0; Date.now() < until; i++) {
    const t0 = performance.now();
    try {
      const res =
        i % 2 === 0
          ? await fetch(`${url}/healthz`)
          : await fetch(`${url}/api/vue/user/getUserinfo`, {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded', ...session },
              body: 'type=jpy',
            });
      const body = await res.text();
      const ms = performance.now() - t0;
      if (!res.ok || (i % 2 === 1 && !body.startsWith('{"status":1'))) failed++;
      else (i % 2 === 0 ? healthz : read).push(ms);
    } catch {
      failed++;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const stats = (a) => {
    const s = [...a].sort((x, y) => x - y);
    return { n: s.length, p50: quantile(s, 0.5), p99: quantile(s, 0.99), max: s.at(-1) ?? NaN };
  };
  return { healthz: stats(healthz), read: stats(read), failed };
}

function flood(url, addresses) {
  const answers = new Map();
  let n = 0;
  const instance = autocannon({
    url,
    connections,
    overallRate: rate,
    duration: seconds,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: '/api/vue/user/login',
        setupRequest(req) {
          const k = n++;
          // Header values only (RFC 2544's benchmarking range): nothing is ever sent to these addresses.
          const a = k % addresses;
          return {
            ...req,
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              'x-forwarded-for': `198.18.${a >> 8}.${a & 255}`,
            },
            body: `account=07${String(k % 1e8).padStart(8, '0')}&password=wrong-password`,
          };
        },
        onResponse(status, body) {
          const key = `${status} ${/"msg":"([^"]+)"/.exec(body)?.[1] ?? ''}`;
          answers.set(key, (answers.get(key) ?? 0) + 1);
        },
      },
    ],
  });
  return new Promise((resolve, reject) => {
    instance.on('done', (result) => resolve({ result, answers }));
    instance.on('error', reject);
  });
}

async function scenario(harnessFile, s, databaseUrl) {
  const child = spawn(
    process.execPath,
    [
      fileURLToPath(import.meta.url),
      '--serve',
      harnessFile,
      JSON.stringify({ config: s.config, databaseUrl }),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    const line = await new Promise((resolve, reject) => {
      createInterface({ input: child.stdout }).once('line', resolve);
      child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
    });
    const { url, session } = JSON.parse(line);
    const until = Date.now() + seconds * 1000;
    // The server's resident memory, sampled each second (a queued scrypt holds 128 MiB while it runs).
    let rssMax = 0;
    const sampler = setInterval(() => {
      try {
        rssMax = Math.max(rssMax, Number(execSync(`ps -o rss= -p ${child.pid}`).toString().trim()) / 1024);
      } catch {
        // the child is gone
      }
    }, 1000);
    const [probed, flooded] = await Promise.all([
      probe(url, session, until),
      s.flood ? flood(url, s.addresses) : Promise.resolve(undefined),
    ]);
    clearInterval(sampler);
    return { probed, flooded, rssMax };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r()));
  }
}

async function main() {
  const harnessFile = await buildHarness();
  const uptime = () => execSync('uptime').toString().trim();
  let commit = '';
  try {
    commit = execSync('git rev-parse --short HEAD').toString().trim();
  } catch {
    commit = 'unknown';
  }
  console.log(
    `Tsumiki sign-in flood bench: ${new Date().toISOString()}, commit ${commit}, ${rate} sign-ins/s over ${connections} connections, ${seconds} s a scenario, node ${process.version}, ${os.cpus().length} CPUs`,
  );
  console.log(`uptime: ${uptime()}`);
  const targets = [undefined, ...(process.env.TEST_DATABASE_URL ? [process.env.TEST_DATABASE_URL] : [])];
  const rows = [];
  for (const databaseUrl of targets) {
    for (const s of SCENARIOS) {
      const { probed, flooded, rssMax } = await scenario(harnessFile, s, databaseUrl);
      const f = (x) => (Number.isFinite(x) ? x.toFixed(1) : '-');
      rows.push({
        db: databaseUrl ? 'PostgreSQL' : 'PGlite',
        scenario: s.name,
        'healthz p50': f(probed.healthz.p50),
        'healthz p99': f(probed.healthz.p99),
        'getUserinfo p50': f(probed.read.p50),
        'getUserinfo p99': f(probed.read.p99),
        'getUserinfo max': f(probed.read.max),
        probes: probed.healthz.n + probed.read.n,
        'probe failures': probed.failed,
        'flood req/s': flooded ? Math.round(flooded.result.requests.average) : '-',
        'flood errors+timeouts': flooded ? flooded.result.errors + flooded.result.timeouts : '-',
        'server RSS max MiB': Math.round(rssMax),
      });
      if (flooded) console.log(`${s.name}: flood answers`, Object.fromEntries(flooded.answers));
      console.log(`uptime: ${uptime()}`);
    }
  }
  console.table(rows);
  process.exit(0);
}
