import path from 'node:path';
import { build } from 'esbuild';

/**
 * Every source module of `srcDir` that the public entries reach, as tsup entries. Building each reachable
 * module as its own entry (with splitting) keeps the module structure in dist, so a consumer's bundler drops
 * whole unused modules under `sideEffects` — one bundled index.js defeats that (a top-level call anywhere keeps
 * its dependencies: the SDK's core would carry the holiday tables, a Button every radix primitive). Walking the
 * import graph, rather than globbing, guarantees that tests, stories and fixtures never become entries.
 */
export async function sourceEntries(publicEntries, srcDir = 'src') {
  const result = await build({
    entryPoints: Object.values(publicEntries),
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'out',
    format: 'esm',
    platform: 'neutral',
    jsx: 'automatic',
    logLevel: 'silent',
    // Only our own files matter: every bare import (dependencies, sibling packages) stays out of the graph.
    plugins: [
      {
        name: 'bare-imports-external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => ({ path: args.path, external: true }));
        },
      },
    ],
  });
  const prefix = `${srcDir}/`;
  return Object.keys(result.metafile.inputs)
    .map((input) => path.normalize(input))
    .filter((input) => input.startsWith(prefix) && /\.tsx?$/.test(input))
    .sort();
}
