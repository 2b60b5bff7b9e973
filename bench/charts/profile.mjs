#!/usr/bin/env node
// CPU profile of panning one library on the page `run.mjs` built (run that once first): where a pan frame's
// main-thread time goes, by function self time. Native canvas raster shows under the JS caller that forced it
// (flushCanvases → getImageData).
// Usage: node bench/charts/profile.mjs [--lib=ours|lwc] [--size=10000] [--throttle=4] [--frames=120]
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const outDir = path.join(repo, 'bench/results/charts-page');
const arg = (name, fallback) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
};
const lib = arg('lib', 'ours');
const size = Number(arg('size', '10000'));
const throttle = Number(arg('throttle', '4'));
const frames = Number(arg('frames', '120'));

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
const cdp = await context.newCDPSession(page);
await page.goto(`http://127.0.0.1:${server.address().port}/`);
await page.waitForFunction(() => 'bench' in window);
await page.evaluate(([l, n]) => window.bench.prepare(l, n), [lib, size]);
await page.evaluate(() => window.bench.firstRender());
await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
const pan = await page.evaluate(([f]) => window.bench.pan(f, 5), [frames]);
const { profile } = await cdp.send('Profiler.stop');
await browser.close();
server.close();

const self = new Map();
const dt = profile.timeDeltas;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
for (let k = 0; k < profile.samples.length; k++) {
  const node = byId.get(profile.samples[k]);
  const f = node.callFrame;
  const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
  self.set(key, (self.get(key) ?? 0) + (dt[k] ?? 0) / 1000);
}
const busy = pan.map((s) => s.busy);
const top = [...self].filter(([k]) => !k.startsWith('(idle)')).sort((a, b) => b[1] - a[1]);
console.log(
  `${lib} ${size} bars ${throttle}x: mean busy ${(busy.reduce((a, b) => a + b, 0) / busy.length).toFixed(2)} ms`,
);
for (const [k, ms] of top.slice(0, 25)) console.log(`${(ms / frames).toFixed(3)} ms/frame  ${k}`);
writeFileSync(path.join(repo, `bench/results/profile-${lib}-${size}.cpuprofile`), JSON.stringify(profile));
