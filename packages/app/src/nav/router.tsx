import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { type Committed, href, type Location, type NavigateOptions, type Navigator } from './navigator';

/**
 * The few router parts the app uses, named as react-router names them (its data router alone was 29 kB gzip
 * of the first route; every route here is a fixed path, so matching is a map lookup): the committed location,
 * nested layers rendered through `Outlet`, navigation, search params and links.
 */

/** One level of the tree on view: the root, the shell, the page. */
export interface Layer {
  id: string;
  element: ReactNode;
}

interface RouterValue {
  navigate: (to: string, options?: NavigateOptions) => void;
  location: Location;
  matches: readonly { id: string }[];
}

const RouterContext = createContext<RouterValue | null>(null);
const LevelContext = createContext<{ rest: readonly Layer[]; context: unknown }>({
  rest: [],
  context: undefined,
});

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('router hooks need <RouterProvider> above');
  return router;
}

export interface RouterProviderProps<Module> {
  navigator: Navigator<Module>;
  /** The levels to render for what is on view, outermost first. */
  layers: (committed: Committed<Module>) => readonly Layer[];
}

/** Renders the navigator's committed route (nothing before `navigator.start()` has resolved). */
export function RouterProvider<Module>({ navigator, layers }: RouterProviderProps<Module>) {
  const committed = useSyncExternalStore(navigator.subscribe, navigator.committed, navigator.committed);
  const levels = useMemo(() => (committed ? layers(committed) : []), [committed, layers]);
  const value = useMemo<RouterValue | null>(
    () =>
      committed
        ? {
            navigate: navigator.navigate,
            location: committed.location,
            matches: levels.map(({ id }) => ({ id })),
          }
        : null,
    [navigator, committed, levels],
  );
  return value ? <Levels value={value} levels={levels} /> : null;
}

function Levels({ value, levels }: { value: RouterValue; levels: readonly Layer[] }) {
  const [first, ...rest] = levels;
  if (!first) return null;
  return (
    <RouterContext.Provider value={value}>
      <LevelContext.Provider value={{ rest, context: undefined }}>{first.element}</LevelContext.Provider>
    </RouterContext.Provider>
  );
}

/**
 * Renders the levels of one fixed location without a navigator (nothing moves): how the build prerenders the
 * first screen into index.html with the same tree the app then renders.
 */
export function StaticRouter({ location, levels }: { location: Location; levels: readonly Layer[] }) {
  const value = useMemo<RouterValue>(
    () => ({ navigate: () => undefined, location, matches: levels.map(({ id }) => ({ id })) }),
    [location, levels],
  );
  return <Levels value={value} levels={levels} />;
}

/** The next level inside this one; `context` is what that level reads with `useOutletContext`. */
export function Outlet({ context }: { context?: unknown }) {
  const { rest } = useContext(LevelContext);
  const [next, ...after] = rest;
  if (!next) return null;
  return <LevelContext.Provider value={{ rest: after, context }}>{next.element}</LevelContext.Provider>;
}

export function useOutletContext<T>(): T {
  return useContext(LevelContext).context as T;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigate(): RouterValue['navigate'] {
  return useRouter().navigate;
}

/** The levels on view (`root`, `shell` when inside it, then the route's path). */
export function useMatches(): readonly { id: string }[] {
  return useRouter().matches;
}

type ParamsInit = URLSearchParams | Record<string, string>;

/** The route's search params, and a setter that navigates to the same path with new ones. */
export function useSearchParams(): [
  URLSearchParams,
  (next: ParamsInit | ((previous: URLSearchParams) => ParamsInit), options?: NavigateOptions) => void,
] {
  const { location, navigate } = useRouter();
  const { pathname, search } = location;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: ParamsInit | ((previous: URLSearchParams) => ParamsInit), options?: NavigateOptions) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(search)) : next;
      const text = new URLSearchParams(value).toString();
      navigate(`${pathname}${text ? `?${text}` : ''}`, options);
    },
    [pathname, search, navigate],
  );
  return [params, setParams];
}

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A route path with its search and hash: `/quotes/info?code=7203`. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** An anchor to a route: a plain click navigates in the app; a modified click or a new tab is the browser's. */
export function Link({ to, onClick, target, ref, ...props }: LinkProps) {
  const { location, navigate } = useRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (target && target !== '_self') return;
    event.preventDefault();
    // A link to the page on view replaces it, so tapping it twice does not need two backs.
    navigate(to, { replace: to === href(location) });
  };
  return <a {...props} ref={ref} target={target} href={`#${to}`} onClick={handleClick} />;
}
