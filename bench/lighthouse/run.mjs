// `npm run bench:lighthouse`: Lighthouse (mobile emulation, simulated throttling: its defaults) on the built app
// served by the reference server (bench/lib/referenceServer.mjs: packages/server/dist on a free port with a
// temporary database), for the main routes of bench/size/routes.mjs (sign-in, and signed in: home, quote list,
// stock detail, positions) and a bare React page served by the same server in the same run (the ceiling). Each
// page runs `--runs` times (3), cold, and the table gives the median of each figure. An account is registered
// through the API and its session put in localStorage (`tokend`, `account`) before the signed-in runs.
// Chromium: /usr/bin/chromium or CHROMIUM_PATH. `--no-build` uses the current builds; `--write` puts the table
// into README.md.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { appWithBareReact, BARE_PATH } from '../lib/bareReact.mjs';
import { startEdge } from '../lib/edge.mjs';
import { CHROMIUM_FLAGS, chromiumPath, startReferenceServer } from '../lib/referenceServer.mjs';
import { ROUTES, signUp } from '../size/routes.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
/**
 * `--deployed`: through the reference deployment's edge (nginx from deploy/nginx.conf: HTTPS, HTTP/2, gzip) in front
 * of the same server, as a broker's customers load the app; without it, straight from the reference server
 * (`npm start`: plain HTTP/1.1, six connections).
 */
const DEPLOYED = process.argv.includes('--deployed');
const FLAGS = [
  '--headless',
  ...CHROMIUM_FLAGS,
  // The edge's throwaway certificate.
  ...(DEPLOYED ? ['--ignore-certificate-errors'] : []),
];
const pagesAt = process.argv.indexOf('--pages');
/** `--pages sign-in,home`: those pages only (the bare React page always runs: it is the same run's ceiling). */
const only = pagesAt > 0 ? process.argv[pagesAt + 1].split(',') : null;
const PAGES = [
  ...ROUTES.filter(({ name }) => !only || only.includes(name)).map(({ name, url, signedIn }) => ({
    name,
    url,
    signedIn,
  })),
  { name: 'bare React (ceiling)', url: BARE_PATH, signedIn: false },
];
const FRESH = process.argv.includes('--fresh');
const commit = () => execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
const runsAt = process.argv.indexOf('--runs');
const RUNS = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 3;

if (!process.argv.includes('--no-build')) {
  for (const ws of ['@tsumiki/sdk', '@tsumiki/ui', '@tsumiki/app', '@tsumiki/server']) {
    execFileSync('npm', ['run', 'build', '-w', ws], { cwd: root, stdio: 'inherit' });
  }
}

const pagesDir = await appWithBareReact();
const server = await startReferenceServer({ appDist: pagesDir });
const edge = DEPLOYED
  ? await startEdge({ appRoot: pagesDir, upstreamPort: new URL(server.origin).port })
  : null;
