#!/usr/bin/env node
// Chart benchmark, measured the way chart-library users compare them: our K-line engine, lightweight-charts and
// a bare d3 canvas (the floor), each run in a fresh browser, each converting the same OHLCV rows in its mount.
// Usage: node bench/charts/run.mjs [--sizes=1000,10000,100000] [--runs=3] [--libs=ours,lwc,d3]
//          [--first-throttle=1] [--pan-throttle=4] [--frames=240] [--first-only] [--no-build]
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { arg, buildPage, launch, load, repo, serve } from './shared.mjs';

const sizes = arg('sizes', '1000,10000,100000').split(',').map(Number);
const runs = Number(arg('runs', '3'));
const libs = arg('libs', 'ours,lwc,d3').split(',');
const firstThrottle = Number(arg('first-throttle', '1'));
const panThrottle = Number(arg('pan-throttle', '4'));
const frames = Number(arg('frames', '240'));
const firstOnly = process.argv.includes('--first-only');
const DROPPED = 25;

if (!process.argv.includes('--no-build')) await buildPage();
const server = await serve();
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : Number.NaN;
};
const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

// One run in a fresh browser: nothing of an earlier contender (JIT, caches, heap) is left over.
async function once(lib, n) {
  const browser = await launch();
  try {
    const { page, cdp } = await load(browser, server.url, lib, n);
    // The JS heap plus typed-array backing stores (kept outside it), after a full GC.
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const h = await cdp.send('Runtime.getHeapUsage');
      return h.usedSize + (h.backingStorageSize ?? 0);
    };
    const heap0 = await heap();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: firstThrottle });
    const first = await page.evaluate(() => window.bench.firstRender());
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // Every contender must draw real 3x bitmaps, or the comparison is not like for like.
    const ratio = await page.evaluate(() =>
      Math.min(...[...document.querySelectorAll('canvas')].map((c) => c.width / Math.max(1, c.clientWidth))),
    );
    if (Math.abs(ratio - 3) > 0.05) throw new Error(`${lib} draws at ${ratio}x, not 3x`);
    const heap1 = await heap();
    const out = {
      first: first.ms,
      mount: first.mountMs,
      lastDraw: first.lastDrawMs,
      heapMB: (heap1 - heap0) / 1024 / 1024,
    };
    if (lib !== 'd3' && !firstOnly) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: panThrottle });
      const gaps = await page.evaluate(([f]) => window.bench.pan(f, 5), [frames]);
      const live = await page.evaluate(() => window.bench.live(20));
      out.dropped = (100 * gaps.filter((g) => g > DROPPED).length) / gaps.length;
      out.frameP50 = median(gaps);
      out.frameP95 = quantile(gaps, 0.95);
      out.append = median(live.append.map((s) => s.busy));
      out.amend = median(live.amend.map((s) => s.busy));
    }
    return out;
  } finally {
    await browser.close();
  }
}

const metrics = [
  ['first', `first render ms (CPU ${firstThrottle}x)`],
  ['mount', 'of which mount (conversion + create) ms'],
  ['lastDraw', 'last drawing call at ms'],
  ['heapMB', 'heap retained MB'],
  ['dropped', `pan frames > ${DROPPED} ms, % (CPU ${panThrottle}x)`],
  ['frameP50', 'pan frame interval p50 ms'],
  ['frameP95', 'pan frame interval p95 ms'],
  ['append', 'live append busy ms'],
  ['amend', 'live amend busy ms'],
];
const load0 = execSync('uptime').toString().trim();
const results = [];
for (const n of sizes) {
  const row = { n };
  for (let r = 0; r < runs; r++) {
    // Contenders interleaved run by run, so a burst of load on the shared machine hits all of them.
    for (const lib of libs) {
      row[lib] ??= [];
      row[lib].push(await once(lib, n));
    }
  }
  for (const lib of libs) {
    const samples = row[lib];
    row[lib] = Object.fromEntries(
      metrics
        .filter(([key]) => samples[0][key] !== undefined)
        .map(([key]) => {
          const xs = samples.map((s) => s[key]);
          return [key, { median: median(xs), min: Math.min(...xs), max: Math.max(...xs), all: xs }];
        }),
    );
  }
  results.push(row);
  process.stderr.write(`done: ${n} bars (${execSync('uptime').toString().trim()})\n`);
}
server.close();
const load1 = execSync('uptime').toString().trim();

const f = (v) => (v === undefined ? '–' : Math.abs(v) >= 100 ? v.toFixed(0) : v.toFixed(2));
const cell = (m) => (m ? `${f(m.median)} (${f(m.min)}–${f(m.max)})` : '–');
const ratio = (a, b) => (a && b ? (a.median / b.median).toFixed(2) : '–');
const commit = execSync('git rev-parse --short HEAD', { cwd: repo }).toString().trim();
const lines = [
  `${new Date().toISOString().slice(0, 10)}, commit ${commit}. Load before: ${load0}; after: ${load1}.`,
  `Fresh headless Chromium per run, --force-device-scale-factor=3, 390x844, chart 390x480; K-line + volume + MA5/10/20/60, 5-minute bars.`,
  `Median of ${runs} runs (min–max).`,
  '',
  '| bars | metric | ours | lightweight-charts | bare d3 | ours / lwc | ours / d3 |',
  '|---|---|---|---|---|---|---|',
];
for (const row of results) {
  for (const [key, label] of metrics) {
    const [a, b, c] = [row.ours?.[key], row.lwc?.[key], row.d3?.[key]];
    if (!a && !b && !c) continue;
    lines.push(
      `| ${row.n} | ${label} | ${cell(a)} | ${cell(b)} | ${cell(c)} | ${ratio(a, b)} | ${ratio(a, c)} |`,
    );
  }
}
const table = lines.join('\n');
console.log(table);
mkdirSync(path.join(repo, 'bench/results'), { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
writeFileSync(path.join(repo, `bench/results/charts-${stamp}.json`), JSON.stringify(results, null, 2));
writeFileSync(path.join(repo, `bench/results/charts-${stamp}.md`), `${table}\n`);
