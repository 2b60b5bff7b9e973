import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findUp(start: string, marker: string): string | undefined {
  let dir = start;
  for (;;) {
    if (existsSync(path.join(dir, marker))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The repository root: the nearest folder above this module holding `openapi/tsumiki.yaml`.
 * Works from `src/` (tests, tsx) and from the bundled `dist/` alike. Falls back to the working directory.
 */
export function projectRoot(): string {
  return findUp(here, 'openapi/tsumiki.yaml') ?? process.cwd();
}

/** The server package folder (holds `migrations/`), or the built `dist/` (the build copies them there). */
export function serverRoot(): string {
  return findUp(here, 'migrations/001_init.sql') ?? path.join(projectRoot(), 'packages/server');
}

/**
 * The API contract: `tsumiki.yaml` beside the bundle (the build copies it into `dist/`, so a deployed server needs
 * no source tree), else the repository's `openapi/tsumiki.yaml`.
 */
export function contractFile(): string {
  const bundled = path.join(here, 'tsumiki.yaml');
  return existsSync(bundled) ? bundled : path.join(projectRoot(), 'openapi/tsumiki.yaml');
}

/** The PGlite data directory: DATA_DIR, default `<root>/.data/pglite` (used only without DATABASE_URL). */
export function dataDirFromEnv(env: NodeJS.ProcessEnv): string {
  return env.DATA_DIR || path.join(projectRoot(), '.data/pglite');
}
