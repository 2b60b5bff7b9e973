import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';
import { defineConfig } from 'tsup';
import { sourceEntries } from '../../scripts/lib/sourceEntries.mjs';

const external = ['react', 'react-dom', 'react/jsx-runtime', 'radix-ui', '@tsumiki/sdk'];

/** Public subpaths, in the order their CSS must cascade (tokens first, screens last). */
const entry = {
  theme: 'src/theme/index.ts',
  index: 'src/index.ts',
  charts: 'src/charts/index.ts',
  screens: 'src/screens/index.ts',
};

/** The built-in themes: one subpath each (`@tsumiki/ui/themes/<name>`, and its `.css`), as Braid ships them. */
const THEMES = ['light', 'dark', 'murasaki'];
const themeEntries = Object.fromEntries(THEMES.map((t) => [`themes/${t}`, `src/theme/themes/${t}.css.ts`]));

/** A theme module, however an entry imports it: kept out of `base.css`. */
const THEME_MODULE = new RegExp(`themes/(${THEMES.join('|')})\\.css$`);

/** Bundles `contents` (imports of our entries) once and returns the CSS of every `.css.ts` module it reaches. */
async function bundleCss(contents: string, options: { withoutThemes?: boolean } = {}): Promise<string> {
  const tmp = path.resolve('dist/.style');
  await build({
    stdin: { contents, resolveDir: path.resolve('.'), sourcefile: 'style-entry.ts', loader: 'ts' },
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    outfile: path.join(tmp, 'style.js'),
    external: [...external, 'd3-shape', 'dompurify', '@vanilla-extract/dynamic'],
    plugins: [
      ...(options.withoutThemes
        ? [
            {
              name: 'themes-apart',
              setup(b: { onResolve: (o: { filter: RegExp }, f: (a: { path: string }) => object) => void }) {
                b.onResolve({ filter: THEME_MODULE }, (args) => ({ path: args.path, external: true }));
              },
            },
          ]
        : []),
      vanillaExtractPlugin({ identifiers: 'short' }),
    ],
    logLevel: 'warning',
  });
  const css = await readFile(path.join(tmp, 'style.css'), 'utf8').catch(() => '');
  await rm(tmp, { recursive: true, force: true });
  return css;
}

/**
 * esbuild writes one CSS file per entry, each repeating every `.css.ts` module that entry reaches. So after the
 * JS build we bundle the entries once more, in cascade order, into one graph, each `.css.ts` module once:
 * `dist/base.css` (components, charts, screens, no theme), `dist/themes/<name>.css` (one theme each) and
 * `dist/style.css` (all themes and the base, what most apps import). The per-entry CSS files are removed so no
 * one imports half of the styles.
 */
async function writeStylesheets() {
  const base = await bundleCss(
    Object.entries(entry)
      .map(([name, file]) => `export * as ${name} from './${file}';`)
      .join('\n'),
    { withoutThemes: true },
  );
  const themes = [];
  for (const theme of THEMES)
    themes.push(await bundleCss(`export * from './src/theme/themes/${theme}.css.ts';`));
  for (const file of await readdir('dist', { recursive: true })) {
    if (file.endsWith('.css')) await rm(path.join('dist', file));
  }
  await mkdir('dist/themes', { recursive: true });
  await writeFile('dist/base.css', base);
  for (const [i, theme] of THEMES.entries()) await writeFile(`dist/themes/${theme}.css`, themes[i] ?? '');
  // The themes set their vars at specificity zero, so their place in the cascade does not matter.
  await writeFile('dist/style.css', `${themes.join('')}${base}`);
}

export default defineConfig(async () => ({
  // One output module per reachable source module (see sourceEntries), so `import { Button }` does not carry
  // the components that happen to share a chunk with it, nor their radix primitives.
  entry: await sourceEntries({ ...entry, ...themeEntries }),
  dts: { entry: { ...entry, ...themeEntries } },
  format: ['esm'],
  splitting: true,
  clean: true,
  minify: true,
  // No source maps in the package: they would ship our source paths and are not needed to debug minified CSS-in-JS.
  sourcemap: false,
  target: 'es2022',
  external,
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  onSuccess: writeStylesheets,
}));
