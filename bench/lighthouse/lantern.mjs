// Replays Lighthouse's Lantern LCP simulation over saved artifacts (`LH_ARTIFACTS=dir node run.mjs …`) and prints
// each graph's nodes by simulated end time: what the simulated LCP waits for.

import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';

const dir = process.argv[2];
const artifacts = await loadArtifacts(dir);
const settings = { ...defaultSettings, formFactor: 'mobile', throttlingMethod: 'simulate' };
const context = { computedCache: new Map(), settings };
const trace = artifacts.Trace ?? artifacts.traces?.defaultPass;
const devtoolsLog = artifacts.DevtoolsLog ?? artifacts.devtoolsLogs?.defaultPass;
const result = await LanternLargestContentfulPaint.request(
  {
    trace,
    devtoolsLog,
    settings,
    gatherContext: artifacts.GatherContext,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps ?? [],
  },
  context,
);
console.log(
  'LCP',
  Math.round(result.timing),
  'optimistic',
  Math.round(result.optimisticEstimate.timeInMs),
  'pessimistic',
  Math.round(result.pessimisticEstimate.timeInMs),
);
for (const [name, est] of [
  ['optimistic', result.optimisticEstimate],
  ['pessimistic', result.pessimisticEstimate],
]) {
  console.log(`\n## ${name}`);
  const rows = [...est.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, t] of rows) {
    const what =
      node.type === 'network'
        ? `${node.request.url.replace(/^https?:\/\/[^/]+/, '')} ${(node.request.transferSize / 1024).toFixed(1)}kB`
        : `cpu ${node.duration ? (node.duration / 1000).toFixed(1) : '?'}ms obs [${[...new Set(node.childEvents.map((e) => e.name))].filter((n) => /Layout|Paint|EvaluateScript|FunctionCall|ParseHTML|v8.compile|TimerFire|FireAnimationFrame/.test(n)).join(',')}] ${node.getEvaluateScriptURLs ? [...node.getEvaluateScriptURLs()].map((u) => u.replace(/^.*\//, '')).join(' ') : ''}`;
    console.log(
      `${String(Math.round(t.startTime)).padStart(5)} ${String(Math.round(t.endTime)).padStart(5)}  ${what}`,
    );
  }
}
