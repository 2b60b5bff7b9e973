import { ErrorState } from '@tsumiki/ui';
import type { ComponentType } from 'react';
import { createHashRouter, Navigate, type RouteObject } from 'react-router';
import { brand } from './brand';
import type { BrandStyle } from './brand/style';
import { ROUTES } from './routeTable';
import { Root, SHELL_ROUTE_ID } from './shell/Root';
import { ShellLayout } from './shell/ShellLayout';
import { useLabels } from './shell/useLabels';

/** A route module exports the screen as `Component`, as react-router's `lazy` expects. */
interface RouteModule {
  Component: ComponentType;
}

// Each route module is its own chunk, loaded on first visit (the spec: every route on demand).
const modules = import.meta.glob<RouteModule>('./routes/**/*.tsx');

/**
 * Starts loading the module of the route a URL hash opens (`#/home/home?x=1`; none or `#/` is the start route),
 * so its chunk downloads while the language's texts and the brand load rather than after them.
 */
export function preloadRoute(hash: string): void {
  const path = hash.replace(/^#/, '').replace(/[?#].*$/, '') || '/';
  void modules[`./routes${path === '/' ? '/login/start' : path}.tsx`]?.().catch(() => undefined);
}

function toRoute(path: string): RouteObject {
  const load = modules[`./routes${path}.tsx`];
  return {
    path,
    lazy: async () => {
      // Every route of the table has a module (a test checks); this names the file if one goes missing.
      if (!load)
        throw new Error(`No route module for ${path}: add src/routes${path}.tsx exporting Component`);
      return { Component: (await load()).Component };
    },
  };
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

const enabled = ROUTES.filter((route) => !route.feature || brand.features[route.feature]);

/** The app's routes; `brandStyle` is the brand's own tokens as inline vars (`loadBrandStyle`). */
export const appRoutes = (brandStyle?: BrandStyle): RouteObject[] => [
  {
    element: <Root brandStyle={brandStyle} />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/login/start" replace /> },
      ...enabled.filter((route) => !route.shell).map((route) => toRoute(route.path)),
      {
        id: SHELL_ROUTE_ID,
        element: <ShellLayout />,
        children: enabled.filter((route) => route.shell).map((route) => toRoute(route.path)),
      },
      { path: '*', element: <Navigate to="/login/start" replace /> },
    ],
  },
];

export function createAppRouter(brandStyle?: BrandStyle) {
  return createHashRouter(appRoutes(brandStyle));
}
