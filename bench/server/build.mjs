// Bundles bench/server/harness.ts (the server from source, esbuild) for the bench scripts; answers its module.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The path of the bundled harness (built on each call). */
export async function buildHarness() {
  const outdir = path.join(here, '.build');
  mkdirSync(outdir, { recursive: true });
  const outfile = path.join(outdir, 'harness.mjs');
  await esbuild.build({
    entryPoints: [path.join(here, 'harness.ts')],
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
