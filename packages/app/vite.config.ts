import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build } from 'esbuild';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

/** The built-in theme of the brand a build ships (`VITE_BRAND`, default tsumiki), read from the brand files. */
async function brandTheme(brandId: string | undefined): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./src/brand/index.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
    define: { 'import.meta.env.VITE_BRAND': JSON.stringify(brandId ?? 'tsumiki') },
  });
  const code = result.outputFiles[0]?.text ?? '';
  const { brand } = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  return brand.theme;
}

const BRAND_THEME = 'virtual:brand-theme';

/**
 * `import 'virtual:brand-theme'` brings the CSS of the shipped brand's theme alone
 * (`@tsumiki/ui/themes/<name>`): the brand is chosen at build time, so the other brands' themes never ship.
 */
function brandThemePlugin(): Plugin {
  let brandId: string | undefined;
  return {
    name: 'tsumiki-brand-theme',
    configResolved(config) {
      brandId = config.env.VITE_BRAND;
    },
    resolveId: (id) => (id === BRAND_THEME ? `\0${BRAND_THEME}` : undefined),
    async load(id) {
      if (id === `\0${BRAND_THEME}`) return `import '@tsumiki/ui/themes/${await brandTheme(brandId)}';`;
      return undefined;
    },
  };
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), brandThemePlugin()],
  resolve: { conditions: ['@tsumiki/source', ...defaultClientConditions] },
  base: './',
  // Every browser the app supports knows modulepreload: the polyfill would only add bytes to the entry.
  build: { outDir: 'dist', sourcemap: false, modulePreload: { polyfill: false } },
});
