#!/usr/bin/env node
// Main-thread CPU per pan frame by stage, from a Chromium trace (thread time, so steadier than wall time on a
// loaded machine), for one library on the page `run.mjs` or `tight.mjs` built. Unlike the table's busy time
// it also counts the commit stage after the rAF callbacks (canvas present: ProduceCanvasResource, layer
// updates), where each canvas's bitmap is handed to the compositor.
// Usage: node bench/charts/trace.mjs [--lib=ours|lwc] [--size=10000] [--frames=120] [--top=12]
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(path.resolve(here, '../..'), 'bench/results/charts-page');
const arg = (name, fallback) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
};
const lib = arg('lib', 'ours');
const size = Number(arg('size', '10000'));
const frames = Number(arg('frames', '120'));
const top = Number(arg('top', '12'));

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
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
const page = await context.newPage();
await page.goto(`http://127.0.0.1:${server.address().port}/`);
await page.waitForFunction(() => 'bench' in window);
await page.evaluate(([l, n]) => window.bench.prepare(l, n), [lib, size]);
await page.evaluate(() => window.bench.firstRender());
await browser.startTracing(page, {
  categories: [
    'toplevel',
    '__metadata',
    'blink',
    'cc',
    'skia',
    'blink.canvas',
    'disabled-by-default-devtools.timeline',
  ],
});
await page.evaluate(([f]) => window.bench.pan(f, 5), [frames]);
const trace = JSON.parse((await browser.stopTracing()).toString());
await browser.close();
server.close();

const main = trace.traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const events = trace.traceEvents
  .filter((e) => e.ph === 'X' && e.pid === main?.pid && e.tid === main?.tid && e.tdur != null)
  .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
// Self thread time: each event's time minus its nested children's.
const stack = [];
const self = new Map();
for (const e of events) {
  while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= e.ts) stack.pop();
  const parent = stack[stack.length - 1];
  e.self = e.tdur;
  if (parent) parent.self -= e.tdur;
  stack.push(e);
}
for (const e of events) self.set(e.name, (self.get(e.name) ?? 0) + e.self);
const total = [...self.values()].reduce((a, b) => a + b, 0);
console.log(
  `${lib} ${size} bars: main-thread cpu ${(total / 1000 / frames).toFixed(3)} ms/frame (self times below)`,
);
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`${(v / 1000 / frames).toFixed(3)} ms/frame  ${k}`);
}
