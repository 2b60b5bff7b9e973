#!/usr/bin/env node
// CPU profile of one contender's first render or panning on the page `run.mjs` built (run that once first):
// where the main-thread time goes, by function self time. Native canvas work shows under its JS caller;
// rasterisation at the frame's commit shows as (program).
// Usage: node bench/charts/profile.mjs [--lib=ours|lwc|d3] [--size=10000] [--phase=first|pan] [--throttle=4]
//          [--frames=120] [--top=25]
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { arg, launch, load, repo, serve } from './shared.mjs';

const lib = arg('lib', 'ours');
const size = Number(arg('size', '10000'));
const phase = arg('phase', 'pan');
const throttle = Number(arg('throttle', phase === 'pan' ? '4' : '1'));
const frames = Number(arg('frames', '120'));
const top = Number(arg('top', '25'));

const server = await serve();
const browser = await launch();
const { page, cdp } = await load(browser, server.url, lib, size);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
if (phase === 'pan') await page.evaluate(() => window.bench.firstRender());
await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
await cdp.send('Profiler.start');
const result =
  phase === 'pan'
    ? await page.evaluate(([f]) => window.bench.pan(f, 5), [frames])
    : await page.evaluate(() => window.bench.firstRender());
const { profile } = await cdp.send('Profiler.stop');
await browser.close();
server.close();

const self = new Map();
const dt = profile.timeDeltas;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
for (let k = 0; k < profile.samples.length; k++) {
  const f = byId.get(profile.samples[k]).callFrame;
  const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
  self.set(key, (self.get(key) ?? 0) + (dt[k] ?? 0) / 1000);
}
// Inclusive time too: a function's samples with everything it called (each function counted once a sample).
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const total = new Map();
for (let k = 0; k < profile.samples.length; k++) {
  const seen = new Set();
  for (let id = profile.samples[k]; id !== undefined; id = parent.get(id)) {
    const f = byId.get(id).callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
    if (seen.has(key)) continue;
    seen.add(key);
    total.set(key, (total.get(key) ?? 0) + (dt[k] ?? 0) / 1000);
  }
}
const per = phase === 'pan' ? frames : 1;
console.log(`${lib} ${size} bars, ${phase} at ${throttle}x:`, JSON.stringify(result).slice(0, 300));
const sorted = [...self].filter(([k]) => !k.startsWith('(idle)')).sort((a, b) => b[1] - a[1]);
for (const [k, ms] of sorted.slice(0, top))
  console.log(`${(ms / per).toFixed(3)} ms${per > 1 ? '/frame' : ''}  ${k}`);
writeFileSync(
  path.join(repo, `bench/results/profile-${lib}-${size}-${phase}.cpuprofile`),
  JSON.stringify(profile),
);
if (process.argv.includes('--total')) {
  console.log('inclusive:');
  const incl = [...total].filter(([k]) => !k.startsWith('(')).sort((a, b) => b[1] - a[1]);
  for (const [k, ms] of incl.slice(0, top)) console.log(`${(ms / per).toFixed(3)} ms  ${k}`);
}
