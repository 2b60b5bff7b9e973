import { readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';
import { defineConfig } from 'tsup';
import { sourceEntries } from '../../scripts/lib/sourceEntries.mjs';

const external = ['react', 'react-dom', 'react/jsx-runtime', 'radix-ui', '@tsumiki/sdk'];

/** Public subpaths, in the order their CSS must cascade (tokens and themes first, screens last). */
const entry = {
  theme: 'src/theme/index.ts',
  index: 'src/index.ts',
  charts: 'src/charts/index.ts',
  screens: 'src/screens/index.ts',
};

/**
 * esbuild writes one CSS file per entry, each repeating every `.css.ts` module that entry reaches (the theme
 * is in all four). Consumers should import exactly one stylesheet, so after the JS build we bundle all the
 * entries once more, in cascade order, into a single graph: each `.css.ts` module then appears once, and the
 * result is `dist/style.css`. The per-entry CSS files are removed so no one imports half of the styles.
 */
async function writeSingleStylesheet() {
  const tmp = path.resolve('dist/.style');
  await build({
    stdin: {
      contents: Object.entries(entry)
        .map(([name, file]) => `export * as ${name} from './${file}';`)
        .join('\n'),
      resolveDir: path.resolve('.'),
      sourcefile: 'style-entry.ts',
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    outfile: path.join(tmp, 'style.js'),
    external: [...external, 'd3-scale', 'd3-shape', 'dompurify', '@vanilla-extract/dynamic'],
    plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
    logLevel: 'warning',
  });
  await rename(path.join(tmp, 'style.css'), path.resolve('dist/style.css'));
  await rm(tmp, { recursive: true, force: true });
  for (const file of await readdir('dist', { recursive: true })) {
    if (file.endsWith('.css') && file !== 'style.css') await rm(path.join('dist', file));
  }
}

export default defineConfig(async () => ({
  // One output module per reachable source module (see sourceEntries), so `import { Button }` does not carry
  // the components that happen to share a chunk with it, nor their radix primitives.
  entry: await sourceEntries(entry),
  dts: { entry },
  format: ['esm'],
  splitting: true,
  clean: true,
  minify: true,
  // No source maps in the package: they would ship our source paths and are not needed to debug minified CSS-in-JS.
  sourcemap: false,
  target: 'es2022',
  external,
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  onSuccess: writeSingleStylesheet,
}));
