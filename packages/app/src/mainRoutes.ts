import type { ComponentType } from 'react';

/** A route module exports the screen as `Component`. */
export interface RouteModule {
  Component: ComponentType;
}

/** Loaders of route modules by file (`./routes/home/home.tsx`). */
export type RouteModules = Record<string, () => Promise<RouteModule>>;

/**
 * Each route module is its own chunk, loaded on first visit (the spec: every route on demand). These are the
 * loaders of the main tabs and sign-in, in the entry; every other route's are in `moreRoutes`
 * (`mainRoutes.test.ts` checks the two split the routes folder).
 */
export const mainRouteModules: RouteModules = import.meta.glob<RouteModule>([
  './routes/home/home.tsx',
  './routes/home/index.tsx',
  './routes/quotes/info.tsx',
  './routes/position/index.tsx',
  './routes/mine/index.tsx',
  './routes/mine/transactionRecords.tsx',
  './routes/news/index.tsx',
  './routes/login/*.tsx',
]);
