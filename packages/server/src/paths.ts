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
 * The API contract: `tsumiki.json` beside the bundle (the build writes the YAML's JSON into `dist/`, next to a copy
 * of the YAML itself, so a deployed server needs no source tree and parses no YAML at start), else the
 * repository's `openapi/tsumiki.yaml`.
 */
export function contractFile(): string {
  for (const name of ['tsumiki.json', 'tsumiki.yaml']) {
    const bundled = path.join(here, name);
    if (existsSync(bundled)) return bundled;
  }
  return path.join(projectRoot(), 'openapi/tsumiki.yaml');
}

/**
 * The PGlite data directory a first start begins from, made by the build beside the bundle (`dist/pgdata.tar.gz`);
 * from the source tree there is none (tests open PGlite in memory) and a first start runs initdb.
 */
export function pgliteTemplateFile(): string {
  return path.join(here, 'pgdata.tar.gz');
}

/** The PGlite data directory: DATA_DIR, default `<root>/.data/pglite` (used only without DATABASE_URL). */
export function dataDirFromEnv(env: NodeJS.ProcessEnv): string {
  return env.DATA_DIR || path.join(projectRoot(), '.data/pglite');
}
