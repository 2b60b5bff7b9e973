#!/usr/bin/env node
import { spawnSync } from 'node:child_process';
// npm run test:deploy — the reference deployment of docs/deploy.md, end to end on 127.0.0.1: build; lay the
// build out as a release (static app, server dist + production dependencies, no source tree); a throwaway
// PostgreSQL; two server instances; nginx from deploy/nginx.conf; the sign-in and buy journey through nginx with
// the SDK, one instance killed half-way; the money invariants. Prints PASS or FAIL, exits non-zero on failure and
// stops every process it started (by pid).
//
// Options: --no-build (reuse the current dist folders), --keep (keep the temp folder), TSUMIKI_DEPLOY_NPM_INSTALL=1
// (install the server's production dependencies with npm instead of linking the workspace's node_modules).
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath, cspTour } from './browser.mjs';
import { journey, moneyChecks } from './journey.mjs';
import {
  appEntryScript,
  freePort,
  nginxConfig,
  openUp,
  readText,
  run,
  selfSignedCertificate,
  start,
  startPostgres,
  stop,
  stopAll,
  waitHealthy,
} from './lib.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const flags = new Set(process.argv.slice(2));

// nginx serves HTTPS with a throwaway certificate made here, and this process must trust it (fetch, the SDK).
// Node reads NODE_EXTRA_CA_CERTS only when it starts, so the script makes the certificate, then runs itself
// again with it trusted; the certificate is checked for real, never skipped.
if (!process.env.TSUMIKI_DEPLOY_TLS_DIR) {
  const dir = mkdtempSync('/tmp/tsumiki-deploy-tls-');
  const tls = selfSignedCertificate(dir);
  const again = spawnSync(process.execPath, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, TSUMIKI_DEPLOY_TLS_DIR: dir, NODE_EXTRA_CA_CERTS: tls.cert },
  });
  rmSync(dir, { recursive: true, force: true });
  process.exit(again.status ?? 1);
}
const tls = {
  cert: path.join(process.env.TSUMIKI_DEPLOY_TLS_DIR, 'cert.pem'),
  key: path.join(process.env.TSUMIKI_DEPLOY_TLS_DIR, 'key.pem'),
};
const began = Date.now();
const secs = (t) => ((Date.now() - t) / 1000).toFixed(1);
const results = [];
const check = (name, ok, detail = '') => {
  results.push({ name, ok: Boolean(ok), detail });
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
};
const note = (text) => console.log(`       ${text}`);
async function phase(name, fn) {
  const t = Date.now();
  console.log(`\n== ${name}`);
  const value = await fn();
  console.log(`   (${secs(t)} s)`);
  return value;
}

const tmp = mkdtempSync('/tmp/tsumiki-deploy-');
let pg;
let db;

