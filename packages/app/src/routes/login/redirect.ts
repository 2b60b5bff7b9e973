import { ROUTES } from '../../routeTable';

/** The search param of the sign-in routes naming the page to return to once signed in. */
export const REDIRECT_PARAM = 'redirect';

/** Where a sign-in lands without a usable `redirect`. */
export const HOME_ROUTE = '/home/home';

// Only to resolve a relative value: a value that leaves this origin is not a path of the app.
const BASE = 'https://app.tsumiki.invalid';

const SIGNED_IN_ROUTES: readonly string[] = ROUTES.filter((route) => route.shell).map((route) => route.path);

/**
 * The in-app page a `redirect` value names (path, search and hash kept), or null when it is not one: anything
 * but a path of a signed-in route (default: every shell route of the route table) — an absolute or
 * protocol-relative URL, a backslash or control-character trick, a sign-in page, an unknown path.
 */
export function safeRedirect(
  value: string | null | undefined,
  routes: readonly string[] = SIGNED_IN_ROUTES,
): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || !routes.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A sign-in route that returns to `from` afterwards when it is an in-app page (else just the route). */
export function withRedirect(route: string, from: string | null | undefined): string {
  const back = safeRedirect(from);
  return back ? `${route}?${new URLSearchParams({ [REDIRECT_PARAM]: back })}` : route;
}
