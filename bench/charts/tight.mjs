#!/usr/bin/env node
// Quick A/B of renderer changes: builds the page, then pans our chart synchronously (`bench.tight`, one
// animation frame apart) under CPU throttling and prints min and quartiles of the per-frame ms. Not the table.
// --cpu instead sums the main thread's thread time per frame from a trace (steadier on a loaded machine).
// Usage: node bench/charts/tight.mjs [--sizes=1000,10000] [--throttle=4] [--frames=120] [--reps=3] [--no-build] [--cpu]
import { readFileSync } from 'node:fs';
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
const sizes = arg('sizes', '1000,10000').split(',').map(Number);
const throttle = Number(arg('throttle', '4'));
const frames = Number(arg('frames', '120'));
const reps = Number(arg('reps', '3'));

if (!process.argv.includes('--no-build')) {
  await build({
    root: path.join(here, 'page'),
    logLevel: 'warn',
    resolve: { conditions: ['@tsumiki/source', ...defaultClientConditions] },
    build: { outDir, emptyOutDir: true, minify: true, target: 'es2022' },
  });
}
const server = createServer((req, res) => {
  const file = path.join(outDir, req.url === '/' ? 'index.html' : decodeURIComponent(req.url.split('?')[0]));
  let body;
  try {
    body = readFileSync(file);
  } catch {
    return res.writeHead(404).end();
  }
  const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.html') ? 'text/html' : 'text/css';
  res.writeHead(200, { 'content-type': type }).end(body);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--force-device-scale-factor=3'],
});
const q = (s, p) => s[Math.min(s.length - 1, Math.floor(p * s.length))].toFixed(2);
for (const size of sizes) {
  for (let r = 0; r < reps; r++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.waitForFunction(() => 'bench' in window);
    await page.evaluate(([n]) => window.bench.prepare('ours', n), [size]);
    await page.evaluate(() => window.bench.firstRender());
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    if (process.argv.includes('--cpu')) {
      // Thread time of the main thread's top-level tasks during the loop: steadier than wall time under load.
      await browser.startTracing(page, { categories: ['toplevel', '__metadata'] });
      await page.evaluate(([f]) => window.bench.tight(f, 5, true), [frames]);
      const trace = JSON.parse((await browser.stopTracing()).toString());
      const main = trace.traceEvents.find(
        (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
      );
      const events = trace.traceEvents
        .filter((e) => e.ph === 'X' && e.tdur != null && e.pid === main?.pid && e.tid === main?.tid)
        .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
      const tasks = [];
      for (const e of events) {
        const open = tasks[tasks.length - 1];
        if (!open || open.ts + open.dur <= e.ts) tasks.push(e);
      }
      const cpu = tasks.reduce((a, e) => a + e.tdur, 0);
      const wall = tasks.reduce((a, e) => a + e.dur, 0);
      console.log(
        `${size} bars: main-thread cpu ${(cpu / 1000 / frames).toFixed(3)} ms/frame (wall ${(wall / 1000 / frames).toFixed(3)}, ${tasks.length} tasks)`,
      );
      await context.close();
      continue;
    }
    const s = await page.evaluate(([f]) => window.bench.tight(f, 5, true), [frames]);
    console.log(
      `${size} bars ${throttle}x: min ${q(s, 0)} p25 ${q(s, 0.25)} p50 ${q(s, 0.5)} p75 ${q(s, 0.75)} max ${q(s, 1)}`,
    );
    await context.close();
  }
}
await browser.close();
server.close();
