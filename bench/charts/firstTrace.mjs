#!/usr/bin/env node
// Where a first render's main-thread time goes, from a Chromium trace of each run (thread time, so it moves
// far less with the machine's load than the wall-clock figures of run.mjs), for contenders interleaved run by
// run in fresh browsers, as run.mjs runs them, on the page it built. Per run: the thread time of the tasks from
// the start of the mount to the frame after the painted one (the thread-time counterpart of run.mjs's first
// render), of the mount task, of the painted frame and of its canvas raster and hand-off.
// With --base=DIR (a copy of bench/results/charts-page built from another commit), `base:LIB` contenders run
// that build, interleaved with this one's: an engine change against the build before it, in the same runs.
// Usage: node bench/charts/firstTrace.mjs [--libs=ours,d3] [--sizes=1000,10000,100000] [--runs=5] [--stages]
//          [--base=DIR --libs=base:ours,ours,d3]
import { execSync } from 'node:child_process';
import path from 'node:path';
import { arg, launch, load, serve } from './shared.mjs';

const libs = arg('libs', 'ours,d3').split(',');
const base = arg('base', '');
const sizes = arg('sizes', '1000,10000,100000').split(',').map(Number);
const runs = Number(arg('runs', '5'));
const stages = process.argv.includes('--stages');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const ms = (us) => us / 1000;

const server = await serve();
const baseServer = base ? await serve(path.resolve(base)) : null;
const load0 = execSync('uptime').toString().trim();
const out = new Map();
for (const size of sizes) {
  for (let r = 0; r < runs; r++) {
    for (const spec of libs) {
      const lib = spec.replace(/^base:/, '');
      const at = spec === lib ? server : baseServer;
      if (!at) throw new Error(`${spec} needs --base=DIR`);
      const browser = await launch();
      const { page } = await load(browser, at.url, lib, size);
      await browser.startTracing(page, {
        categories: [
          'toplevel',
          '__metadata',
          'blink',
          'cc',
          'v8',
          'blink.canvas',
          'disabled-by-default-devtools.timeline',
          'disabled-by-default-v8.compile',
        ],
      });
      const first = await page.evaluate(() => window.bench.firstRender());
      const trace = JSON.parse((await browser.stopTracing()).toString());
      await browser.close();
      const main = trace.traceEvents.find(
        (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
      );
      const events = trace.traceEvents
        .filter((e) => e.ph === 'X' && e.pid === main?.pid && e.tid === main?.tid && e.tdur != null)
        .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
      // Self thread time and nesting depth of each event.
      const stack = [];
      for (const e of events) {
        while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= e.ts) stack.pop();
        e.self = e.tdur;
        e.depth = stack.length;
        const parent = stack[stack.length - 1];
        if (parent) parent.self -= e.tdur;
        stack.push(e);
      }
      const tops = events.filter((e) => e.depth === 0);
      // The mount is the page.evaluate task, the longest one; the first render ends `first.ms` after it starts.
      const mount = tops.reduce((a, b) => (b.tdur > a.tdur ? b : a));
      const end = mount.ts + first.ms * 1000;
      const within = (e, t) => e.ts >= t.ts && e.ts < t.ts + t.dur;
      const painted = tops.find(
        (t) => t.ts > mount.ts && events.some((e) => e.name === 'ProxyMain::BeginMainFrame' && within(e, t)),
      );
      const raster = painted
        ? events
            .filter((e) => e.name === 'Canvas2DResourceProvider::ProduceCanvasResource' && within(e, painted))
            .reduce((a, e) => a + e.tdur, 0)
        : 0;
      const key = `${spec} ${size}`;
      const o = out.get(key) ?? { first: [], wall: [], mount: [], frame: [], raster: [], self: new Map() };
      out.set(key, o);
      o.first.push(ms(tops.filter((t) => t.ts >= mount.ts && t.ts < end).reduce((a, t) => a + t.tdur, 0)));
      o.wall.push(first.ms);
      o.mount.push(ms(mount.tdur));
      o.frame.push(ms(painted?.tdur ?? 0));
      o.raster.push(ms(raster));
      for (const e of events.filter((e) => within(e, mount)))
        o.self.set(e.name, (o.self.get(e.name) ?? 0) + ms(e.self));
    }
  }
}
server.close();
baseServer?.close();
console.log(
  `Load before: ${load0}; after: ${execSync('uptime').toString().trim()}. Median of ${runs} (min–max), ms.`,
);
console.log(
  '| contender | bars | first render, thread | mount task | painted frame | of which canvas raster | first render, wall |',
);
console.log('|---|---|---|---|---|---|---|');
const cell = (xs) => `${median(xs).toFixed(2)} (${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)})`;
for (const [key, o] of out) {
  const [lib, size] = key.split(' ');
  console.log(
    `| ${lib} | ${size} | ${cell(o.first)} | ${cell(o.mount)} | ${cell(o.frame)} | ${cell(o.raster)} | ${cell(o.wall)} |`,
  );
}
if (stages) {
  for (const [key, o] of out) {
    console.log(`${key}: mount task by trace event, self thread time, mean of ${runs}`);
    for (const [name, t] of [...o.self].sort((a, b) => b[1] - a[1]).slice(0, 10))
      console.log(`  ${(t / runs).toFixed(3)}  ${name}`);
  }
}
