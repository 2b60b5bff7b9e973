// npm run bench:server — requests per second, p50/p99 latency and CPU per request of the signed-in reads, a
// public quote list and `buy` at 50 connections, on loopback only, bounded in time and count. The server runs in a
// child process (bench/server/child.mjs) so autocannon never shares its event loop. PGlite always; with
// TEST_DATABASE_URL also PostgreSQL, then in the same run the bare ceiling (Fastify and `pg`, one query a request)
// and the scale-out figure: the built server (packages/server/dist) as two instances behind deploy/nginx.conf, as
// the deployment test runs them (needs /usr/sbin/nginx and `npm run build -w @tsumiki/server`; skipped with a
// line saying why otherwise).
// Options (environment): BENCH_SECONDS (default 10 per call), BENCH_CONNECTIONS (50), BENCH_MAX_REQUESTS
// (default 50000 per call), BENCH_CALLS=a,b (which calls), BENCH_SCALE_OUT=0 (skip the nginx figure),
// BENCH_NODE_ARGS (Node options of the bench server's process, e.g. --max-semi-space-size=32).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import {
  freePort,
  nginxConfig,
  selfSignedCertificate,
  start,
  stop,
  waitHealthy,
} from '../../scripts/deploy/lib.mjs';
import { buildHarness } from './build.mjs';
import { BENCH_AT, BENCH_FUNDS, startChild } from './child.mjs';

const seconds = Number(process.env.BENCH_SECONDS || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 50);
const maxRequests = Number(process.env.BENCH_MAX_REQUESTS || 50000);
const root = fileURLToPath(new URL('../..', import.meta.url));

const BUY = `code=7203&type=jpy&direction=long&orderType=market&lots=1&leverage=1&fundsPassword=${BENCH_FUNDS}`;
const ALL_CALLS = [
  { name: 'getUserinfo', path: '/api/vue/user/getUserinfo', body: 'type=jpy', secured: true },
  { name: 'userstocklist', path: '/api/vue/trade/userstocklist', body: 'type=jpy', secured: true },
  { name: 'listMarket', path: '/api/vue/market/list', body: 'type=jpy' },
  // A new request id each time, as the SDK sends one per order: the exactly-once path is part of the cost.
  {
    name: 'buy',
    path: '/api/vue/trade/buy',
    // The contract wants 8 to 64 characters: `b${pid}x${n}` was 7 for a pid under 10,000 and n 0 (request.invalid).
    body: (n) => `${BUY}&requestId=bench-${process.pid}-${String(n).padStart(6, '0')}`,
    secured: true,
  },
];
const only = process.env.BENCH_CALLS?.split(',').map((s) => s.trim());
const CALLS = only ? ALL_CALLS.filter((c) => only.includes(c.name)) : ALL_CALLS;

let sent = 0;
/** autocannon at `connections` on one call; every request signed in as the next customer. */
function hammer(url, sessions, call) {
  let next = 0;
  let refused = 0;
  const refusals = new Map();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
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
              const s = sessions[next++ % sessions.length];
              return {
                ...req,
                headers: {
                  'content-type': 'application/x-www-form-urlencoded',
                  'accept-encoding': 'br, gzip',
                  ...(call.secured ? { token: s.token, account: s.account } : {}),
                },
                body: typeof call.body === 'function' ? call.body(sent++) : call.body,
              };
            },
            // A compressed answer cannot be read here: its status was checked before the run (`precheck`).
            onResponse(status, body) {
              if (status !== 200 || (body.startsWith('{') && !body.startsWith('{"status":1'))) {
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

/** utime + stime of processes in ms, from /proc. */
function processesCpuMs(pids) {
  let ms = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ms += (Number(f[11]) + Number(f[12])) * 10;
    } catch {
      // gone
    }
  }
  return ms;
}

