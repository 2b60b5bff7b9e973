// What a phone downloads for each main route of the reference app: the route is loaded in Chromium from the
// reference server (which compresses its answers), every script and stylesheet the page requested is listed,
// and each is fetched once more with `Accept-Encoding: gzip` to count its gzip bytes as served. Shared by
// `bench/size/run.mjs` (its own server, beside a bare React page) and `e2e/size.test.ts` (the e2e stack, so
// `npm test` checks the budgets).
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';

/**
 * The routes measured, with their budgets (issue 17: gzip bytes of JS and CSS transferred, React included).
 * `url` is relative to the origin; `ready` is a CSS selector that shows the route has rendered its data;
 * `signedIn` routes run with a session in localStorage.
 */
export const ROUTES = [
  { name: 'sign-in', url: '#/login/start', signedIn: false, ready: 'main h1' },
  { name: 'home', url: '#/home/home', signedIn: true, ready: 'a[href^="#/quotes/info?code="]' },
  { name: 'quote list', url: '#/home/index', signedIn: true, ready: 'a[href^="#/quotes/info?code="]' },
  { name: 'stock detail', url: '#/quotes/info?code=7203&type=jpy', signedIn: true, ready: 'canvas' },
  { name: 'positions', url: '#/position/index', signedIn: true, ready: 'main h1, main [role="tablist"]' },
];

/**
 * The budget (fails a run) and issue 17's target of each of ROUTES, in gzip bytes (bench/size/budgets.json,
 * `routes (gzip transferred)`).
 */
export function routeBudgets() {
  const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));
  return budgets['routes (gzip transferred)'];
}

/** Registers a fresh account through the API and signs it in: the session the app keeps in localStorage. */
export async function signUp(baseUrl, account = `0908${String(Date.now()).slice(-6)}`) {
  const password = 'Size-bench-42!';
  const form = new URLSearchParams({ account, password, repeatPassword: password, terms: '1' });
  const answer = await fetch(`${baseUrl}/api/vue/user/register`, { method: 'POST', body: form }).then((r) =>
    r.json(),
  );
  if (answer.status !== 1) throw new Error(`register: ${JSON.stringify(answer)}`);
  return { token: answer.data.token, account: answer.data.account };
}

/** The bytes of `url` on the wire when the client accepts gzip only (node:http does not decompress). */
export function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => {
        bytes += chunk.length;
      });
      res.on('end', () =>
        res.statusCode === 200
          ? resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' })
          : reject(new Error(`${url}: HTTP ${res.statusCode}`)),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Loads `route` in a fresh context of `browser` (cold cache, a 390 px phone) and returns the scripts and
 * stylesheets it downloaded, with their gzip bytes and the bytes the browser itself received (brotli).
 */
export async function measureRoute(browser, baseUrl, route, session) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'ja',
  });
  try {
    if (session) {
      await context.addInitScript((s) => {
        localStorage.setItem('tokend', s.token);
        localStorage.setItem('account', s.account);
      }, session);
    }
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const assets = new Map();
    page.on('requestfinished', async (req) => {
      const type = req.resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const sizes = await req.sizes().catch(() => null);
      assets.set(req.url(), { type, received: sizes?.responseBodySize ?? 0 });
    });
    // The live quote stream stays open as long as prices show, so the network is never idle: wait instead until
    // no other request has been under way for half a second.
    const inFlight = new Set();
    const isStream = (req) => new URL(req.url()).pathname.endsWith('/market/stream');
    page.on('request', (req) => {
      if (!isStream(req)) inFlight.add(req);
    });
    const settled = (req) => inFlight.delete(req);
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    await page.goto(`${baseUrl}/${route.url}`);
    await page.waitForSelector(route.ready, { timeout: 60_000 });
    for (let quiet = 0; quiet < 500; ) {
      await page.waitForTimeout(100);
      quiet = inFlight.size === 0 ? quiet + 100 : 0;
    }
    // Anything started on idle (a prefetch) counts too: wait until no script or stylesheet came for a second.
    let count = -1;
    while (count !== assets.size) {
      count = assets.size;
      await page.waitForTimeout(1000);
    }
    if (errors.length > 0) throw new Error(`${route.name}: page errors: ${errors.join(' | ')}`);
    const files = [];
    for (const [url, { type, received }] of assets) {
      const { bytes, encoding } = await gzipBytes(url);
      files.push({ file: new URL(url).pathname.split('/').pop(), type, gzip: bytes, encoding, received });
    }
    files.sort((a, b) => b.gzip - a.gzip);
    const sum = (key, type) =>
      files.filter((f) => !type || f.type === type).reduce((total, f) => total + f[key], 0);
    // What index.html carries inline (the boot script and its data, the first screen's rules) is script and
    // style too, though no request of its own: counted in the bytes (gzip 9, as the build compresses index.html),
    // not in the files.
    const document = new URL(`${baseUrl}/${route.url}`);
    document.hash = '';
    const html = await (await fetch(document)).text();
    const inlineOf = (pattern) =>
      [...html.matchAll(pattern)].reduce(
        (total, m) => total + (m[1] ? gzipSync(m[1], { level: 9 }).length : 0),
        0,
      );
    const inline = {
      js: inlineOf(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi),
      css: inlineOf(/<style\b[^>]*>([\s\S]*?)<\/style>/gi),
    };
    return {
      files,
      inline,
      gzip: sum('gzip') + inline.js + inline.css,
      js: sum('gzip', 'script') + inline.js,
      css: sum('gzip', 'stylesheet') + inline.css,
      received: sum('received'),
    };
  } finally {
    await context.close();
  }
}
