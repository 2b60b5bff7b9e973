// The steps of `npm run test:examples` (scripts/test-examples.mjs), importable so the CI ship tests
// (scripts/ship/ship.test.ts) run the same code: pack the published packages, install the tarballs into a copy
// of an example outside the workspace, build it, and run the Node example against the reference server.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { exec, freePort } from './exec.mjs';
import { PUBLISHED, pack, readJson, root } from './packages.mjs';

export const EXAMPLES = ['react-vite', 'node-sdk'];

/** Packs every published package (from its current dist) into `dir`: `{ '@tsumiki/sdk': '/…/tsumiki-sdk-….tgz' }`. */
export function packTarballs(dir) {
  mkdirSync(dir, { recursive: true });
  return Object.fromEntries(PUBLISHED.map(({ name, dir: pkg }) => [name, pack(pkg, dir).tarball]));
}

/**
 * Copies `examples/<name>` into `work` (outside the workspace, so nothing resolves from the root node_modules
 * or through the `@tsumiki/source` condition), points its `@tsumiki/*` dependencies at the tarballs and runs
 * `npm install --prefer-offline`. Returns the copy's folder.
 */
export async function prepareExample(work, name, tarballs, { echo = false } = {}) {
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
  const install = ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'];
  await exec('npm', [...install, '--loglevel=error'], {
    cwd: dir,
    echo,
    env: { ...process.env, npm_config_workspaces: '' },
  });
  return dir;
}

/** `npm run build` (tsc + vite build) of the react-vite copy; returns the CSS assets it wrote. */
export async function buildReactVite(dir, { echo = false } = {}) {
  await exec('npm', ['run', 'build'], { cwd: dir, echo });
  const assets = path.join(dir, 'dist/assets');
  const css = readdirSync(assets)
    .filter((f) => f.endsWith('.css'))
    .map((file) => ({ file, size: statSync(path.join(assets, file)).size }));
  return { css };
}

/**
 * The reference server from packages/server/dist on a free port with a fresh PGlite database under `dataDir`;
 * resolves once /healthz answers. `stop()` ends it (by its pid) and resolves when it has exited.
 */
export async function startServer(dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, 'pglite'),
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      APP_DIST: path.join(dataDir, 'no-app'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr.on('data', (chunk) => {
    log += chunk;
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return { baseUrl, stop, log: () => log };
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`server did not answer /healthz within 120 s:\n${log}`);
}

/**
 * Builds the node-sdk copy (tsc) and runs it against a fresh reference server (or `server`, one from
 * `startServer` the caller runs): it registers, signs in and prints `{ account, totalAssets }` as its last line,
 * which is returned with everything it printed.
 */
export async function runNodeSdk(dir, dataDir, { echo = false, server: running } = {}) {
  await exec('npm', ['run', 'build'], { cwd: dir, echo });
  // A server the caller already runs (the ship test shares one), else one of its own.
  const server = running ?? (await startServer(dataDir));
  try {
    const output = await exec(process.execPath, ['dist/main.js'], {
      cwd: dir,
      echo,
      env: { ...process.env, BASE_URL: `${server.baseUrl}/api/vue` },
    });
    const last = output.trim().split('\n').at(-1) ?? '';
    let summary;
    try {
      summary = JSON.parse(last);
    } catch {
      throw new Error(`node-sdk printed no summary line:\n${output}`);
    }
    return { summary, output };
  } finally {
    if (!running) await server.stop();
  }
}
