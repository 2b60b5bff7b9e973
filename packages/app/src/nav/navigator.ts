/**
 * The app's hash history: `#/home/home?type=usd#kefu` is the route `/home/home` with its search and hash, as
 * react-router's hash router wrote it, so every link and bookmark stays as it was. A navigation commits only
 * once the route's module (and what it needs first) has loaded: until then the screen on view and the URL stay
 * (as react-router's data router does), so there is never a blank frame between two routes, and a navigation
 * that another one overtook never lands.
 */

export interface Location {
  /** The route path, `/` when the hash is empty. */
  pathname: string;
  /** `?type=usd`, or empty. */
  search: string;
  /** A hash inside the route (`#kefu`), or empty. */
  hash: string;
  /** What the navigation that came here passed as `state` (none after a reload). */
  state: unknown;
  /** Changes with every navigation, also to the same URL. */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** A route the navigator can show: what to load before it commits. */
export interface RouteTarget<Module> {
  path: string;
  load: () => Promise<Module>;
}

/** What is on view: the location, its route and the loaded module, or why it could not load. */
export type Committed<Module> =
  | { location: Location; path: string; module: Module; error?: undefined }
  | { location: Location; path: string; module?: undefined; error: unknown };

interface HistoryState {
  usr?: unknown;
  key?: string;
}

/** Splits a location hash (`#/a/b?x=1#y`) into the route's path, search and hash. */
export function parseHash(hash: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const href = hash.replace(/^#/, '');
  const hashAt = href.indexOf('#');
  const beforeHash = hashAt < 0 ? href : href.slice(0, hashAt);
  const searchAt = beforeHash.indexOf('?');
  const pathname = (searchAt < 0 ? beforeHash : beforeHash.slice(0, searchAt)) || '/';
  return {
    pathname: pathname.startsWith('/') ? pathname : `/${pathname}`,
    search: searchAt < 0 ? '' : beforeHash.slice(searchAt),
    hash: hashAt < 0 ? '' : href.slice(hashAt),
  };
}

const newKey = () => Math.random().toString(36).slice(2, 10);

export interface NavigatorOptions<Module> {
  /** The route for a path, or undefined when there is none (then `fallback` is shown, replacing the URL). */
  match: (pathname: string) => RouteTarget<Module> | undefined;
  /** Where `/` and unknown paths go. */
  fallback: string;
}

/**
 * Reads and moves the hash history of `window`, resolving each location to a loaded route before committing
 * it. One per app: `start()` reads the current URL and listens to back and forward.
 */
export function createNavigator<Module>({ match, fallback }: NavigatorOptions<Module>) {
  let committed: Committed<Module> | undefined;
  let sequence = 0;
  const listeners = new Set<() => void>();
  const loaded = new Map<string, Promise<Module>>();

  function read(): Location {
    const state = (window.history.state ?? {}) as HistoryState;
    return { ...parseHash(window.location.hash), state: state.usr ?? null, key: state.key ?? 'default' };
  }

  function load(target: RouteTarget<Module>): Promise<Module> {
    let pending = loaded.get(target.path);
    if (!pending) {
      pending = target.load();
      loaded.set(target.path, pending);
      // A failed load may succeed on the next try (a dropped connection): do not keep the failure.
      pending.catch(() => loaded.delete(target.path));
    }
    return pending;
  }

  function write(to: string, { replace = false, state }: NavigateOptions = {}) {
    const entry: HistoryState = { usr: state ?? null, key: newKey() };
    const url = `#${to.startsWith('/') ? to : `/${to}`}`;
    if (replace) window.history.replaceState(entry, '', url);
    else window.history.pushState(entry, '', url);
  }

  /** Loads `target`: its module, or why it could not load. */
  async function settle(target: RouteTarget<Module>): Promise<{ module: Module } | { error: unknown }> {
    try {
      return { module: await load(target) };
    } catch (error) {
      return { error };
    }
  }

  function publish(next: Committed<Module>) {
    committed = next;
    for (const listener of listeners) listener();
  }

  /** Loads the route of the URL as it is now (start, back, forward) and commits it, unless another came. */
  async function resolve(): Promise<void> {
    const location = read();
    const target = match(location.pathname);
    if (!target) {
      write(fallback, { replace: true });
      return resolve();
    }
    const mine = ++sequence;
    const outcome = await settle(target);
    if (mine !== sequence) return;
    publish({ location, path: target.path, ...outcome } as Committed<Module>);
  }

  /** Loads the route of `to`, then writes the URL and commits, unless another navigation came meanwhile. */
  async function go(to: string, options?: NavigateOptions): Promise<void> {
    const target = match(parseHash(to).pathname);
    if (!target) {
      write(to, options);
      return resolve();
    }
    const mine = ++sequence;
    const outcome = await settle(target);
    if (mine !== sequence) return;
    write(to, options);
    publish({ location: read(), path: target.path, ...outcome } as Committed<Module>);
  }

  let started: Promise<void> | undefined;
  const onPop = () => void resolve();

  return {
    /** Reads the URL and resolves its route; later calls return the same promise. */
    start(): Promise<void> {
      if (!started) {
        // Back, forward and a hash typed into the address bar all fire popstate.
        window.addEventListener('popstate', onPop);
        started = resolve();
      }
      return started;
    },
    /** Starts loading the route of `to` (a link about to be followed); errors are kept for the navigation. */
    preload(to: string): void {
      const target = match(parseHash(to).pathname);
      if (target) void load(target).catch(() => undefined);
    },
    navigate(to: string, options?: NavigateOptions): void {
      void go(to, options);
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** What is on view; undefined until `start()` has resolved. */
    committed: (): Committed<Module> | undefined => committed,
  };
}

export type Navigator<Module> = ReturnType<typeof createNavigator<Module>>;

/** The route part of the URL for a location: `/a/b?x=1#y`. */
export function href(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}
