import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { Tsumiki } from '../createTsumiki';
import { hasStore, onStoreAdded, type TsumikiCore } from '../createTsumikiCore';
import type { OperationId } from '../generated/operations';
import type { SdkQueryError } from '../store/baseQuery';
import type { ArgOf, MutationId, QueryId, ResultOf } from '../store/createSdkApi';
import type { StoreState } from '../store/makeStore';
import { isLiveEndpoint, liveSymbols } from '../stream/live';
import { pollingInterval as pollingFor } from '../stream/polling';
import type { StreamState } from '../stream/quoteStream';
import type { Connectivity } from '../transport/connectivity';

const SdkContext = createContext<TsumikiCore | null>(null);

export interface SdkProviderProps {
  /** From `createTsumiki`, or from `createTsumikiCore` with the store added by `withStore` when first needed. */
  sdk: TsumikiCore;
  children?: ReactNode;
}

/**
 * Makes one SDK instance (one store, one cache) available to the hooks below, and tells its connectivity
 * when the browser goes offline and back online (the window's events; nothing outside a browser).
 */
export function SdkProvider({ sdk, children }: SdkProviderProps) {
  useEffect(() => listenToWindowConnectivity(sdk.connectivity), [sdk]);
  return <SdkContext.Provider value={sdk}>{children}</SdkContext.Provider>;
}

/**
 * Feeds `connectivity` from `navigator.onLine` and the window's `online`/`offline` events; returns the
 * function that stops. A no-op outside a browser.
 */
export function listenToWindowConnectivity(connectivity: Connectivity): () => void {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return () => {};
  const online = () => connectivity.set(true);
  const offline = () => connectivity.set(false);
  connectivity.set(navigator.onLine);
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
}

/** Whether the device is online, as the SDK's connectivity says (for an offline banner). */
export function useOnline(): boolean {
  const { connectivity } = useSdkCore();
  return useSyncExternalStore(connectivity.subscribe, connectivity.isOnline, connectivity.isOnline);
}

/** The instance without assuming its store: for screens that make no store call. */
export function useSdkCore(): TsumikiCore {
  const sdk = useContext(SdkContext);
  if (!sdk) throw new Error('useSdk: wrap the tree in <SdkProvider sdk={createTsumiki(...)}>');
  return sdk;
}

/** The instance with its store (what `useEndpoint`, `useMutation` and `useSdkSelector` read). */
export function useSdk(): Tsumiki {
  const sdk = useSdkCore();
  if (!hasStore(sdk))
    throw new Error(
      'useSdk: this SDK instance has no store yet; call withStore(sdk) before rendering a screen that reads it (or create it with createTsumiki)',
    );
  return sdk;
}

/** Reads the store through a selector; re-renders when the selected value changes. */
export function useSdkSelector<T>(selector: (state: StoreState<Tsumiki['api']>) => T): T {
  const { store } = useSdk();
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(store.getState()),
  );
}

export interface UseEndpointOptions {
  /** Don't fetch (a screen waiting for an id). @default false */
  skip?: boolean;
  /**
   * Poll every N ms while mounted. @default the endpoint's own (quotes poll every 3 s, and once a minute while
   * the quote stream is live), else none. Nothing polls while prices are frozen.
   */
  pollingInterval?: number;
}

const noSubscribe = () => () => {};
const never = () => false;
const idleState = (): StreamState => 'idle';

export interface EndpointState<T> {
  data: T | undefined;
  error: SdkQueryError | undefined;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => void;
}

function stableKey(arg: unknown): string {
  return JSON.stringify(arg ?? null);
}

