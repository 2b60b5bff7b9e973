// `npm run bench:lighthouse`: Lighthouse (mobile emulation, simulated throttling: its defaults) on the built app
// served by the reference server, for the sign-in page and, signed in, the home page. The server runs from
// packages/server/dist on a free port with a temporary database; an account is registered through the API and
// its session put in localStorage (`tokend`, `account`) before the home run. Chromium: /usr/bin/chromium or
// CHROMIUM_PATH. `--no-build` uses the current builds; `--write` puts the table into README.md.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const PAGES = [
  { name: 'sign-in', hash: '#/login/start', signedIn: false },
  { name: 'home (signed in)', hash: '#/home/home', signedIn: true },
];

if (!process.argv.includes('--no-build')) {
  for (const ws of ['@tsumiki/app', '@tsumiki/server']) {
    execFileSync('npm', ['run', 'build', '-w', ws], { cwd: root, stdio: 'inherit' });
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const work = mkdtempSync(path.join(tmpdir(), 'tsumiki-lighthouse-'));
const port = await freePort();
const server = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, 'pglite'),
    UPLOAD_DIR: path.join(work, 'uploads'),
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const origin = `http://127.0.0.1:${port}`;
let chrome;
try {
  for (let i = 0; ; i++) {
    if (server.exitCode !== null || i > 240) throw new Error('the reference server did not start');
    const ok = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const account = '0901112222';
  const password = 'lighthouse-42';
  const form = new URLSearchParams({ account, password, repeatPassword: password, terms: '1' });
  const registered = await fetch(`${origin}/api/vue/user/register`, { method: 'POST', body: form }).then(
    (r) => r.json(),
  );
  if (registered.status !== 1) throw new Error(`register: ${JSON.stringify(registered)}`);

  chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: FLAGS });
  /** Clears the HTTP cache and sets (or clears) the session, through the browser Lighthouse will drive. */
  async function prepare(page) {
    // Lighthouse must keep localStorage (disableStorageReset) for the signed-in run, which also keeps the HTTP
    // cache: clear the cache ourselves so every page is measured cold, and set or clear the session.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const tab = await browser.contexts()[0].newPage();
    await tab.goto(`${origin}/healthz`);
    await tab.evaluate(
      ({ session }) => {
        localStorage.clear();
        if (session) {
          localStorage.setItem('tokend', session.token);
          localStorage.setItem('account', session.account);
        }
      },
      { session: page.signedIn ? registered.data : null },
    );
    const cdp = await tab.context().newCDPSession(tab);
    await cdp.send('Network.clearBrowserCache');
    await tab.close();
    await browser.close();
  }

  const results = [];
  for (const page of PAGES) {
    // A cold first load on a busy machine sometimes ends in NO_FCP; one retry tells a flake from a real failure.
    let runner;
    for (let attempt = 1; attempt <= 2; attempt++) {
      await prepare(page);
      runner = await lighthouse(`${origin}/${page.hash}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: true,
      });
      if (!runner.lhr.runtimeError) break;
      console.log(`${page.name}: attempt ${attempt}: ${runner.lhr.runtimeError.code}`);
    }
    const { categories, audits, runtimeError, runWarnings } = runner.lhr;
    if (runtimeError)
      console.log(`${page.name}: Lighthouse runtime error ${runtimeError.code}: ${runtimeError.message}`);
    for (const warning of runWarnings ?? []) console.log(`${page.name}: ${warning}`);
    // Audits that cost points: weighted in a category and not passed, with their first items for the README.
    const weighted = new Set(
      Object.values(categories).flatMap((c) =>
        c.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id),
      ),
    );
    const failing = Object.values(audits).filter(
      (a) => weighted.has(a.id) && a.score !== null && a.score < 0.9,
    );
    // Where main-thread time went (script URL, ms of scripting), to tell our code from a slow machine.
    const bootup = (audits['bootup-time']?.details?.items ?? []).slice(0, 3);
    console.log(
      `${page.name}: script time ${bootup.map((i) => `${i.url.split('/').pop()} ${Math.round(i.scripting)} ms`).join(', ')}`,
    );
    for (const audit of failing) {
      const items = (audit.details?.items ?? [])
        .slice(0, 3)
        .map((i) => i.description ?? i.url ?? i.source ?? '');
      console.log(`${page.name}: ${audit.id} (${audit.displayValue ?? audit.score}) ${items.join(' | ')}`);
    }
    results.push({
      page: page.name,
      url: page.hash,
      performance: score(categories.performance),
      accessibility: score(categories.accessibility),
      bestPractices: score(categories['best-practices']),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      failing: failing.map((a) => a.id),
    });
  }

  const ms = (n) => (Number.isFinite(n) ? `${Math.round(n)} ms` : 'n/a');
  const table = [
    '| page | performance | accessibility | best practices | FCP | LCP | TBT | CLS | audits below 0.9 (weighted) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
    ...results.map(
      (r) =>
        `| ${r.page} (\`/${r.url}\`) | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${ms(r.fcp)} | ` +
        `${ms(r.lcp)} | ${ms(r.tbt)} | ${Number.isFinite(r.cls) ? r.cls.toFixed(3) : 'n/a'} | ${r.failing.join(', ') || '—'} |`,
    ),
  ].join('\n');
  console.log(table);
  const out = path.join(root, 'bench/results');
  mkdirSync(out, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  writeFileSync(path.join(out, `lighthouse-${stamp}.json`), `${JSON.stringify(results, null, 2)}\n`);
  if (process.argv.includes('--write')) {
    const readme = path.join(here, 'README.md');
    const note = `Measured ${new Date().toISOString().slice(0, 10)}: Lighthouse ${runnerVersion()}, Chromium headless, mobile emulation.`;
    writeFileSync(
      readme,
      readFileSync(readme, 'utf8').replace(
        /<!-- lighthouse:start -->[\s\S]*<!-- lighthouse:end -->/,
        `<!-- lighthouse:start -->\n${note}\n\n${table}\n<!-- lighthouse:end -->`,
      ),
    );
  }
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}

/** A category score out of 100, or 'n/a' when Lighthouse could not score it (its runtime error says why). */
function score(category) {
  return category?.score == null ? 'n/a' : Math.round(category.score * 100);
}

function runnerVersion() {
  return JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
}
