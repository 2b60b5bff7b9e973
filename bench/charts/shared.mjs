// What run.mjs, trace.mjs, profile.mjs and tight.mjs share: the page build, its server and the browser.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repo = path.resolve(here, '../..');
export const outDir = path.join(repo, 'bench/results/charts-page');

export const arg = (name, fallback) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
};

export async function buildPage() {
  const { build, defaultClientConditions } = await import('vite');
  await build({
    root: path.join(here, 'page'),
    logLevel: 'warn',
    resolve: { conditions: ['@tsumiki/source', ...defaultClientConditions] },
    build: { outDir, emptyOutDir: true, minify: process.env.BENCH_MINIFY !== '0', target: 'es2022' },
  });
}

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves the built page (or another build of it, `dir`) on 127.0.0.1, port 0. */
export async function serve(dir = outDir) {
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const file = path.join(dir, url === '/' ? 'index.html' : decodeURIComponent(url.split('?')[0]));
    if (!file.startsWith(dir)) return res.writeHead(403).end();
    let body;
    try {
      body = readFileSync(file);
    } catch {
      return res.writeHead(404).end();
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    res.end(body);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() };
}

/**
 * A headless Chromium with a real 3x screen. With only the context's emulated deviceScaleFactor,
 * devicePixelRatio is 3 but ResizeObserver's device-pixel-content-box reports CSS pixels, and
 * lightweight-charts (fancy-canvas sizes its bitmaps from that box) draws 1x bitmaps, a ninth of the pixels.
 */
export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--force-device-scale-factor=3',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A page with the benchmark loaded and `lib` prepared with `n` bars; a CDP session on it. */
export async function load(browser, url, lib, n) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(url);
  await page.waitForFunction(() => 'bench' in window);
  await page.evaluate(([l, size]) => window.bench.prepare(l, size), [lib, n]);
  return { context, page, cdp };
}
