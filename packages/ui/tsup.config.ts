import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    theme: 'src/theme/index.ts',
    charts: 'src/charts/index.ts',
    screens: 'src/screens/index.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  minify: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime', 'radix-ui', '@tsumiki/sdk'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
