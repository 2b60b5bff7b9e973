import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The app built for this run, in a directory of its own. */
    appDist: string;
  }
}

/**
 * Builds the app once before the journeys, as `npm start` does — into a directory of this run's own, so a
 * rebuild of packages/app/dist by anyone else during the run cannot swap the route chunks under the pages.
 */
export default function setup(project: TestProject) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const outDir = mkdtempSync(path.join(tmpdir(), 'tsumiki-e2e-app-'));
  execFileSync('npm', ['run', 'build', '-w', '@tsumiki/app', '--', '--outDir', outDir, '--emptyOutDir'], {
    cwd: root,
    // vitest runs with NODE_ENV=test, which would give Vite a development build of React: build what ships.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  project.provide('appDist', outDir);
  return () => rmSync(outDir, { recursive: true, force: true });
}
