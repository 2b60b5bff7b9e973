#!/usr/bin/env node
// Chart benchmark: our K-line engine against lightweight-charts, side by side in one headless Chromium run.
// Usage: node bench/charts/run.mjs [--sizes=1000,10000,100000] [--runs=3] [--throttle=1,4] [--frames=120]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build, defaultClientConditions } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const outDir = path.join(repo, 'bench/results/charts-page');
const arg = (name, fallback) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
};
const sizes = arg('sizes', '1000,10000,100000').split(',').map(Number);
const runs = Number(arg('runs', '3'));
const throttles = arg('throttle', '1,4').split(',').map(Number);
const frames = Number(arg('frames', '120'));
const libs = ['ours', 'lwc'];

await build({
  root: path.join(here, 'page'),
  logLevel: 'warn',
  resolve: { conditions: ['@tsumiki/source', ...defaultClientConditions] },
  build: { outDir, emptyOutDir: true, minify: true, target: 'es2022' },
});

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer((req, res) => {
  const file = path.join(outDir, req.url === '/' ? 'index.html' : decodeURIComponent(req.url.split('?')[0]));
  if (!file.startsWith(outDir)) return res.writeHead(403).end();
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
const url = `http://127.0.0.1:${server.address().port}/`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    // A real 3x screen: with only the context's emulated deviceScaleFactor, devicePixelRatio is 3 but
    // ResizeObserver's device-pixel-content-box reports CSS pixels, so lightweight-charts (which sizes its
    // bitmaps from that box) drew at 1x, a ninth of the pixels. Checked per run below.
    '--force-device-scale-factor=3',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : Number.NaN;
};
const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;

async function once(lib, n, throttle) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(url);
  await page.waitForFunction(() => 'bench' in window);
  await page.evaluate(([l, size]) => window.bench.prepare(l, size), [lib, n]);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  const heap0 = await heap();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  const first = await page.evaluate(() => window.bench.firstRender());
  // Both libraries must draw HiDPI bitmaps, or the comparison is not like for like.
  await page.waitForTimeout(100);
  const bitmapRatio = await page.evaluate(() =>
    Math.min(...[...document.querySelectorAll('canvas')].map((c) => c.width / Math.max(1, c.clientWidth))),
  );
  if (Math.abs(bitmapRatio - 3) > 0.05) throw new Error(`${lib} draws at ${bitmapRatio}x, not 3x`);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const heap1 = await heap();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  const pan = await page.evaluate(([f]) => window.bench.pan(f, 5), [frames]);
  const live = await page.evaluate(() => window.bench.live(20));
  await context.close();
  const busy = pan.map((s) => s.busy);
  return {
    first: first.busy,
    panMean: mean(busy),
    panP50: median(busy),
    panP95: quantile(busy, 0.95),
    panMax: Math.max(...busy),
    append: median(live.append.map((s) => s.busy)),
    amend: median(live.amend.map((s) => s.busy)),
    heapMB: (heap1 - heap0) / 1024 / 1024,
  };
}

const metrics = [
  ['first', 'first render ms'],
  ['panMean', 'pan frame mean ms'],
  ['panP50', 'pan frame p50 ms'],
  ['panP95', 'pan frame p95 ms'],
  ['panMax', 'pan frame max ms'],
  ['append', 'live append ms'],
  ['amend', 'live amend ms'],
  ['heapMB', 'heap retained MB'],
];
const results = [];
for (const throttle of throttles) {
  for (const n of sizes) {
    const row = { throttle, n };
    for (const lib of libs) {
      const samples = [];
      for (let r = 0; r < runs; r++) samples.push(await once(lib, n, throttle));
      row[lib] = Object.fromEntries(
        metrics.map(([key]) => {
          const xs = samples.map((s) => s[key]);
          return [key, { median: median(xs), min: Math.min(...xs), max: Math.max(...xs) }];
        }),
      );
    }
    results.push(row);
    process.stderr.write(`done: ${n} bars at ${throttle}x\n`);
  }
}
await browser.close();
server.close();

const f = (v) => (Math.abs(v) >= 100 ? v.toFixed(0) : v.toFixed(2));
const cell = (m) => `${f(m.median)} (${f(m.min)}–${f(m.max)})`;
const lines = [
  `Chromium ${browser.version()} headless, 390x844 @3x, chart 390x480, K-line + volume + MA5/10/20/60, 5-minute bars.`,
  `Median of ${runs} runs (min–max). Busy = main-thread time of the action plus the frame's rAF work and raster flush.`,
  '',
  '| CPU | bars | metric | ours | lightweight-charts | ours / lwc |',
  '|---|---|---|---|---|---|',
];
for (const row of results) {
  for (const [key, label] of metrics) {
    const a = row.ours[key];
    const b = row.lwc[key];
    lines.push(
      `| ${row.throttle}x | ${row.n} | ${label} | ${cell(a)} | ${cell(b)} | ${(a.median / b.median).toFixed(2)} |`,
    );
  }
}
const table = lines.join('\n');
console.log(table);
mkdirSync(path.join(repo, 'bench/results'), { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
writeFileSync(path.join(repo, `bench/results/charts-${stamp}.json`), JSON.stringify(results, null, 2));
writeFileSync(path.join(repo, `bench/results/charts-${stamp}.md`), `${table}\n`);
