// Screenshots of every route at 390x844 in Chromium, for docs and for review: each brand is built with Vite
// (`VITE_BRAND`), served by the reference server (packages/server/dist, temporary seeded PGlite database, free
// port) and opened in every language it offers. Routes of a feature the brand switches off are skipped; /login/* routes
// are taken signed out, the others signed in as a freshly registered account.
//
//   node scripts/screenshots.mjs [--brands tsumiki,murasaki] [--languages ja,zh-CN,en] [--routes /home/home,...]
//                                [--out DIR (default bench/results/screens)] [--no-build]
//   node scripts/screenshots.mjs --readme    # the README's two pictures into docs/images/
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { root } from './lib/packages.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1].split(',') : fallback;
};
const readme = argv.includes('--readme');
const brands = readme ? ['tsumiki'] : option('brands', ['tsumiki', 'murasaki']);
const languages = readme ? ['en'] : option('languages', ['ja', 'zh-CN', 'en']);
const out = readme
  ? path.join(root, 'docs/images')
  : path.resolve(option('out', ['bench/results/screens'])[0]);

/** The route table, read from the app's source: `r('/path', 'feature'?, shell?)`. */
function routeTable() {
  const text = readFileSync(path.join(root, 'packages/app/src/routeTable.ts'), 'utf8');
  return [...text.matchAll(/r\('([^']+)'(?:,\s*(?:'([^']+)'|undefined))?/g)].map((m) => ({
    path: m[1],
    feature: m[2],
  }));
}

/** The features a brand switches off (`name: false`) and the languages it offers, read from its brand file. */
function brandFacts(brand) {
  const text = readFileSync(path.join(root, `packages/app/src/brand/${brand}.ts`), 'utf8');
  const offered = text.match(/languages:\s*\[([^\]]*)\]/)?.[1] ?? '';
  return {
    off: new Set([...text.matchAll(/(\w+):\s*false/g)].map((m) => m[1])),
    languages: [...offered.matchAll(/'([^']+)'/g)].map((m) => m[1]),
  };
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

async function startServer(appDist, dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_DIST: appDist },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (
      await fetch(`${origin}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { origin, child };
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('server did not start');
}

const work = mkdtempSync(path.join(tmpdir(), 'tsumiki-screens-'));
if (!argv.includes('--no-build'))
  execFileSync('npm', ['run', 'build', '-w', '@tsumiki/server'], { cwd: root });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
let count = 0;
try {
  for (const brand of brands) {
    const dist = path.join(work, `app-${brand}`);
    execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: path.join(root, 'packages/app'),
      env: { ...process.env, VITE_BRAND: brand },
      stdio: 'inherit',
    });
    const server = await startServer(dist, path.join(work, 'pglite'));
    try {
      const account = `090${String(Date.now()).slice(-7)}`;
      const password = 'screens-42';
      const form = new URLSearchParams({ account, password, repeatPassword: password, terms: '1' });
      const session = await fetch(`${server.origin}/api/vue/user/register`, {
        method: 'POST',
        body: form,
      }).then((r) => r.json());
      if (session.status !== 1) throw new Error(`register: ${JSON.stringify(session)}`);
      const facts = brandFacts(brand);
      const off = facts.off;
      const only = option('routes', null);
      const routes = readme
        ? [{ path: '/login/start' }, { path: '/home/home' }]
        : routeTable().filter((r) => !(r.feature && off.has(r.feature)) && (!only || only.includes(r.path)));
      // A language the brand does not offer would only show its default language again.
      for (const language of languages.filter(
        (l) => facts.languages.length === 0 || facts.languages.includes(l),
      )) {
        for (const route of routes) {
          const signedIn = !route.path.startsWith('/login/');
          const context = await browser.newContext({
            viewport: { width: 390, height: 844 },
            deviceScaleFactor: readme ? 2 : 1,
            isMobile: true,
            hasTouch: true,
            locale: language,
            reducedMotion: 'reduce',
          });
          await context.addInitScript(
            ({ lang, auth }) => {
              localStorage.setItem('lang', lang);
              if (auth) {
                localStorage.setItem('tokend', auth.token);
                localStorage.setItem('account', auth.account);
              }
            },
            { lang: language, auth: signedIn ? session.data : null },
          );
          const page = await context.newPage();
          const problems = [];
          page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
          page.on('console', (msg) => msg.type() === 'error' && problems.push(`console: ${msg.text()}`));
          page.on('response', (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()} ${r.url()}`));
          await page.goto(`${server.origin}/#${route.path}`);
          await page.waitForLoadState('networkidle').catch(() => {});
          await page.waitForTimeout(300);
          const name = readme
            ? `${route.path.split('/').pop()}.png`
            : `${brand}/${language}${route.path.replaceAll('/', '_')}.png`;
          mkdirSync(path.dirname(path.join(out, name)), { recursive: true });
          await page.screenshot({ path: path.join(out, name) });
          await context.close();
          count++;
          if (problems.length > 0) console.log(`${brand} ${language} ${route.path}: ${problems.join('; ')}`);
        }
      }
    } finally {
      server.child.kill('SIGTERM');
    }
  }
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}
console.log(`${count} screenshots in ${path.relative(root, out) || out}`);
