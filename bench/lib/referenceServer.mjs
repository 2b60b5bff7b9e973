// The reference server as `npm start` runs it (packages/server/dist/main.js serving packages/app/dist or
// APP_DIST), on a free loopback port with a temporary PGlite database: what the size and Lighthouse benchmarks
// load pages from.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

/** Starts the built server; resolves with its origin and a `stop()` once /healthz answers. */
export async function startReferenceServer({ appDist } = {}) {
  const work = mkdtempSync(path.join(tmpdir(), 'tsumiki-bench-'));
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'pglite'),
      UPLOAD_DIR: path.join(work, 'uploads'),
      LOG_LEVEL: 'warn',
      ...(appDist ? { APP_DIST: appDist } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  };
  try {
    for (let i = 0; ; i++) {
      if (server.exitCode !== null || i > 240) throw new Error('the reference server did not start');
      const ok = await fetch(`${origin}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 500));
    }
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}
