// Screenshots of every route at 390x844 in Chromium, for docs and for review: each brand is built with Vite
// (`VITE_BRAND`), served by the reference server (packages/server/dist, temporary seeded PGlite database, free
// port) and opened in every language it offers. Routes of a feature the brand switches off are skipped; /login/* routes
// are taken signed out, the others signed in as a freshly registered account.
//
//   node scripts/screenshots.mjs [--brands tsumiki,murasaki] [--languages ja,zh-CN,en] [--routes /home/home,...]
//                                [--out DIR (default bench/results/screens)] [--no-build]
//                                [--theme light|dark (the phone's colour scheme; default light)]
//   node scripts/screenshots.mjs --readme    # the README's pictures into docs/images/ (see README_SHOTS)
//
// Japanese and Chinese text needs a CJK font on the machine (Debian: fonts-noto-cjk); without one it is drawn as
// boxes. FONTCONFIG_FILE may point Chromium at fonts kept elsewhere.
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
const colorScheme = option('theme', ['light'])[0] === 'dark' ? 'dark' : 'light';

/**
 * The README's pictures: the six screens a broker looks at first, in more than one language and in the dark
 * theme, of a funded, verified customer holding a stock, on a Tuesday morning in Tokyo (the market open).
 */
const README_SHOTS = [
  { file: 'start.png', route: '/login/start', lang: 'en', scheme: 'light', signedIn: false },
  { file: 'start-ja.png', route: '/login/start', lang: 'ja', scheme: 'light', signedIn: false },
  { file: 'home.png', route: '/home/home', lang: 'en', scheme: 'light' },
  { file: 'home-zh.png', route: '/home/home', lang: 'zh-CN', scheme: 'light' },
  // Before the customer buys: open positions would block a withdrawal (spec section 5).
  { file: 'withdraw.png', route: '/mine/withdraw', lang: 'en', scheme: 'light' },
  {
    file: 'stock-kline.png',
    route: '/quotes/info?code=7203&type=jpy',
    lang: 'en',
    scheme: 'light',
    act: 'kline',
  },
  {
    file: 'stock-kline-zh.png',
    route: '/quotes/info?code=7203&type=jpy',
    lang: 'zh-CN',
    scheme: 'dark',
    act: 'kline',
  },
  {
    file: 'ticket.png',
    route: '/quotes/info?code=7203&type=jpy',
    lang: 'en',
    scheme: 'light',
    act: 'ticket',
  },
  {
    file: 'ticket-ja-dark.png',
    route: '/quotes/info?code=7203&type=jpy',
    lang: 'ja',
    scheme: 'dark',
    act: 'ticket',
  },
  { file: 'positions.png', route: '/position/index?tab=holding', lang: 'en', scheme: 'light', buy: true },
  { file: 'positions-zh.png', route: '/position/index?tab=holding', lang: 'zh-CN', scheme: 'light' },
];

/** Tuesday 24 November 2026, 10:00 in Tokyo: the README's pictures are of this instant, whenever they are made. */
const README_AT = Date.parse('2026-11-24T01:00:00Z');
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

/** The server's clock offset for the README's instant (its market is a pure function of time). */
const clockEnv = () => (readme ? { TSUMIKI_CLOCK_OFFSET_MS: String(README_AT - Date.now()) } : {});

