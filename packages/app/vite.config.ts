import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { firstScreen, pascal } from './vite/firstScreen';
import { withNodeBuild } from './vite/nodeBuild';
import { precompress } from './vite/precompress.mjs';
import { routeChunks } from './vite/routeChunks';

const clientResolve = { conditions: ['@tsumiki/source', ...defaultClientConditions] };
const serverResolve = { conditions: ['@tsumiki/source', ...defaultServerConditions] };

/**
 * The app's sources run in Node: the kit's packages from their sources, as in the client build (a brand's own
 * tokens import `@tsumiki/ui/theme`, whose `.css.ts` modules vanilla-extract evaluates).
 */
const serverConfig = () => ({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: serverResolve,
  ssr: { noExternal: [/^@tsumiki\//], resolve: serverResolve },
});

// The bottom tabs' routes, the account page and stock detail: what most of them share loads as one chunk, what
// fewer share a chunk per set of routes (vite/routeChunks.ts), and the boot script preloads each one's files and texts (vite/firstScreen.ts).
const MAIN_ROUTES = {
  home: '/home/home',
  market: '/home/index',
  stock: '/quotes/info',
  positions: '/position/index',
  account: '/mine/index',
  records: '/mine/transactionRecords',
  news: '/news/index',
};

const chunks = routeChunks(
  () => ({
    plugins: [react(), vanillaExtractPlugin()],
    resolve: clientResolve,
    base: './',
    build: { modulePreload: { polyfill: false } },
  }),
  {
    welcome: 'src/routes/login/start.tsx',
    session: ['src/shell/ShellLayout.tsx', 'src/store.ts'],
    sessionRoutes: {
      ...Object.fromEntries(
        Object.entries(MAIN_ROUTES).map(([name, route]) => [name, `src/routes${route}.tsx`]),
      ),
      // Stock detail's charts load once its quote has painted (the screen's own lazy import), on every visit.
      stock: [
        `src/routes${MAIN_ROUTES.stock}.tsx`,
        '../ui/src/screens/quotes/StockDetailScreen/stockCharts.ts',
      ],
    },
    // Four of the seven: home does not load what positions and the records page alone share.
    shareMost: 4,
    maxSets: 2,
    // Nothing of the money screens on the quote screens (issue 17).
    apart: ['home', 'market', 'stock'],
    // The brand's theme (`brand.theme`, the brand picked by VITE_BRAND), read from the brand module built for
    // Node as the first screen is, so that it sees `import.meta.env` and its imports as the app does.
    withEntry: (at) =>
      withNodeBuild<typeof import('./src/brand'), string[]>(
        serverConfig(),
        at,
        'src/brand/index.ts',
        (module) => [`../ui/src/theme/themes/${module.brand.theme}.css.ts`],
      ),
  },
);

// Per language, the texts every main route loads (the base part: messages, rule texts and the areas' table; the
// home and quote areas) in one chunk instead of three: each file is a round trip on a phone's HTTP/1.1 connections
// and a share of its bandwidth while it waits (issue 17). Positions and the account screens take the quote area's
// texts with it (about 1 kB gzip).
const mainTexts = ['ja', 'zh-CN', 'en'].map((language) => ({
  name: `texts-${language}`,
  test: new RegExp(
    `/sdk/src/(?:i18n/locales/${language}/(?:base|messages|rules)\\.ts|generated/labels${pascal(language)}(?:Areas|Home|Quotes)\\.ts)$`,
  ),
  priority: 10,
  // Only these modules: what they import stays where the plan put it (the start screen's texts among it).
  includeDependenciesRecursively: false,
}));

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    chunks.plugin,
    // The start screen prerendered into index.html, built for Node with the same plugins and sources.
    firstScreen(
      serverConfig,
      // Then brotli and gzip copies of the text files, for the server to send as they are (vite/precompress.mjs).
      { preloadRoutes: Object.values(MAIN_ROUTES), afterWrite: (outDir) => void precompress(outDir) },
    ),
  ],
  resolve: clientResolve,
  base: './',
  // Every browser the app supports knows modulepreload: the polyfill would only add bytes to the entry.
  build: {
    outDir: 'dist',
    sourcemap: false,
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: [...mainTexts, ...chunks.groups] } } },
  },
});
