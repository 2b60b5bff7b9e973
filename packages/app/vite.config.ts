import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['@tsumiki/source', ...defaultClientConditions] },
  base: './',
  // Every browser the app supports knows modulepreload: the polyfill would only add bytes to the entry.
  build: { outDir: 'dist', sourcemap: false, modulePreload: { polyfill: false } },
});
