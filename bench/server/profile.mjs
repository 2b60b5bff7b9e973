// node bench/server/profile.mjs FILE.cpuprofile [--top N] — where a V8 CPU profile's time goes: self time by
// area (our server's modules by folder, the SDK, each dependency, Node's internals, garbage collection), then
// the top functions by self time, then the inclusive time of named stages the server's code runs through.
// Written for the profiles `node bench/server/cpu.mjs --profile DIR` records, one call each.
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args[topAt + 1]) : 25;
if (!file) {
  console.error('usage: node bench/server/profile.mjs FILE.cpuprofile [--top N]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));

const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
// Sample time: each sample lasts until the next one.
const selfUs = new Map();
const deltas = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++) {
  const dt = deltas[i + 1] ?? 0;
  selfUs.set(profile.samples[i], (selfUs.get(profile.samples[i]) ?? 0) + dt);
}
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
const idleIds = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
const idle = [...idleIds].reduce((a, id) => a + (selfUs.get(id) ?? 0), 0);
const busy = total - idle;

function area(frame) {
  const url = frame.url ?? '';
  const fn = frame.functionName;
  if (fn === '(garbage collector)') return 'GC';
  if (fn === '(program)') return 'V8/native (program)';
  if (!url) return `native: ${fn || '(anonymous)'}`;
  if (url.startsWith('node:')) return `node: ${url.slice(5).split('/')[0]}`;
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 13).split('/');
    return `dep: ${rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]}`;
  }
  const m = /packages\/(server|sdk)\/src\/(.*)$/.exec(url);
  if (m) {
    const parts = m[2].split('/');
    return `${m[1]}: ${parts.length > 1 ? parts[0] : parts[0]}`;
  }
  if (url.includes('bench/server/.build/harness.mjs')) return 'bundle (harness.mjs)';
  return url;
}

const byArea = new Map();
const byFn = new Map();
for (const [id, us] of selfUs) {
  if (idleIds.has(id)) continue;
  const f = nodes.get(id).callFrame;
  const a = area(f);
  byArea.set(a, (byArea.get(a) ?? 0) + us);
  const key = `${f.functionName || '(anonymous)'}  ${(f.url || '').replace(/^.*\/(node_modules|packages)\//, '$1/')}:${f.lineNumber + 1}`;
  byFn.set(key, (byFn.get(key) ?? 0) + us);
}

const pct = (us) => `${((100 * us) / busy).toFixed(1)}%`;
const ms = (us) => (us / 1000).toFixed(1);
console.log(`${file}: ${ms(busy)} ms busy of ${ms(total)} ms sampled (${ms(idle)} ms idle)`);
console.log('\nself time by area');
for (const [a, us] of [...byArea].sort((x, y) => y[1] - x[1]).slice(0, top))
  console.log(`  ${pct(us).padStart(6)}  ${ms(us).padStart(8)} ms  ${a}`);
console.log('\ntop functions by self time');
for (const [f, us] of [...byFn].sort((x, y) => y[1] - x[1]).slice(0, top))
  console.log(`  ${pct(us).padStart(6)}  ${ms(us).padStart(8)} ms  ${f}`);

// Inclusive time of a function name anywhere on the stack (counted once per sample).
const stageNames = args.includes('--stages')
  ? args[args.indexOf('--stages') + 1].split(',')
  : [
      'resolveSession',
      'withinLimits',
      'hit',
      'verifyFundsPassword',
      'moneyCall',
      'assetSummary',
      'fillPendingOrders',
      'positionView',
      'toQuote',
      'rawQuote',
      'timeShare',
      'sparkOf',
      'listQuoteView',
      'dailyBars',
      'intradayBars',
      'validate',
      'serialize',
      'stringify',
      'onSendEnd',
      'compress',
      'parseForm',
      'query',
      'transaction',
      'parseMessage',
    ];
const inclusive = new Map(stageNames.map((s) => [s, 0]));
for (let i = 0; i < profile.samples.length; i++) {
  const dt = deltas[i + 1] ?? 0;
  if (idleIds.has(profile.samples[i])) continue;
  const seen = new Set();
  for (let id = profile.samples[i]; id !== undefined; id = parent.get(id)) {
    const name = nodes.get(id).callFrame.functionName;
    if (inclusive.has(name) && !seen.has(name)) {
      seen.add(name);
      inclusive.set(name, inclusive.get(name) + dt);
    }
  }
}
console.log('\ninclusive time of named functions (anywhere on the stack)');
for (const [name, us] of [...inclusive].filter(([, us]) => us > 0).sort((x, y) => y[1] - x[1]))
  console.log(`  ${pct(us).padStart(6)}  ${ms(us).padStart(8)} ms  ${name}`);