async function main() {
  openUp(tmp, '/tmp');
  const srv = path.join(tmp, 'srv');
  const logs = path.join(tmp, 'logs');
  mkdirSync(logs, { recursive: true });

  await phase('build', () => {
    if (flags.has('--no-build')) return note('--no-build: using the current dist folders');
    // What ships: under vitest (NODE_ENV=test) Vite would otherwise build React's development copy.
    run('npm', ['run', 'build'], {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, NODE_ENV: 'production' },
    });
  });

  await phase('release layout (nothing from the source tree)', () => {
    const appDist = path.join(root, 'packages/app/dist');
    const assets = readdirSync(path.join(appDist, 'assets'));
    // The build's compressed copies (`index-….js.br`, `.gz`) carry their file's name.
    const unhashed = assets.filter((f) => !/-[\w-]{8}\.\w+(?:\.br|\.gz)?$/.test(f));
    check(
      'app assets carry content hashes',
      unhashed.length === 0,
      `${assets.length} files; unhashed: ${unhashed.join(' ') || 'none'}`,
    );
    const serverDist = path.join(root, 'packages/server/dist');
    const files = readdirSync(serverDist);
    const migrations = readdirSync(path.join(serverDist, 'migrations'));
    check(
      'server dist carries main.js, operator.js, the contract and migrations',
      ['main.js', 'operator.js', 'tsumiki.yaml'].every((f) => files.includes(f)) && migrations.length > 0,
      `${migrations.length} migrations`,
    );
    cpSync(appDist, path.join(srv, 'app'), { recursive: true });
    cpSync(serverDist, path.join(srv, 'server/dist'), { recursive: true });
    const pkg = JSON.parse(readText(path.join(root, 'packages/server/package.json')));
    const dependencies = Object.fromEntries(
      Object.entries(pkg.dependencies).filter(([n]) => !n.startsWith('@tsumiki/')),
    );
    writeFileSync(
      path.join(srv, 'server/package.json'),
      `${JSON.stringify({ name: 'tsumiki-server', private: true, type: 'module', dependencies }, null, 2)}\n`,
    );
    if (process.env.TSUMIKI_DEPLOY_NPM_INSTALL === '1') {
      run('npm', ['install', '--omit=dev', '--no-audit', '--no-fund'], { cwd: path.join(srv, 'server') });
      note('production dependencies installed with npm');
    } else {
      symlinkSync(path.join(root, 'node_modules'), path.join(srv, 'server/node_modules'));
      note(
        'production dependencies: the workspace node_modules, linked (TSUMIKI_DEPLOY_NPM_INSTALL=1 installs them)',
      );
    }
    mkdirSync(path.join(srv, 'uploads'), { recursive: true });
    openUp(path.join(srv, 'app'), tmp);
  });

  // The SDK and the ledger checker from source, bundled for this script (Node 20 does not run TypeScript).
  const lib = await phase('SDK and invariant checker for the test', async () => {
    const esbuild = await import('esbuild');
    const outfile = path.join(root, 'node_modules/.cache/tsumiki-deploy/lib.mjs');
    await esbuild.build({
      stdin: {
        contents: [
          "export { createTsumiki, memorySession, isApiError, isMarketOpen } from './packages/sdk/src/index.ts';",
          "export { checkInvariants } from './packages/server/src/ledger/index.ts';",
          "export { openPostgres } from './packages/server/src/db/pg.ts';",
        ].join('\n'),
        resolveDir: root,
        loader: 'ts',
      },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      conditions: ['@tsumiki/source'],
      external: ['pg'],
      banner: {
        js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
      },
      outfile,
      logLevel: 'error',
    });
    return import(outfile);
  });

  const [pgPort, portA, portB, edgePort, httpPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  pg = await phase('PostgreSQL', () => {
    const p = startPostgres(path.join(tmp, 'pg'), pgPort);
    note(`PostgreSQL ${p.version} on 127.0.0.1:${pgPort}`);
    return p;
  });

  // The market must be open for a market order: shift the servers' clock to a Tokyo session when it is closed.
  const offset = sessionOffset(lib.isMarketOpen);
  note(
    offset === 0
      ? 'Tokyo is trading now: servers run on the wall clock'
      : `Tokyo is closed now: TSUMIKI_CLOCK_OFFSET_MS=${offset} (server time ${new Date(Date.now() + offset).toISOString()})`,
  );

  const server = path.join(srv, 'server');
  const envFor = (port) => ({
    PATH: process.env.PATH,
    HOME: process.env.HOME ?? tmp,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: pg.url,
    UPLOAD_DIR: path.join(srv, 'uploads'),
    LOG_LEVEL: 'warn',
    TSUMIKI_TRUST_PROXY: '127.0.0.1',
    TSUMIKI_CLOCK_OFFSET_MS: String(offset),
  });
  const startInstance = (name, port) =>
    start(process.execPath, ['dist/main.js'], {
      cwd: server,
      env: envFor(port),
      logFile: path.join(logs, `${name}.log`),
    });
  const [a, b] = await phase('two server instances', async () => {
    // The first start migrates and seeds; the second finds both done (a rolling start, as in docs/deploy.md).
    const first = startInstance('a', portA);
    await waitHealthy(`http://127.0.0.1:${portA}/healthz`, first);
    const second = startInstance('b', portB);
    await waitHealthy(`http://127.0.0.1:${portB}/healthz`, second);
    note(`instance a on :${portA} (pid ${first.pid}), b on :${portB} (pid ${second.pid})`);
    return [first, second];
  });
  db = await lib.openPostgres(pg.url, 2);

  const nginxDir = path.join(tmp, 'nginx');
  const edge = `https://127.0.0.1:${edgePort}`;
  await phase('nginx from deploy/nginx.conf', async () => {
    mkdirSync(nginxDir, { recursive: true });
    const conf = nginxConfig({
      site: readText(path.join(root, 'deploy/nginx.conf')),
      dir: nginxDir,
      port: edgePort,
      httpPort,
      tls,
      appRoot: path.join(srv, 'app'),
      upstreams: [portA, portB],
      // The journey waits out a hung instance a few times: 8 s here instead of the file's 30 s (still well above a
      // sign-in's scrypt on a loaded two-core machine; the SDK gives up at 15 s).
      readTimeout: '8s',
    });
    writeFileSync(path.join(nginxDir, 'nginx.conf'), conf.main);
    writeFileSync(path.join(nginxDir, 'site.conf'), conf.site);
    const args = [
      '-p',
      nginxDir,
      '-c',
      path.join(nginxDir, 'nginx.conf'),
      '-e',
      path.join(nginxDir, 'error.log'),
    ];
    run('/usr/sbin/nginx', ['-t', '-q', ...args]);
    const nginx = start('/usr/sbin/nginx', args, {
      cwd: nginxDir,
      env: { PATH: process.env.PATH },
      logFile: path.join(logs, 'nginx.log'),
    });
    await waitHealthy(`${edge}/`, nginx);
    note(`nginx on ${edge} (pid ${nginx.pid}), upstream :${portA} :${portB}`);
  });

  await phase('static app and headers through nginx', async () => {
    const index = await fetch(`${edge}/`);
    const html = await index.text();
    const csp = index.headers.get('content-security-policy') ?? '';
    check(
      'index.html is never cached',
      index.headers.get('cache-control') === 'no-cache',
      index.headers.get('cache-control'),
    );
    check(
      'security headers on the page',
      csp.includes("script-src 'self'") && index.headers.get('x-frame-options') === 'DENY',
      csp,
    );
    // The boot script runs inline: nginx's policy must name its hash, or the first screen stays hidden.
    const boot = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
    check(
      "the page's policy names its boot script",
      boot !== undefined && csp.includes(`'sha256-${createHash('sha256').update(boot).digest('base64')}'`),
      csp,
    );
    const entry = appEntryScript(html);
    const script = await fetch(`${edge}${entry}`, { headers: { 'accept-encoding': 'gzip' } });
    await script.arrayBuffer();
    check(
      'hashed assets cached for a year, immutable, gzipped',
      script.ok &&
        script.headers.get('cache-control') === 'public, max-age=31536000, immutable' &&
        script.headers.get('content-encoding') === 'gzip',
      `${entry}: ${script.headers.get('cache-control')}; ${script.headers.get('content-encoding')}`,
    );
    const missing = await fetch(`${edge}/assets/missing-AAAAAAAA.js`);
    check('a missing asset is a 404, not the page', missing.status === 404, String(missing.status));
    const assetCsp = script.headers.get('content-security-policy') ?? '';
    check(
      'the same CSP and security headers on an asset as on the page',
      assetCsp === csp &&
        ['x-frame-options', 'x-content-type-options', 'referrer-policy', 'permissions-policy'].every(
          (h) => script.headers.get(h) === index.headers.get(h) && script.headers.get(h),
        ),
      assetCsp,
    );
    const hsts = [index, script, missing].map((r) => r.headers.get('strict-transport-security'));
    check(
      'HSTS for two years on pages, assets and errors',
      hsts.every((h) => h === 'max-age=63072000; includeSubDomains'),
      hsts.join(' / '),
    );
    const plain = await fetch(`http://127.0.0.1:${httpPort}/mine/index?x=1`, { redirect: 'manual' });
    check(
      'plain HTTP answers only a redirect to HTTPS',
      plain.status === 301 && plain.headers.get('location') === `${edge}/mine/index?x=1`,
      `${plain.status} ${plain.headers.get('location')}`,
    );
    const config = await fetch(`${edge}/api/vue/common/config`, { method: 'POST' });
    const body = await config.json();
    check(
      'the API answers through nginx over TLS, uncached, with HSTS',
      body.status === 1 &&
        config.headers.get('cache-control') === 'no-store' &&
        config.headers.get('strict-transport-security') === 'max-age=63072000; includeSubDomains',
      `${config.headers.get('cache-control')}; ${config.headers.get('strict-transport-security')}`,
    );
  });

  const customer = await phase(
    'sign-in and buy journey through nginx, instance a hung then killed half-way',
    () =>
      journey({
        lib,
        edge,
        instances: [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`],
        db,
        check,
        note,
        operator: (args) =>
          run(process.execPath, ['dist/operator.js', ...args], {
            cwd: server,
            env: { PATH: process.env.PATH, DATABASE_URL: pg.url, OPERATOR: 'test-deploy' },
          }),
        edgeLog: () => readText(path.join(nginxDir, 'error.log')),
        freezeOne: async () => {
          a.kill('SIGSTOP');
          note(`instance a (pid ${a.pid}) hung with SIGSTOP`);
        },
        killOne: async () => {
          await stop(a, 'SIGKILL');
          note(`instance a (pid ${a.pid}) killed with SIGKILL`);
        },
      }),
  );
  const refused = readText(path.join(nginxDir, 'error.log'))
    .split('\n')
    .filter((l) => l.includes('connect() failed') && l.includes(`:${portA}`)).length;
  check(
    'nginx met the dead instance and passed requests on',
    refused > 0,
    `${refused} refused connections logged`,
  );
  check('instance b is still up', b.exitCode === null, `pid ${b.pid}`);

  await phase('the app under its CSP in Chromium, through nginx', async () => {
    const executablePath = chromiumPath();
    if (!executablePath) return note('skipped: no Chromium (apt-get install chromium, or set CHROMIUM_PATH)');
    const tour = await cspTour({ edge, session: customer.session, executablePath });
    check(
      'screens render signed in',
      tour.rendered === tour.total && tour.sheet,
      `${tour.rendered}/${tour.total} screens, sheet ${tour.sheet ? 'opened' : 'missing'}`,
    );
    check(
      'no Content-Security-Policy violations',
      tour.violations.length === 0,
      tour.violations.slice(0, 5).join('; ') || 'none',
    );
    if (tour.errors.length) note(`page errors (not CSP): ${tour.errors.slice(0, 3).join('; ')}`);
  });

  await phase('money invariants', () => moneyChecks({ lib, db, ...customer, check }));

  // Last: it spends this address's sign-in allowance for a minute.
  await phase('sign-in flood through nginx (limit_req)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        fetch(`${edge}/api/vue/user/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: `account=07${String(i).padStart(8, '0')}&password=wrong-password`,
        }).then(async (r) => ({
          status: r.status,
          body: await r.text(),
          retry: r.headers.get('retry-after'),
        })),
      ),
    );
    const limited = answers.filter((a) => a.status === 429);
    // Those nginx let through reach an instance: answered, or (8 s read timeout here, one scrypt at a time on a
    // busy two-core machine) timed out at nginx while queued for a hash.
    const reached = answers.filter((a) => a.status !== 429);
    const statuses = [...new Set(reached.map((a) => a.status))].sort().join(', ');
    check(
      '40 sign-ins at once from one address: at most 11 reach an instance, the rest 429 request.tooFrequent',
      reached.length <= 11 &&
        reached.every((a) => a.status === 200 || a.status === 504) &&
        limited.every((a) => a.body === '{"status":0,"msg":"request.tooFrequent"}' && a.retry === '60'),
      `${reached.length} reached an instance (HTTP ${statuses}), ${limited.length} limited by nginx`,
    );
  });
}