const origin = edge?.origin ?? server.origin;
let chrome;
try {
  // Node signs up at the server itself (the edge's certificate is the browser's to accept); same database.
  const session = await signUp(server.origin, '0901112222');

  chrome = await launch({ chromePath: chromiumPath(), chromeFlags: FLAGS });
  /** Clears the HTTP cache and sets (or clears) the session, through the browser Lighthouse will drive. */
  async function prepare(page) {
    // Lighthouse must keep localStorage (disableStorageReset) for the signed-in run, which also keeps the HTTP
    // cache: clear the cache ourselves so every page is measured cold, and set or clear the session.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const tab = await browser.contexts()[0].newPage();
    // A file of the origin that runs no script (the app would start).
    await tab.goto(`${origin}/brand/tsumiki.svg`);
    await tab.evaluate(
      ({ session }) => {
        localStorage.clear();
        if (session) {
          localStorage.setItem('tokend', session.token);
          localStorage.setItem('account', session.account);
        }
      },
      { session: page.signedIn ? session : null },
    );
    // A returning customer: the app has started on this route before in this browser (what it keeps in
    // localStorage: the language, the reads it remembers for the boot script to send early), the HTTP cache is
    // cold. `--fresh`: a session and nothing else, as if this browser had never run the app.
    if (page.signedIn && !FRESH) {
      await tab.goto(`${origin}/${page.url}`);
      await tab.waitForTimeout(4_000);
    }
    const cdp = await tab.context().newCDPSession(tab);
    await cdp.send('Network.clearBrowserCache');
    await tab.close();
    await browser.close();
  }

  /** One cold Lighthouse run of `page`: its figures and the weighted audits it failed. */
  async function runOnce(page) {
    // A cold first load on a busy machine sometimes ends in NO_FCP; one retry tells a flake from a real failure.
    let runner;
    for (let attempt = 1; attempt <= 2; attempt++) {
      await prepare(page);
      runner = await lighthouse(`${origin}/${page.url}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: true,
        // `LH_ARTIFACTS=dir`: keep the trace and DevTools log too, to replay Lantern's simulation offline.
        ...(process.env.LH_ARTIFACTS
          ? {
              gatherMode: path.join(process.env.LH_ARTIFACTS, page.name.replace(/\W+/g, '-')),
              auditMode: true,
            }
          : {}),
      });
      if (!runner.lhr.runtimeError) break;
      console.log(`${page.name}: attempt ${attempt}: ${runner.lhr.runtimeError.code}`);
    }
    const { categories, audits, runtimeError, runWarnings } = runner.lhr;
    // `LH_DUMP=dir`: keep each run's whole report, to read its LCP element, request chains and trace.
    if (process.env.LH_DUMP) {
      mkdirSync(process.env.LH_DUMP, { recursive: true });
      writeFileSync(
        path.join(process.env.LH_DUMP, `${page.name.replace(/\W+/g, '-')}-${Date.now()}.json`),
        JSON.stringify(runner.lhr),
      );
    }
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
      `${page.name}: performance ${score(categories.performance)}, script time ${bootup.map((i) => `${i.url.split('/').pop()} ${Math.round(i.scripting)} ms`).join(', ')}`,
    );
    for (const audit of failing) {
      const items = (audit.details?.items ?? [])
        .slice(0, 3)
        .map((i) => i.description ?? i.url ?? i.source ?? '');
      console.log(`${page.name}: ${audit.id} (${audit.displayValue ?? audit.score}) ${items.join(' | ')}`);
    }
    return {
      performance: score(categories.performance),
      accessibility: score(categories.accessibility),
      bestPractices: score(categories['best-practices']),
      fcp: audits['first-contentful-paint']?.numericValue,
      lcp: audits['largest-contentful-paint']?.numericValue,
      tbt: audits['total-blocking-time']?.numericValue,
      cls: audits['cumulative-layout-shift']?.numericValue,
      failing: failing.map((a) => a.id),
    };
  }

  const results = [];
  for (const page of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await runOnce(page));
    const median = (key) => {
      const values = runs
        .map((r) => r[key])
        .filter(Number.isFinite)
        .sort((x, y) => x - y);
      return values.length === 0 ? Number.NaN : values[Math.floor((values.length - 1) / 2)];
    };
    results.push({
      page: page.name,
      url: page.url,
      runs: runs.map((r) => r.performance),
      performance: median('performance'),
      accessibility: median('accessibility'),
      bestPractices: median('bestPractices'),
      fcp: median('fcp'),
      lcp: median('lcp'),
      tbt: median('tbt'),
      cls: median('cls'),
      // An audit failed in most runs.
      failing: [...new Set(runs.flatMap((r) => r.failing))].filter(
        (id) => runs.filter((r) => r.failing.includes(id)).length * 2 > runs.length,
      ),
    });
  }

  const ms = (n) => (Number.isFinite(n) ? `${Math.round(n)} ms` : 'n/a');
  const table = [
    `| page (median of ${RUNS}) | performance | accessibility | best practices | FCP | LCP | TBT | CLS | performance per run | audits below 0.9 (weighted, most runs) |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---|---|',
    ...results.map(
      (r) =>
        `| ${r.page} (\`/${r.url}\`) | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${ms(r.fcp)} | ` +
        `${ms(r.lcp)} | ${ms(r.tbt)} | ${Number.isFinite(r.cls) ? r.cls.toFixed(3) : 'n/a'} | ${r.runs.join(', ')} | ` +
        `${r.failing.join(', ') || '—'} |`,
    ),
  ].join('\n');
  console.log(table);
  console.log(`load: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
  const out = path.join(root, 'bench/results');
  mkdirSync(out, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  writeFileSync(
    path.join(out, `lighthouse${DEPLOYED ? '-deployed' : ''}-${stamp}.json`),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  if (process.argv.includes('--write')) {
    const readme = path.join(here, 'README.md');
    // Each path has its table in the README.
    const marker = DEPLOYED ? 'lighthouse-deployed' : 'lighthouse';
    const note = `Measured ${new Date().toISOString().slice(0, 10)}: Lighthouse ${runnerVersion()}, Chromium headless, mobile emulation; ${DEPLOYED ? "through the deployment's nginx (HTTPS, HTTP/2, gzip; `--deployed`)" : 'from the reference server (`npm start`: HTTP/1.1)'}; signed-in pages ${FRESH ? 'with a session and nothing else (`--fresh`)' : 'as a returning customer (the app started on the route once before, HTTP cache cleared)'}, commit ${commit()}, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}.`;
    writeFileSync(
      readme,
      readFileSync(readme, 'utf8').replace(
        new RegExp(`<!-- ${marker}:start -->[\\s\\S]*<!-- ${marker}:end -->`),
        `<!-- ${marker}:start -->\n${note}\n\n${table}\n<!-- ${marker}:end -->`,
      ),
    );
  }
} finally {
  await chrome?.kill();
  await edge?.stop();
  server.stop();
  rmSync(pagesDir, { recursive: true, force: true });
}

/** A category score out of 100, or 'n/a' when Lighthouse could not score it (its runtime error says why). */
function score(category) {
  return category?.score == null ? Number.NaN : Math.round(category.score * 100);
}

function runnerVersion() {
  return JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
}
