import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
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
  await writeThemeSplit();
}

/**
 * The same stylesheet split for apps that ship only the themes they use: `dist/base.css` is everything but the
 * built-in themes' variable blocks (each a single `.<theme class>{--var: value; ...}` rule), and
 * `dist/themes/<name>.css` holds one theme's block. An app whose brand comes as tokens (`applyRuntimeTokens`)
 * needs no theme file at all. The theme files go before base.css: base.css holds the price-convention classes,
 * which must win over a theme's own price colours.
 */
async function writeThemeSplit() {
  const classes = await themeClassNames();
  let base = await readFile('dist/style.css', 'utf8');
  await mkdir('dist/themes', { recursive: true });
  for (const [name, className] of Object.entries(classes)) {
    const block = new RegExp(`\\.${className}\\{[^{}]*\\}`);
    const found = block.exec(base)?.[0];
    if (!found || base.split(`.${className}`).length !== 2)
      throw new Error(`theme ${name}: expected exactly one .${className} rule in dist/style.css`);
    await writeFile(`dist/themes/${name}.css`, `${found}\n`);
    base = base.replace(found, '');
  }
  await writeFile('dist/base.css', base);
}

/** The class of each built-in theme, as the build names it (same plugin settings, so the same names). */
async function themeClassNames(): Promise<Record<string, string>> {
  const result = await build({
    stdin: {
      contents: `export { themeClasses } from './src/theme/themeClasses.css.ts';`,
      resolveDir: path.resolve('.'),
      sourcefile: 'theme-classes.ts',
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    write: false,
    outdir: 'dist/.theme-classes',
    plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
    logLevel: 'warning',
  });
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'));
  if (!js) throw new Error('theme classes: no JavaScript output');
  const module = await import(`data:text/javascript;base64,${Buffer.from(js.text).toString('base64')}`);
  return module.themeClasses;
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
