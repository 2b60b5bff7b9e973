// Installs the packed @tsumiki/sdk and @tsumiki/ui tarballs into copies of examples/* outside the workspace,
// then builds and runs them: react-vite (tsc + vite build) and node-sdk (tsc, then sign in against the
// reference server started from packages/server/dist on a free port with a temporary database).
// `--no-build` reuses the current dist folders. Needs the registry or a warm npm cache for the examples'
// third-party dependencies (`--prefer-offline`): see examples/README.md.
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PUBLISHED, pack, readJson, root, run } from './lib/packages.mjs';

const keep = process.argv.includes('--keep');
if (!process.argv.includes('--no-build')) {
  run('npm', ['run', 'build:packages']);
  run('npm', ['run', 'build', '-w', '@tsumiki/server']);
}

const work = mkdtempSync(path.join(tmpdir(), 'tsumiki-examples-'));
const tarballDir = path.join(work, 'tarballs');
mkdirSync(tarballDir);
const tarballs = Object.fromEntries(PUBLISHED.map(({ name, dir }) => [name, pack(dir, tarballDir).tarball]));
console.log(
  `packed: ${Object.values(tarballs)
    .map((t) => path.basename(t))
    .join(', ')} into ${tarballDir}`,
);

/** Copies an example out of the workspace (so nothing resolves from the root node_modules) and installs it. */
function prepare(name) {
  const dir = path.join(work, name);
  cpSync(path.join(root, 'examples', name), dir, {
    recursive: true,
    filter: (src) => !/(^|\/)(node_modules|dist)$/.test(src),
  });
  const manifest = readJson(path.join(dir, 'package.json'));
  for (const [pkg, tarball] of Object.entries(tarballs)) {
    if (manifest.dependencies?.[pkg]) manifest.dependencies[pkg] = `file:${tarball}`;
  }
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const npm = [
    'install',
    '--prefer-offline',
    '--no-audit',
    '--no-fund',
    '--ignore-scripts',
    '--loglevel=error',
  ];
  execFileSync('npm', npm, {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, npm_config_workspaces: '' },
  });
  return dir;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The reference server on a fresh PGlite database in the temp folder; resolves once /healthz answers. */
async function startServer() {
  const port = await freePort();
  const data = path.join(work, 'server');
  const child = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(data, 'pglite'),
      UPLOAD_DIR: path.join(data, 'uploads'),
      APP_DIST: path.join(data, 'no-app'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return { baseUrl, stop: () => child.kill('SIGTERM') };
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('server did not answer /healthz within 120 s');
}

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
  const dir = prepare('react-vite');
  execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: 'inherit' });
  const assets = path.join(dir, 'dist/assets');
  const css = readdirSync(assets).filter((f) => f.endsWith('.css'));
  // The kit's single stylesheet must reach the app: one CSS asset with the themes in it.
  if (css.length !== 1 || statSync(path.join(assets, css[0])).size < 20_000) {
    throw new Error(`expected the kit stylesheet in dist/assets, found ${css.join(', ') || 'no CSS'}`);
  }
});

await example('node-sdk', async () => {
  const dir = prepare('node-sdk');
  execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: 'inherit' });
  const server = await startServer();
  try {
    const out = execFileSync(process.execPath, ['dist/main.js'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, BASE_URL: `${server.baseUrl}/api/vue` },
    });
    console.log(out.trim());
    const { totalAssets } = JSON.parse(out.trim().split('\n').at(-1));
    if (!/\d/.test(totalAssets ?? '')) throw new Error(`no total assets in ${out}`);
  } finally {
    server.stop();
  }
});

for (const [name, status, ms] of results)
  console.log(`${status === 'passed' ? '✓' : '✗'} ${name} (${ms} ms)`);
if (!keep) rmSync(work, { recursive: true, force: true });
else if (existsSync(work)) console.log(`kept ${work}`);
const failed = results.filter((r) => r[1] === 'failed').length;
console.log(`examples: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
