import type { RouteModule, RouteModules } from './mainRoutes';

/**
 * The loaders of every route beyond the main tabs and sign-in (issue 17). With the lists of files Vite keeps to
 * preload each one's chunks they are about 2 kB gzip that no first screen needs, so they are a chunk of their own:
 * loaded on the customer's first touch or key (`preloadMoreRoutes`), or at the latest by the first navigation to
 * one of these routes — route discovery on demand, as the best routers do it.
 */
export const moreRouteModules: RouteModules = import.meta.glob<RouteModule>([
  './routes/**/*.tsx',
  '!./routes/home/home.tsx',
  '!./routes/home/index.tsx',
  '!./routes/quotes/info.tsx',
  '!./routes/position/index.tsx',
  '!./routes/mine/index.tsx',
  '!./routes/mine/transactionRecords.tsx',
  '!./routes/news/index.tsx',
  '!./routes/login/*.tsx',
]);
