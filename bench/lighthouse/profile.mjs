// Where the main thread goes on a cold signed-in load (issue 17 item 2): each page of `--pages` is opened
// `--runs` times (3) in Debian's Chromium with the CPU slowed 4x (CDP `Emulation.setCPUThrottlingRate`, as
// Lighthouse simulates), signed in through localStorage as bench/lighthouse/run.mjs does, and recorded with the
// V8 CPU profiler until the page has shown its data and committed nothing for 1.5 s. Printed per page (medians):
// main-thread busy ms (profile samples that are not idle), long tasks > 50 ms (count, total, blocking time
// over 50 ms as TBT counts it), React commits and which components rendered how often (a React DevTools hook:
// production React reports commits to it), the timeline's style, layout, parse, compile and paint time (CDP
// Tracing), and the functions with the most self time. Serves
// packages/app/dist (or `--app-dist DIR`, e.g. a `vite build --minify false` copy for readable names) from the
// built reference server; run `npm run build` first.

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { CHROMIUM_FLAGS, chromiumPath, root, startReferenceServer } from '../lib/referenceServer.mjs';
import { ROUTES, signUp } from '../size/routes.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: 'home,quote list' },
    'app-dist': { type: 'string' },
    top: { type: 'string', default: '12' },
  },
});
const runs = Number(args.runs);
const pages = args.pages.split(',').map((name) => {
  const route = ROUTES.find((r) => r.name === name.trim());
  if (!route) throw new Error(`no route named ${name}`);
  return route;
});
const appDist = args['app-dist'] ? path.resolve(args['app-dist']) : path.join(root, 'packages/app/dist');

// Installed before the app's scripts: counts React commits and the function components that performed work
// in each (PerformedWork flag), and records long tasks.
const hook = () => {
  const stats = { commits: 0, rendered: {}, commitTimes: [], longTasks: [], intl: {} };
  window.__tbt = stats;
  // Each `Intl` constructor counted and timed: the first of a kind loads the locale's ICU data.
  for (const kind of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'Collator', 'RelativeTimeFormat']) {
    const Original = Intl[kind];
    if (typeof Original !== 'function') continue;
    // A Proxy keeps the constructor a constructor (and its statics), timing each `new`.
    const counted = new Proxy(Original, {
      construct(target, args) {
        const t = performance.now();
        const made = new target(...args);
        const ms = performance.now() - t;
        stats.intl[kind] ??= { count: 0, ms: 0, first: 0 };
        const entry = stats.intl[kind];
        if (entry.count === 0) entry.first = ms;
        entry.count += 1;
        entry.ms += ms;
        return made;
      },
    });
    Intl[kind] = counted;
  }
  const name = (fiber) => {
    const t = fiber.type;
    if (typeof t === 'function') return t.displayName || t.name || 'anonymous';
    if (t && typeof t === 'object') {
      const inner = t.render || t.type;
      return `${t.displayName || (inner && (inner.displayName || inner.name)) || 'anonymous'}${t.render ? ' (forwardRef)' : ' (memo)'}`;
    }
    return null;
  };
  const walk = (fiber) => {
    const stack = [fiber];
    while (stack.length) {
      const f = stack.pop();
      if (!f) continue;
      // PerformedWork = 1: the component's function ran in this commit.
      if ((f.flags & 1) === 1) {
        const n = name(f);
        if (n) stats.rendered[n] = (stats.rendered[n] ?? 0) + 1;
      }
      if (f.sibling) stack.push(f.sibling);
      // A subtree React did not visit keeps its old fibers (and their old flags): skip it.
      if (f.child && (!f.alternate || f.child !== f.alternate.child)) stack.push(f.child);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      this.renderers.set(this.renderers.size + 1, renderer);
      return this.renderers.size;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      stats.commits += 1;
      stats.commitTimes.push(Math.round(performance.now()));
      walk(root.current.child);
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      stats.longTasks.push({ start: Math.round(e.startTime), ms: Math.round(e.duration) });
  }).observe({ type: 'longtask', buffered: true });
};

/** Timeline events summed per name (they nest: a forced style recalculation is inside its FunctionCall). */
const TIMELINE = new Set([
  'RunTask',
  'FunctionCall',
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'MajorGC',
  'MinorGC',
]);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : Number.NaN;
};

