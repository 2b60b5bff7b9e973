import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { firstScreen } from './vite/firstScreen';

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // The start screen prerendered into index.html, built for Node with the same plugins and sources.
    firstScreen(() => ({
      plugins: [react(), vanillaExtractPlugin()],
      resolve: { conditions: ['@tsumiki/source', ...defaultServerConditions] },
      ssr: {
        noExternal: [/^@tsumiki\//],
        resolve: { conditions: ['@tsumiki/source', ...defaultServerConditions] },
      },
    })),
  ],
  resolve: { conditions: ['@tsumiki/source', ...defaultClientConditions] },
  base: './',
  // Every browser the app supports knows modulepreload: the polyfill would only add bytes to the entry.
  build: { outDir: 'dist', sourcemap: false, modulePreload: { polyfill: false } },
});