/** Subscribes to a query endpoint while mounted and returns its cache entry. */
export function useEndpoint<Id extends QueryId>(
  id: Id,
  arg: ArgOf<Id>,
  options: UseEndpointOptions = {},
): EndpointState<ResultOf<Id>> {
  const { api, store, stream, endpointMeta } = useSdk();
  // biome-ignore lint/suspicious/noExplicitAny: one dynamic lookup over a table typed per endpoint
  const endpoint = (api.endpoints as any)[id];
  // Query args are plain form objects: one compared by value keeps a new object each render from refetching.
  const key = stableKey(arg);
  const stableArg = useMemo(() => JSON.parse(key) ?? undefined, [key]);
  const meta = endpointMeta[id as OperationId];
  const ownInterval = options.pollingInterval ?? ('pollMs' in meta ? meta.pollMs : undefined);
  const live = isLiveEndpoint(id);
  // Only calls that poll or stream follow the stream's state.
  const follows = live || ownInterval !== undefined;
  const streamState = useSyncExternalStore(
    follows ? stream.subscribe : noSubscribe,
    follows ? stream.getState : idleState,
    follows ? stream.getState : idleState,
  );
  const frozen = useSyncExternalStore(
    follows ? stream.subscribe : noSubscribe,
    follows ? stream.isFrozen : never,
    follows ? stream.isFrozen : never,
  );
  const pollingInterval = pollingFor(ownInterval, live, streamState, frozen);
  const [refetchFn, setRefetchFn] = useState<() => void>(() => () => {});

  useEffect(() => {
    if (options.skip) return;
    const subscription = store.dispatch(
      endpoint.initiate(stableArg, {
        subscriptionOptions: { pollingInterval, skipPollingIfUnfocused: true },
      }),
    );
    setRefetchFn(() => () => subscription.refetch());
    return () => subscription.unsubscribe();
  }, [store, endpoint, stableArg, options.skip, pollingInterval]);

  // RTK's `select(arg)` makes a new memoised selector each call: keep one, so snapshots stay referentially stable.
  const select = useMemo(() => endpoint.select(stableArg), [endpoint, stableArg]);
  const entry = useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(store.getState()),
  );
  // What a quote call's answer shows is watched on the stream while it is on screen. A tick changes the data
  // but not its symbols, so the watch stays.
  const symbols = live && !options.skip ? liveSymbols(id, entry.data).join(',') : '';
  useEffect(() => (symbols ? stream.watch(symbols.split(',')) : undefined), [stream, symbols]);
  return {
    data: entry.data,
    error: entry.error as SdkQueryError | undefined,
    isLoading: entry.isLoading || (entry.isUninitialized && !options.skip),
    isFetching: entry.isLoading || entry.status === 'pending',
    refetch: refetchFn,
  };
}

export interface MutationState<T> {
  data: T | undefined;
  error: SdkQueryError | undefined;
  isSending: boolean;
}

/** Returns a function that sends a mutation, and its latest outcome. Money calls are single-flight. */
export function useMutation<Id extends MutationId>(
  id: Id,
): [
  (arg: ArgOf<Id>) => Promise<{ data?: ResultOf<Id>; error?: SdkQueryError }>,
  MutationState<ResultOf<Id>>,
] {
  const { api, store } = useSdk();
  const [state, setState] = useState<MutationState<ResultOf<Id>>>({
    data: undefined,
    error: undefined,
    isSending: false,
  });
  const send = useCallback(
    async (arg: ArgOf<Id>) => {
      setState((s) => ({ ...s, isSending: true }));
      // biome-ignore lint/suspicious/noExplicitAny: one dynamic lookup over a table typed per endpoint
      const result = await store.dispatch((api.endpoints as any)[id].initiate(arg));
      const outcome = {
        data: result.data as ResultOf<Id> | undefined,
        error: result.error as SdkQueryError | undefined,
      };
      setState({ ...outcome, isSending: false });
      return outcome;
    },
    [api, store, id],
  );
  return [send, state];
}

/**
 * The quote stream's state and whether prices are frozen (for an offline banner, a "live" badge). Usable above
 * the screens that add the store: until `withStore` makes the stream it reads `idle`, not frozen.
 */
export function useStreamState(): { state: StreamState; frozen: boolean } {
  const sdk = useSdkCore();
  const subscribe = useCallback(
    (change: () => void) => {
      let off = hasStore(sdk) ? sdk.stream.subscribe(change) : undefined;
      const offStore = off
        ? undefined
        : onStoreAdded(sdk, () => {
            if (hasStore(sdk)) off = sdk.stream.subscribe(change);
            change();
          });
      return () => {
        off?.();
        offStore?.();
      };
    },
    [sdk],
  );
  const getState = useCallback(() => (hasStore(sdk) ? sdk.stream.getState() : 'idle'), [sdk]);
  const isFrozen = useCallback(() => (hasStore(sdk) ? sdk.stream.isFrozen() : false), [sdk]);
  const state = useSyncExternalStore(subscribe, getState, getState);
  const frozen = useSyncExternalStore(subscribe, isFrozen, isFrozen);
  return { state, frozen };
}

/**
 * Watches symbols (`market:code`) on the app's quote stream while mounted: for a screen of your own that shows
 * prices from elsewhere than the SDK's quote calls (those are watched by `useEndpoint` already). Ticks land in
 * the store; read them through your endpoints. Returns the stream's state.
 */
export function useQuoteStream(symbols: readonly string[]): StreamState {
  const { stream } = useSdk();
  const key = [...new Set(symbols)].sort().join(',');
  useEffect(() => (key ? stream.watch(key.split(',')) : undefined), [stream, key]);
  return useSyncExternalStore(stream.subscribe, stream.getState, stream.getState);
}
