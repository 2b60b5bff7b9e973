// Installs the packed @tsumiki/sdk and @tsumiki/ui tarballs into copies of examples/* outside the workspace,
// then builds and runs them: react-vite (tsc + vite build) and node-sdk (tsc, then sign in against the
// reference server started from packages/server/dist on a free port with a temporary database).
// `--no-build` reuses the current dist folders. Needs the registry or a warm npm cache for the examples'
// third-party dependencies (`--prefer-offline`): see examples/README.md. The steps live in lib/examples.mjs,
// which CI's ship tests (scripts/ship/ship.test.ts) run too.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildReactVite, packTarballs, prepareExample, runNodeSdk } from './lib/examples.mjs';
import { run } from './lib/packages.mjs';

const keep = process.argv.includes('--keep');
const echo = true;
if (!process.argv.includes('--no-build')) {
  run('npm', ['run', 'build:packages']);
  run('npm', ['run', 'build', '-w', '@tsumiki/server']);
}

const work = mkdtempSync(path.join(tmpdir(), 'tsumiki-examples-'));
const tarballs = packTarballs(path.join(work, 'tarballs'));
console.log(
  `packed: ${Object.values(tarballs)
    .map((t) => path.basename(t))
    .join(', ')} into ${path.join(work, 'tarballs')}`,
);

const results = [];
async function example(name, body) {
  const started = Date.now();
  try {
    await body();
    results.push([name, 'passed', Date.now() - started]);
  } catch (error) {
    console.error(`${name}: ${error.stack ?? error}`);
    results.push([name, 'failed', Date.now() - started]);
  }
}

await example('react-vite', async () => {
  const dir = await prepareExample(work, 'react-vite', tarballs, { echo });
  const { css } = await buildReactVite(dir, { echo });
  // The kit's single stylesheet must reach the app: one CSS asset with the themes in it.
  if (css.length !== 1 || css[0].size < 20_000) {
    const found = css.map((c) => `${c.file} (${c.size} B)`).join(', ');
    throw new Error(`expected the kit stylesheet in dist/assets, found ${found || 'no CSS'}`);
  }
});

await example('node-sdk', async () => {
  const dir = await prepareExample(work, 'node-sdk', tarballs, { echo });
  const { summary, output } = await runNodeSdk(dir, path.join(work, 'server'), { echo });
  if (!/\d/.test(summary.totalAssets ?? '')) throw new Error(`no total assets in ${output}`);
});

for (const [name, status, ms] of results)
  console.log(`${status === 'passed' ? '✓' : '✗'} ${name} (${ms} ms)`);
if (!keep) rmSync(work, { recursive: true, force: true });
else if (existsSync(work)) console.log(`kept ${work}`);
const failed = results.filter((r) => r[1] === 'failed').length;
console.log(`examples: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
