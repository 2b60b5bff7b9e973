// npm run bench:start — how long the built server (packages/server/dist/main.js, as `npm start` runs it) takes
// from its spawn to its first answer, on embedded PGlite: a first start on a new data directory from the build's
// pre-initialised template (dist/pgdata.tar.gz), the same without the template (initdb and every migration, as
// every first start did before), and a restart on the directory the first start left. The figure is the wall
// time until `GET /` (the built app, or /healthz when the app is not built) answers 200, and the process's CPU
// time then. BENCH_RUNS (3) of each, medians. Needs `npm run build` (or `npm run build -w @tsumiki/server`).
// Loopback only; not part of `npm test`; no test asserts on time.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, start, stop } from '../../scripts/deploy/lib.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const serverDir = path.join(root, 'packages/server');
const dist = path.join(serverDir, 'dist');
const runs = Number(process.env.BENCH_RUNS || 3);
const appBuilt = existsSync(path.join(root, 'packages/app/dist/index.html'));
const probe = appBuilt ? '/' : '/healthz';

if (!existsSync(path.join(dist, 'main.js'))) {
  console.error('no packages/server/dist/main.js: run `npm run build -w @tsumiki/server` first');
  process.exit(1);
}

/** utime + stime of a process in ms, from /proc (ticks of 10 ms). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** Spawns `main` on `dataDir` and answers the ms until `probe` answers 200 and the CPU ms used by then. */
async function once(main, dataDir, tmp) {
  const port = await freePort();
  const t0 = performance.now();
  const child = start(process.execPath, [main], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      HOME: tmp,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      UPLOAD_DIR: path.join(tmp, 'uploads'),
      LOG_LEVEL: 'warn',
    },
    logFile: path.join(tmp, 'server.log'),
  });
  try {
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`server exited (${child.exitCode}), see ${tmp}/server.log`);
      const ok = await fetch(`http://127.0.0.1:${port}${probe}`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) return { ms: performance.now() - t0, cpu: cpuMs(child.pid) };
      if (performance.now() - t0 > 120_000) throw new Error('no answer in 120 s');
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    await stop(child, 'SIGTERM', 10_000);
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

const tmp = mkdtempSync(path.join(os.tmpdir(), 'tsumiki-bench-start-'));
// The same bundle without its template, in a sibling of dist/ so it resolves the same node_modules.
const bare = path.join(serverDir, `.dist-no-template-${process.pid}`);
cpSync(dist, bare, { recursive: true });
rmSync(path.join(bare, 'pgdata.tar.gz'), { force: true });
console.log(
  `Tsumiki start bench ${new Date().toISOString().slice(0, 10)}: first answer of ${probe}, ${runs} runs each, node ${process.version}, ${os.cpus().length} CPUs, load average ${load()}`,
);
const rows = { 'first start, template': [], 'first start, initdb': [], restart: [] };
try {
  for (let i = 0; i < runs; i++) {
    const withTemplate = path.join(tmp, `t${i}`);
    rows['first start, template'].push(await once(path.join(dist, 'main.js'), withTemplate, tmp));
    rows.restart.push(await once(path.join(dist, 'main.js'), withTemplate, tmp));
    rows['first start, initdb'].push(await once(path.join(bare, 'main.js'), path.join(tmp, `i${i}`), tmp));
  }
} finally {
  rmSync(bare, { recursive: true, force: true });
  rmSync(tmp, { recursive: true, force: true });
}
console.table(
  Object.entries(rows).map(([start, xs]) => ({
    start,
    'median ms': Math.round(median(xs.map((x) => x.ms))),
    'min ms': Math.round(Math.min(...xs.map((x) => x.ms))),
    'max ms': Math.round(Math.max(...xs.map((x) => x.ms))),
    'median CPU ms': Math.round(median(xs.map((x) => x.cpu))),
  })),
);
console.log(`load average at the end: ${load()}`);