function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]);
    const us = dt[i + 1] ?? 0;
    self.set(node.id, (self.get(node.id) ?? 0) + us);
  }
  let busy = 0;
  const byFunction = new Map();
  for (const [id, us] of self) {
    const { callFrame: f } = byId.get(id);
    if (f.functionName === '(idle)') continue;
    busy += us;
    const file = f.url ? f.url.split('/').pop() : '';
    const key = `${f.functionName || '(anonymous)'} ${file}${f.url ? `:${f.lineNumber + 1}:${f.columnNumber + 1}` : ''}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  }
  return { busyMs: busy / 1000, byFunction };
}

async function profileOnce(browser, origin, session, route) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1 });
  await context.addInitScript(
    ({ token, account }) => {
      localStorage.setItem('tokend', token);
      localStorage.setItem('account', account);
    },
    { token: session.token, account: session.account },
  );
  await context.addInitScript(hook);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`${route.name}: page error: ${error.message}`));
  page.on('console', (m) => m.type() === 'error' && console.error(`${route.name}: console: ${m.text()}`));
  page.on('requestfailed', (r) =>
    console.error(`${route.name}: failed: ${r.url()} ${r.failure()?.errorText}`),
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  // The timeline too: what the profiler lumps as "(program)" (style, layout, parsing, compiling, painting).
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8',
    transferMode: 'ReportEvents',
  });
  const t0 = Date.now();
  await page.goto(`${origin}/${route.url}`, { waitUntil: 'load' });
  await page.waitForSelector(route.ready, { timeout: 60_000 });
  // The page keeps a price stream open (no network idle): wait until no React commit for 1.5 s (at most 15 s).
  for (let i = 0; i < 30; i++) {
    await page.waitForTimeout(500);
    const lastCommit = await page.evaluate(() => [performance.now(), window.__tbt.commitTimes.at(-1) ?? 0]);
    if (lastCommit[0] - lastCommit[1] > 1500) break;
  }
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Tracing.end');
  await traced;
  const wall = Date.now() - t0;
  const stats = await page.evaluate(() => window.__tbt);
  await context.close();
  const { busyMs, byFunction } = selfTimes(profile);
  // Renderer main thread: the thread of the page's first `ParseHTML` (or `EvaluateScript`).
  const main = events.find((e) => e.name === 'ParseHTML' || e.name === 'EvaluateScript');
  const timeline = new Map();
  for (const e of events) {
    if (!main || e.pid !== main.pid || e.tid !== main.tid || e.ph !== 'X' || !TIMELINE.has(e.name)) continue;
    timeline.set(e.name, (timeline.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  }
  const long = stats.longTasks;
  return {
    wall,
    busyMs,
    longCount: long.length,
    longMs: long.reduce((s, t) => s + t.ms, 0),
    blockingMs: long.reduce((s, t) => s + Math.max(0, t.ms - 50), 0),
    longTasks: long,
    commits: stats.commits,
    timeline,
    commitTimes: stats.commitTimes,
    rendered: stats.rendered,
    intl: stats.intl,
    byFunction,
  };
}

const load = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const { origin, stop } = await startReferenceServer({ appDist });
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  headless: true,
  args: CHROMIUM_FLAGS,
});
try {
  const session = await signUp(origin);
  console.log(`app: ${path.relative(root, appDist)}; 4x CPU; ${runs} cold runs per page; ${load()}`);
  for (const route of pages) {
    // One warm-up load (server caches, PGlite) before the measured runs.
    await profileOnce(browser, origin, session, route);
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await profileOnce(browser, origin, session, route));
    const pick = (k) => median(results.map((r) => r[k]));
    console.log(`\n## ${route.name} (/${route.url})`);
    console.log(
      `busy ${pick('busyMs').toFixed(0)} ms | long tasks ${pick('longCount')} (${pick('longMs')} ms, blocking ${pick('blockingMs')} ms) | React commits ${pick('commits')} | per run busy ${results.map((r) => r.busyMs.toFixed(0)).join(', ')}; blocking ${results.map((r) => r.blockingMs).join(', ')}`,
    );
    console.log(
      `timeline (median ms): ${[...TIMELINE]
        .map((n) => [n, median(results.map((r) => r.timeline.get(n) ?? 0))])
        .filter(([, ms]) => ms >= 1)
        .map(([n, ms]) => `${n} ${ms.toFixed(0)}`)
        .join(', ')}`,
    );
    const last = results[results.length - 1];
    console.log(
      `long tasks (last run, start:ms): ${last.longTasks.map((t) => `${t.start}:${t.ms}`).join(' ')}`,
    );
    console.log(`commits at (ms): ${last.commitTimes.join(' ')}`);
    console.log(
      `Intl constructors (last run): ${
        Object.entries(last.intl)
          .map(([kind, e]) => `${kind} ×${e.count} ${e.ms.toFixed(1)} ms (first ${e.first.toFixed(1)})`)
          .join(', ') || 'none'
      }`,
    );
    const rendered = Object.entries(last.rendered).sort((a, b) => b[1] - a[1]);
    console.log(
      `renders (last run, top): ${rendered
        .slice(0, Number(args.top) * 2)
        .map(([n, c]) => `${n}×${c}`)
        .join(', ')}`,
    );
    const merged = new Map();
    for (const r of results)
      for (const [k, us] of r.byFunction) merged.set(k, (merged.get(k) ?? 0) + us / runs);
    const top = [...merged].sort((a, b) => b[1] - a[1]).slice(0, Number(args.top));
    console.log('self time (mean per run):');
    for (const [k, us] of top) console.log(`  ${(us / 1000).toFixed(1).padStart(7)} ms  ${k}`);
  }
  console.log(`\n${load()}`);
} finally {
  await browser.close();
  stop();
}
