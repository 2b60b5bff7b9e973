import { loadAllTexts, type TsumikiCore } from '@tsumiki/sdk';
import { ErrorBoundary, ErrorState } from '@tsumiki/ui';
import type { ComponentType } from 'react';
import { brand } from './brand';
import type { BrandStyle } from './brand/style';
import { mainRouteModules, type RouteModules } from './mainRoutes';
import { type Committed, createNavigator, type Navigator } from './nav/navigator';
import { type Layer, RouterProvider } from './nav/router';
import { ROUTES, type RouteEntry, SHELL_TEXTS } from './routeTable';
import { loadStore } from './sdk';
import { Root, SHELL_ROUTE_ID } from './shell/Root';
import { useLabels } from './shell/useLabels';

/** What a route needs on screen: its page, and the shell around it for a signed-in route. */
export interface LoadedRoute {
  Page: ComponentType;
  Shell?: ComponentType;
}

let moreModules: Promise<RouteModules> | undefined;
/**
 * Loads the loaders of the routes beyond the main tabs and sign-in (`moreRoutes`), once: the app calls it on the
 * customer's first touch of the page, so the chunk is there before the tap that opens one of those routes ends.
 */
export function preloadMoreRoutes(): Promise<RouteModules> {
  if (!moreModules) {
    const loading = import('./moreRoutes').then((m) => m.moreRouteModules);
    // A failed load (offline) is tried again by the next navigation.
    loading.catch(() => {
      if (moreModules === loading) moreModules = undefined;
    });
    moreModules = loading;
  }
  return moreModules;
}

/** Where `/` and every path that is no route (or a feature the brand switched off) go. */
export const START_ROUTE = '/login/start';

/**
 * Routes whose screens read no store and show only the first part of the texts (the shell and sign-in labels):
 * a first visit there downloads no Redux Toolkit, builds no endpoint and loads a few kB of texts. Every other
 * route loads the store and the texts it shows (`RouteEntry.texts`, else all) beside its module.
 */
const FIRST_ONLY: ReadonlySet<string> = new Set([START_ROUTE]);

const enabled = new Map<string, RouteEntry>(
  ROUTES.filter((route) => !route.feature || brand.features[route.feature]).map((route) => [
    route.path,
    route,
  ]),
);

/**
 * The app's navigator: a route commits once its module (and the shell's) and, beyond the start screen, the store
 * and the texts it shows (its `texts` areas, else all) have loaded, so every screen renders whole.
 */
export function createAppNavigator(sdk: TsumikiCore): Navigator<LoadedRoute> {
  return createNavigator<LoadedRoute>({
    fallback: START_ROUTE,
    match: (pathname) => {
      const route = enabled.get(pathname);
      if (!route) return undefined;
      const file = `./routes${pathname}.tsx`;
      return {
        path: pathname,
        load: async () => {
          const load = mainRouteModules[file] ?? (await preloadMoreRoutes())[file];
          // Every route of the table has a module (a test checks); this names the file if one goes missing.
          if (!load)
            throw new Error(
              `No route module for ${pathname}: add src/routes${pathname}.tsx exporting Component`,
            );
          const [module, shell] = await Promise.all([
            load(),
            route.shell ? import('./shell/ShellLayout') : null,
            FIRST_ONLY.has(pathname)
              ? null
              : Promise.all([
                  loadStore(sdk),
                  route.texts
                    ? import('./store').then((m) =>
                        m.loadTexts(sdk.i18n, [...SHELL_TEXTS, ...(route.texts ?? [])]),
                      )
                    : loadAllTexts(sdk.i18n),
                ]),
          ]);
          return { Page: module.Component, ...(shell ? { Shell: shell.ShellLayout } : {}) };
        },
      };
    },
  });
}

/** A route that failed to load or render: said in the customer's language, with a way to try again. */
function RouteError() {
  const labels = useLabels('shell');
  return (
    <ErrorState
      title={labels.routeError}
      retryLabel={labels.retry}
      onRetry={() => window.location.reload()}
    />
  );
}

/** The levels on view: the root (theme, toasts), the shell for signed-in routes, and the page. */
export function layersOf(brandStyle: BrandStyle) {
  return (committed: Committed<LoadedRoute>): Layer[] => {
    const { path } = committed;
    const Page = committed.module?.Page;
    const Shell = committed.module?.Shell;
    const page: Layer = {
      id: path,
      element: Page ? (
        <ErrorBoundary key={path} fallback={<RouteError />}>
          <Page />
        </ErrorBoundary>
      ) : (
        <RouteError />
      ),
    };
    const root: Layer = {
      id: 'root',
      element: (
        <ErrorBoundary fallback={<RouteError />}>
          <Root brandStyle={brandStyle} />
        </ErrorBoundary>
      ),
    };
    return Shell ? [root, { id: SHELL_ROUTE_ID, element: <Shell /> }, page] : [root, page];
  };
}

export interface AppRouterProps {
  navigator: Navigator<LoadedRoute>;
  /** The brand's own tokens as inline vars (`loadBrandStyle`). */
  brandStyle?: BrandStyle;
}

/** Every route of the route table the brand enables, on the hash history. */
export function AppRouter({ navigator, brandStyle }: AppRouterProps) {
  return <RouterProvider navigator={navigator} layers={layersFor(brandStyle)} />;
}

// One layers function per brand style, so the router's memo holds across renders.
const cache = new Map<BrandStyle, ReturnType<typeof layersOf>>();
function layersFor(brandStyle: BrandStyle) {
  let layers = cache.get(brandStyle);
  if (!layers) {
    layers = layersOf(brandStyle);
    cache.set(brandStyle, layers);
  }
  return layers;
}