/** One POST over http or https (nginx's certificate is the bench's own: not checked), the answer decompressed. */
function post(url, headers, body) {
  const u = new URL(url);
  const send = u.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const req = send(u, { method: 'POST', headers, rejectUnauthorized: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const text =
          encoding === 'br'
            ? zlib.brotliDecompressSync(raw)
            : encoding === 'gzip'
              ? zlib.gunzipSync(raw)
              : raw;
        try {
          resolve({ status: res.statusCode, body: JSON.parse(text.toString('utf8')) });
        } catch (error) {
          reject(error);
        }
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * A few requests of the call, one at a time, read whole (decompressed): each must be answered `status: 1`. They
 * also warm the server (the simulator's first quotes of a minute, V8's compiled code) before it is measured.
 */
async function precheck(url, sessions, call) {
  for (let i = 0; i < 5; i++) {
    const s = sessions[i % sessions.length];
    const headers = {
      'content-type': 'application/x-www-form-urlencoded',
      'accept-encoding': 'br, gzip',
      ...(call.secured ? { token: s.token, account: s.account } : {}),
    };
    const res = await post(
      `${url}${call.path}`,
      headers,
      typeof call.body === 'function' ? call.body(sent++) : call.body,
    );
    if (res.body.status !== 1)
      throw new Error(`${call.name} answered ${res.status} ${JSON.stringify(res.body)}`);
  }
}

/**
 * One call against `url`: wall figures from autocannon, CPU per request from `cpu()` ({ server, db } in ms, read
 * before and after).
 */
async function measure(label, url, sessions, call, cpu) {
  await precheck(url, sessions, call);
  const before = await cpu();
  const { result, refused, refusals } = await hammer(url, sessions, call);
  const after = await cpu();
  const n = result.requests.total || 1;
  if (refused > 0) console.error(label, call.name, Object.fromEntries(refusals));
  return {
    db: label,
    call: call.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'server CPU ms/req': Number(((after.server - before.server) / n).toFixed(2)),
    'db CPU ms/req': after.db === undefined ? '-' : Number(((after.db - before.db) / n).toFixed(2)),
    // The server process's GC pauses during the run: how many (young generation / the rest) and their time.
    'GC pauses': `${after.gc.minor - before.gc.minor} / ${after.gc.major - before.gc.major}`,
    'GC ms': `${Math.round(after.gc.minorMs - before.gc.minorMs)} / ${Math.round(after.gc.majorMs - before.gc.majorMs)}`,
    requests: result.requests.total,
    refused,
    'errors+timeouts': result.errors + result.timeouts + result.non2xx,
  };
}

/** Waits until something accepts connections on 127.0.0.1:`port` (nginx's TLS port: its certificate is the
 * bench's own, which fetch would refuse). */
async function waitListening(port, child) {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode})`);
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing listens on ${port}`);
}

const childCpu = (child, withDb) => async () => {
  const { cpu, db, gc } = await child.ask({ cmd: 'cpu' });
  return { server: (cpu.user + cpu.system) / 1000, gc, ...(withDb ? { db } : {}) };
};

async function benchHarness(harnessFile, databaseUrl, rows) {
  const child = await startChild({ harness: harnessFile, databaseUrl });
  const label = child.kind === 'pg' ? 'PostgreSQL' : 'PGlite';
  try {
    if (child.kind === 'pg') {
      const bare = await startChild({ bare: child.databaseUrl });
      try {
        const call = { ...ALL_CALLS[0], name: 'bare Fastify + pg read (ceiling)' };
        rows.push(await measure(label, bare.url, child.sessions, call, childCpu(bare, false)));
      } finally {
        await bare.close();
      }
    }
    for (const call of CALLS)
      rows.push(await measure(label, child.url, child.sessions, call, childCpu(child, child.kind === 'pg')));
    if (child.kind === 'pg' && process.env.BENCH_SCALE_OUT !== '0') await scaleOut(child, rows);
  } finally {
    await child.close();
  }
}

/**
 * The built server as the deployment runs it: `dist/main.js` instances on the bench's PostgreSQL schema, behind
 * nginx with deploy/nginx.conf (TLS, the upstream pool), first one instance, then two. Reads only: the instances
 * keep the production rate limits, which do not count signed-in reads.
 */
