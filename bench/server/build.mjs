// Bundles bench/server/harness.ts (the server from source, esbuild) for the bench scripts; answers its module.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The path of a bundled bench harness (built on each call): by default this folder's `harness.ts`; another bench
 * (bench/stream) passes its own entry and output folder.
 */
export async function buildHarness({
  entry = path.join(here, 'harness.ts'),
  outdir = path.join(here, '.build'),
} = {}) {
  mkdirSync(outdir, { recursive: true });
  const outfile = path.join(outdir, 'harness.mjs');
  await esbuild.build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['@tsumiki/source'],
    logLevel: 'warning',
    // Our packages come from source; everything else from node_modules at run time.
    plugins: [
      {
        name: 'externals',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@tsumiki/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return outfile;
}

/** Builds and imports the harness. */
export async function loadHarness() {
  return import(pathToFileURL(await buildHarness()).href);
}