async function startServer(appDist, dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
    env: {
      ...process.env,
      ...clockEnv(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_DIST: appDist,
    },
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

/** A 1x1 PNG: the server checks uploads are real images (ID photos, a transfer proof). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The operator CLI on the running server's data directory (it forwards the command to the server). */
function operator(dataDir, ...args) {
  return execFileSync(process.execPath, [path.join(root, 'packages/server/dist/operator.js'), ...args], {
    env: { ...process.env, ...clockEnv(), DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}

/** Approves the one pending item of `kind` of `mobile` (the id read from `operator list`). */
function approve(dataDir, kind, mobile) {
  const rows = operator(dataDir, 'list', kind)
    .split('\n')
    .map((line) => line.split('│').map((cell) => cell.trim().replace(/^'|'$/g, '')));
  const header = rows.find((cells) => cells.includes('id') && cells.includes('mobile')) ?? [];
  const row = rows.find((cells) => cells[header.indexOf('mobile')] === mobile);
  if (!row) throw new Error(`no pending ${kind} of ${mobile}`);
  operator(dataDir, 'approve', kind, row[header.indexOf('id')]);
}

/**
 * The README's customer, through the API and the operator as a customer and a back office would: verified, a
 * bank card, yen and dollars deposited; `buy()` then opens two positions (for the positions picture).
 */
async function setUpCustomer(origin, auth, dataDir) {
  const call = async (op, fields) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) {
      if (typeof v === 'string') body.append(k, v);
      else body.append(k, new Blob([v], { type: 'image/png' }), `${k}.png`);
    }
    const answer = await fetch(`${origin}/api/vue${op}`, {
      method: 'POST',
      headers: { token: auth.token, account: auth.account },
      body,
    }).then((r) => r.json());
    if (answer.status !== 1) throw new Error(`${op}: ${JSON.stringify(answer)}`);
    return answer.data;
  };
  const pin = '135790';
  await call('/user/setFundsPassword', {
    loginPassword: 'screens-42',
    fundsPassword: pin,
    repeatFundsPassword: pin,
  });
  await call('/user/submitVerification', {
    realName: 'Tanaka Yui',
    idNumber: 'EF2468013',
    privacyNotice: '1',
    frontImage: PNG,
    backImage: PNG,
  });
  approve(dataDir, 'verifications', auth.account);
  await call('/user/addbank', {
    holderName: 'Tanaka Yui',
    cardNumber: '9876543210123',
    cardType: 'ordinary',
    bankName: 'Mizuho Bank',
    branchName: 'Ginza',
    branchCode: '110',
  });
  for (const [currency, amount] of [
    ['JPY', '500000'],
    // Within each market's own deposit maximum (docs/backend.md, 'Money rules').
    ['USD', '3000'],
  ]) {
    await call('/user/deposit', { amount, currency, proof: PNG });
    approve(dataDir, 'deposits', auth.account);
  }
  return {
    /** Buys two Tokyo stocks (after the pictures a holding would change, such as the withdrawal's). */
    buy: async () => {
      const buy = { type: 'jpy', direction: 'long', orderType: 'market', leverage: '1', fundsPassword: pin };
      await call('/trade/buy', { ...buy, code: '7203', lots: '100' });
      await call('/trade/buy', { ...buy, code: '6758', lots: '50' });
    },
  };
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
      const customer = readme
        ? await setUpCustomer(server.origin, session.data, path.join(work, 'pglite'))
        : null;
      const shots = readme
        ? README_SHOTS
        : routeTable()
            .filter((r) => !(r.feature && off.has(r.feature)) && (!only || only.includes(r.path)))
            // A language the brand does not offer would only show its default language again.
            .flatMap((r) =>
              languages
                .filter((l) => facts.languages.length === 0 || facts.languages.includes(l))
                .map((lang) => ({
                  file: `${brand}/${lang}${r.path.replaceAll('/', '_')}.png`,
                  route: r.path,
                  lang,
                  scheme: colorScheme,
                  signedIn: !r.path.startsWith('/login/'),
                })),
            );
      for (const shot of shots) {
        if (shot.buy) await customer?.buy();
        const signedIn = shot.signedIn ?? true;
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          // One device pixel per CSS pixel: the README shows them 200 px wide, so 390 is already twice that.
          deviceScaleFactor: 1,
          isMobile: true,
          hasTouch: true,
          locale: shot.lang,
          colorScheme: shot.scheme,
          reducedMotion: 'reduce',
        });
        // The page's clock stands where the server's does, so both agree on the trading day and session.
        if (readme) await context.clock.setFixedTime(new Date(README_AT + 60_000));
        await context.addInitScript(
          ({ lang, auth }) => {
            localStorage.setItem('lang', lang);
            if (auth) {
              localStorage.setItem('tokend', auth.token);
              localStorage.setItem('account', auth.account);
            }
          },
          { lang: shot.lang, auth: signedIn ? session.data : null },
        );
        const page = await context.newPage();
        const problems = [];
        page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
        page.on('console', (msg) => msg.type() === 'error' && problems.push(`console: ${msg.text()}`));
        page.on('response', (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()} ${r.url()}`));
        await page.goto(`${server.origin}/#${shot.route}`);
        await page.waitForLoadState('networkidle').catch(() => {});
        if (shot.act === 'kline') {
          // The day K-line (Radix names each tab trigger after its value).
          await page.locator('[role="tab"][id$="-trigger-day"]').click();
          await page.waitForLoadState('networkidle').catch(() => {});
          // The chart card at the top of the screen, under the fixed header.
          await page
            .locator('section[aria-labelledby="stock-name"] > section')
            .first()
            .evaluate((el) => {
              el.scrollIntoView({ block: 'start' });
            });
        } else if (shot.act === 'ticket') {
          // "Buy long", the second button of the stock's action bar, opens the order ticket.
          await page
            .locator('section[aria-labelledby="stock-name"] > div:last-child > button')
            .nth(1)
            .click();
          await page.getByRole('dialog').waitFor();
          await page.waitForLoadState('networkidle').catch(() => {});
        }
        await page.waitForTimeout(400);
        mkdirSync(path.dirname(path.join(out, shot.file)), { recursive: true });
        await page.screenshot({ path: path.join(out, shot.file) });
        await context.close();
        count++;
        if (problems.length > 0) console.log(`${shot.file}: ${problems.join('; ')}`);
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