async function scaleOut(seeded, rows) {
  const main = path.join(root, 'packages/server/dist/main.js');
  const skip = (why) => console.log(`scale-out figure skipped: ${why}`);
  if (!existsSync('/usr/sbin/nginx')) return skip('no /usr/sbin/nginx');
  if (!existsSync(main)) return skip('no packages/server/dist/main.js (npm run build -w @tsumiki/server)');
  const tmp = mkdtempSync('/tmp/tsumiki-bench-edge-');
  const children = [];
  try {
    const tls = selfSignedCertificate(path.join(tmp, 'tls'));
    const u = new URL(seeded.databaseUrl);
    // Their backends carry the harness's application_name (the schema's name), so its database CPU counts them.
    u.searchParams.set(
      'application_name',
      /search_path=(\S+)/.exec(u.searchParams.get('options') ?? '')?.[1] ?? '',
    );
    const ports = [await freePort(), await freePort()];
    const instances = ports.map((port, i) => {
      const child = start(process.execPath, [main], {
        cwd: path.join(root, 'packages/server'),
        env: {
          PATH: process.env.PATH,
          HOME: tmp,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: u.toString(),
          UPLOAD_DIR: path.join(tmp, `uploads-${i}`),
          APP_DIST: path.join(tmp, 'no-app'),
          LOG_LEVEL: 'warn',
          TSUMIKI_TRUST_PROXY: '127.0.0.1',
          // The bench's sessions were opened at BENCH_AT: the instances' clock starts there.
          TSUMIKI_CLOCK_OFFSET_MS: String(Date.parse(BENCH_AT) - Date.now()),
        },
        logFile: path.join(tmp, `instance-${i}.log`),
      });
      children.push(child);
      return child;
    });
    for (const [i, child] of instances.entries())
      await waitHealthy(`http://127.0.0.1:${ports[i]}/healthz`, child);
    const edgeFor = async (upstreams, name) => {
      const dir = path.join(tmp, name);
      mkdirSync(dir, { recursive: true });
      const [port, httpPort] = [await freePort(), await freePort()];
      const conf = nginxConfig({
        site: readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8'),
        dir,
        port,
        httpPort,
        tls,
        appRoot: path.join(tmp, 'no-app'),
        upstreams,
      });
      writeFileSync(path.join(dir, 'nginx.conf'), conf.main);
      writeFileSync(path.join(dir, 'site.conf'), conf.site);
      const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')];
      execFileSync('/usr/sbin/nginx', ['-t', '-q', ...args]);
      const nginx = start('/usr/sbin/nginx', args, {
        cwd: dir,
        env: { PATH: process.env.PATH },
        logFile: path.join(dir, 'out.log'),
      });
      children.push(nginx);
      await waitListening(port, nginx);
      return { url: `https://127.0.0.1:${port}`, nginx };
    };
    for (const [label, upstreams, pids] of [
      ['PostgreSQL, 1 instance behind nginx', [ports[0], ports[0]], [instances[0].pid]],
      ['PostgreSQL, 2 instances behind nginx', ports, instances.map((c) => c.pid)],
    ]) {
      const edge = await edgeFor(upstreams, label.includes('1 instance') ? 'one' : 'two');
      const cpu = async () => {
        const { db } = await seeded.ask({ cmd: 'cpu' });
        return { server: processesCpuMs(pids), db };
      };
      for (const call of CALLS.filter((c) => c.name === 'getUserinfo' || c.name === 'userstocklist'))
        rows.push(await measure(label, edge.url, seeded.sessions, call, cpu));
      await stop(edge.nginx);
    }
  } finally {
    for (const child of children) await stop(child, 'SIGTERM', 5_000);
    rmSync(tmp, { recursive: true, force: true });
  }
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
let commit = '';
try {
  commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
} catch {
  // not a checkout
}
console.log(
  `Tsumiki server bench ${new Date().toISOString().slice(0, 10)}, commit ${commit || '?'}: ${connections} connections, ${seconds} s or ${maxRequests} requests per call, node ${process.version}, ${os.cpus().length} CPUs, load average ${load()}`,
);
const harnessFile = await buildHarness();
const rows = [];
await benchHarness(harnessFile, undefined, rows);
if (process.env.TEST_DATABASE_URL) await benchHarness(harnessFile, process.env.TEST_DATABASE_URL, rows);
console.table(rows);
console.log(`load average at the end: ${load()}`);
process.exit(0);