/** Milliseconds to add to the wall clock so that Tokyo is trading for the next 45 minutes (0 when it is now). */
function sessionOffset(isMarketOpen) {
  const minute = 60_000;
  const openFor45 = (t) => [0, 15, 30, 45].every((k) => isMarketOpen('jpy', new Date(t + k * minute)));
  const now = Date.now();
  if (openFor45(now)) return 0;
  for (let t = Math.ceil(now / minute) * minute; t < now + 14 * 1440 * minute; t += 5 * minute) {
    if (isMarketOpen('jpy', new Date(t)) && openFor45(t)) return t - now;
  }
  throw new Error('no Tokyo session in the next two weeks');
}

async function cleanup() {
  await db?.close().catch(() => undefined);
  await stopAll();
  pg?.stop();
}

let failure;
process.on('SIGINT', () => {
  failure = new Error('interrupted');
  cleanup().then(() => process.exit(130));
});
try {
  await main();
} catch (error) {
  failure = error;
}
await cleanup();
const failed = results.filter((r) => !r.ok);
const ok = !failure && failed.length === 0 && results.length > 0;
console.log(`\n${'='.repeat(72)}`);
if (failure) console.log(`ERROR: ${failure.stack ?? failure}`);
for (const r of failed) console.log(`FAILED: ${r.name} — ${r.detail}`);
console.log(
  `test:deploy ${ok ? 'PASS' : 'FAIL'}: ${results.length - failed.length}/${results.length} checks passed in ${secs(began)} s`,
);
if (ok && !flags.has('--keep')) rmSync(tmp, { recursive: true, force: true });
else console.log(`logs and configs kept in ${tmp}`);
process.exit(ok ? 0 : 1);
