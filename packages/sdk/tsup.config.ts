import { defineConfig } from 'tsup';
import { sourceEntries } from '../../scripts/lib/sourceEntries.mjs';

/** Public subpaths; their types are bundled into one declaration file each. */
const publicEntries = {
  index: 'src/index.ts',
  rules: 'src/rules/index.ts',
  react: 'src/react/index.tsx',
  labels: 'src/labels.ts',
  locales: 'src/i18n/locales/index.ts',
  'locales/ja': 'src/i18n/locales/ja/index.ts',
  'locales/zh-CN': 'src/i18n/locales/zh-CN/index.ts',
  'locales/en': 'src/i18n/locales/en/index.ts',
};

export default defineConfig(async () => ({
  // One output module per reachable source module (see sourceEntries): `import { formatMoney }` then costs a
  // few kB instead of the whole SDK with its holiday tables, translations and store.
  entry: await sourceEntries(publicEntries),
  dts: { entry: publicEntries },
  format: ['esm'],
  splitting: true,
  clean: true,
  sourcemap: false,
  target: 'es2022',
  external: ['react'],
}));
