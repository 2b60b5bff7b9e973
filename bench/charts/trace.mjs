#!/usr/bin/env node
// Where a pan frame's main-thread time goes, from a Chromium trace (thread time, so steadier than wall time
// on a loaded machine), for one contender on the page `run.mjs` built. Frames are split at each
// BeginMainFrame; every frame's thread time is summed by stage (script: the pan and the rAF drawing; the
// canvas raster and hand-off to the compositor at commit; GC; the rest), and the frames that took longer than
// 25 ms are broken down on their own, so it shows where the dropped frames go.
// Usage: node bench/charts/trace.mjs [--lib=ours|lwc] [--size=10000] [--throttle=4] [--frames=240] [--top=12]
import { arg, launch, load, serve } from './shared.mjs';

const lib = arg('lib', 'ours');
const size = Number(arg('size', '10000'));
const throttle = Number(arg('throttle', '4'));
const frames = Number(arg('frames', '240'));
const top = Number(arg('top', '12'));

const server = await serve();
const browser = await launch();
const { page, cdp } = await load(browser, server.url, lib, size);
await page.evaluate(() => window.bench.firstRender());
await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
await browser.startTracing(page, {
  categories: [
    'toplevel',
    '__metadata',
    'blink',
    'cc',
    'gpu',
    'skia',
    'v8',
    'blink.canvas',
    'disabled-by-default-devtools.timeline',
    'disabled-by-default-v8.gc',
  ],
});
const gaps = await page.evaluate(([f]) => window.bench.pan(f, 5), [frames]);
const trace = JSON.parse((await browser.stopTracing()).toString());
await browser.close();
server.close();

const main = trace.traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const onMain = (e) => e.pid === main?.pid && e.tid === main?.tid;
const events = trace.traceEvents
  .filter((e) => e.ph === 'X' && onMain(e) && e.tdur != null)
  .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
// Self thread time: each event's time minus its nested children's.
const stack = [];
for (const e of events) {
  while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= e.ts) stack.pop();
  e.self = e.tdur;
  e.parents = stack.map((p) => p.name);
  const parent = stack[stack.length - 1];
  if (parent) parent.self -= e.tdur;
  stack.push(e);
}
const stage = (e) => {
  const all = [e.name, ...e.parents];
  if (all.some((n) => /GC|Scavenge|MarkCompact|V8\.GC/i.test(n))) return 'gc';
  // With --disable-gpu a canvas is rastered in software when its layer is updated for the commit
  // (DoUpdateLayers), then copied for the compositor (ProduceCanvasResource).
  if (
    all.some((n) =>
      /DoUpdateLayers|FinalizeFrame|ProduceCanvasResource|Canvas.*Flush|FlushRecording|Raster/i.test(n),
    )
  )
    return 'canvas raster + hand-off';
  if (all.some((n) => /^v8\.(callFunction|run)$|FireAnimationFrame|FunctionCall/.test(n)))
    return 'script (pan + draw)';
  if (all.some((n) => /Paint|Commit|UpdateLayer|Layerize|PrePaint/i.test(n))) return 'paint + commit';
  if (all.some((n) => /Layout|UpdateStyle|RecalculateStyles/i.test(n))) return 'style + layout';
  return 'other';
};
const starts = events.filter((e) => e.name === 'ProxyMain::BeginMainFrame').map((e) => e.ts);
const perFrame = starts
  .slice(0, -1)
  .map((s, k) => ({ start: s, end: starts[k + 1], stages: new Map(), cpu: 0 }));
let f = 0;
const names = new Map();
for (const e of events) {
  while (f < perFrame.length && e.ts >= perFrame[f].end) f++;
  if (f >= perFrame.length) break;
  if (e.ts < perFrame[f].start) continue;
  const s = stage(e);
  perFrame[f].stages.set(s, (perFrame[f].stages.get(s) ?? 0) + e.self);
  perFrame[f].cpu += e.self;
  names.set(e.name, (names.get(e.name) ?? 0) + e.self);
}
const ms = (us) => (us / 1000).toFixed(2);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? 0;
const summary = (list, title) => {
  const totals = new Map();
  for (const fr of list) for (const [k, v] of fr.stages) totals.set(k, (totals.get(k) ?? 0) + v);
  const cpu = list.map((fr) => fr.cpu);
  console.log(
    `${title}: ${list.length} frames, main-thread cpu p50 ${ms(median(cpu))} ms, mean ${ms(cpu.reduce((a, b) => a + b, 0) / Math.max(1, list.length))} ms`,
  );
  for (const [k, v] of [...totals].sort((a, b) => b[1] - a[1]))
    console.log(`  ${ms(v / Math.max(1, list.length))} ms/frame  ${k}`);
};
const long = perFrame.filter((fr) => fr.end - fr.start > 25_000);
console.log(
  `${lib} ${size} bars at CPU ${throttle}x: ${gaps.filter((g) => g > 25).length}/${gaps.length} rAF intervals > 25 ms`,
);
summary(perFrame, 'all frames');
summary(long, 'frames > 25 ms');
console.log('top events by self thread time, per frame:');
for (const [k, v] of [...names].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`  ${ms(v / Math.max(1, perFrame.length))} ms  ${k}`);
