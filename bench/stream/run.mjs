// npm run bench:stream — one server instance, N customers streaming live prices, against the same N customers
// polling the quote list every 3 s. The server and the customers run in two processes; the market clock runs
// from a Tokyo trading minute, so prices move every 5 s. Loopback only, bounded in time.
// Options (environment): BENCH_CLIENTS (default "1000,5000"), BENCH_SECONDS (measuring window, default 30),
// BENCH_MODES (default "stream,poll"), BENCH_POLL_MS (3000).
import { execFileSync, fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildHarness } from '../server/build.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const counts = (process.env.BENCH_CLIENTS || '1000,5000').split(',').map(Number);
const seconds = Number(process.env.BENCH_SECONDS || 30);
const modes = (process.env.BENCH_MODES || 'stream,poll').split(',');
const pollMs = Number(process.env.BENCH_POLL_MS || 3000);
// Thursday 19 Nov 2026, 10:00 in Tokyo: the morning session has 90 minutes to run.
const AT = '2026-11-19T01:00:00Z';

/** Every child still running, stopped if this process ends early. */
const children = new Set();
process.on('exit', () => {
  for (const proc of children) proc.kill();
});

/** Forks `file` and resolves each message of `type` it sends next. */
function child(file, env, execArgv = []) {
  const proc = fork(file, [], {
    env: { ...process.env, ...env },
    execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.add(proc);
  const waiting = new Map();
  proc.on('message', (m) => {
    const w = waiting.get(m.type);
    if (w) {
      waiting.delete(m.type);
      w(m);
    }
  });
  proc.on('exit', (code) => {
    children.delete(proc);
    if (code) for (const w of waiting.values()) w({ type: 'exit', code });
  });
  const next = (type, timeoutMs = 600_000) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} from ${path.basename(file)}`)), timeoutMs);
      waiting.set(type, (m) => {
        clearTimeout(timer);
        if (m.type === 'exit') reject(new Error(`${path.basename(file)} exited ${m.code}`));
        else resolve(m);
      });
    });
  return { proc, next, send: (m) => proc.send(m) };
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

async function once(harness, mode, n) {
  const server = child(
    path.join(here, 'server.mjs'),
    {
      STREAM_BENCH_HARNESS: pathToFileURL(harness).href,
      STREAM_BENCH_AT: AT,
      STREAM_BENCH_CUSTOMERS: String(n),
    },
    ['--expose-gc'],
  );
  const ready = await server.next('ready');
  server.send({ type: 'measure' });
  const idle = await server.next('measure');
  const clients = child(path.join(here, 'clients.mjs'), {});
  clients.send({
    type: 'start',
    mode,
    url: ready.url,
    offsetMs: ready.offsetMs,
    sessions: ready.sessions,
    symbols: ready.symbols,
    pollMs,
  });
  const connected = await clients.next('ready');
  // Settle a few seconds after the last customer arrived, then measure a window.
  await new Promise((r) => setTimeout(r, 3_000));
  clients.send({ type: 'reset' });
  server.send({ type: 'measure' });
  const before = await server.next('measure');
  const wallStart = Date.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  server.send({ type: 'measure' });
  const after = await server.next('measure');
  const wall = Date.now() - wallStart;
  clients.send({ type: 'report' });
  const report = await clients.next('report');
  clients.send({ type: 'stop' });
  server.send({ type: 'stop' });
  await Promise.all([
    new Promise((r) => clients.proc.on('exit', r)),
    new Promise((r) => server.proc.on('exit', r)),
  ]);
  const cpuMs = (after.cpu.user + after.cpu.system - before.cpu.user - before.cpu.system) / 1000;
  const perThousand = (bytes) => ((bytes / n) * 1000) / 2 ** 20;
  return {
    mode,
    customers: n,
    'connect s': (connected.ms / 1000).toFixed(1),
    connected: connected.connected,
    'delay p50 ms': report.delayP50,
    'delay p99 ms': report.delayP99,
    'updates/s': Math.round((report.events / wall) * 1000),
    'server CPU %': Math.round((cpuMs / wall) * 100),
    'CPU ms/s per 1k': ((cpuMs / wall) * 1000 * (1000 / n)).toFixed(0),
    'RSS MiB per 1k': perThousand(after.memory.rss - idle.memory.rss).toFixed(1),
    'heap MiB per 1k': perThousand(after.memory.heapUsed - idle.memory.heapUsed).toFixed(1),
    'req p50/p99 ms': mode === 'poll' ? `${report.latencyP50}/${report.latencyP99}` : '-',
    'req/s': mode === 'poll' ? Math.round((report.requests / wall) * 1000) : '-',
    // What polling would cost if the server kept up: its CPU per answered request times the rate asked for.
    'CPU ms/req': mode === 'poll' && report.requests > 0 ? (cpuMs / report.requests).toFixed(1) : '-',
    'CPU ms/s needed per 1k':
      mode === 'poll' && report.requests > 0
        ? Math.round((cpuMs / report.requests) * (1000 / pollMs) * 1000)
        : '-',
    'KiB/s': Math.round(report.bytes / wall / 1.024),
    failures: report.failures,
    reasons: report.reasons,
    'lagging/dropped': mode === 'stream' ? `${after.hub.lagging}/${after.hub.dropped}` : '-',
  };
}

const commit = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
  } catch {
    return 'unknown';
  }
})();
const uptime = () => execFileSync('uptime').toString().trim();
console.log(
  `Tsumiki stream bench ${new Date().toISOString()}, commit ${commit}, node ${process.version}, ${os.cpus().length} CPUs; ${seconds} s windows, polling every ${pollMs} ms`,
);
console.log(`uptime at the start: ${uptime()}`);
// Inside the repository (bench/results is ignored), so the server's dependencies resolve from node_modules.
const harness = await buildHarness({
  entry: path.join(here, 'harness.ts'),
  outdir: path.join(root, 'bench/results/stream-build'),
});
const rows = [];
for (const n of counts) {
  for (const mode of modes) {
    const row = await once(harness, mode, n);
    console.log(JSON.stringify(row), `load ${load()}`);
    if (row.failures > 0) console.log('  failures:', JSON.stringify(row.reasons));
    rows.push(row);
  }
}
console.table(rows.map(({ reasons, ...row }) => row));
console.log(`uptime at the end: ${uptime()}`);
process.exit(0);
