import {
  combineReducers,
  configureStore,
  type EnhancedStore,
  type StoreEnhancer,
  type ThunkDispatch,
  type Tuple,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import type { Connectivity } from '../transport/connectivity';
import type { SdkApi } from './createSdkApi';

export interface MakeStoreOptions {
  /**
   * Where online and offline come from: going back online refetches the queries on screen (and failed ones).
   * Without it, RTK Query's own window listeners are used where there is a window.
   */
  connectivity?: Connectivity;
}

/**
 * The store `makeStore` builds, spelled out with `@reduxjs/toolkit`'s own names: an inferred type would name
 * `redux`, which the SDK does not depend on, in the published declarations.
 */
export type SdkStore = EnhancedStore<
  StoreState<SdkApi>,
  { type: string },
  Tuple<
    [StoreEnhancer<{ dispatch: ThunkDispatch<StoreState<SdkApi>, undefined, UnknownAction> }>, StoreEnhancer]
  >
>;

/** Builds the store around one API instance. One API, one cache. */
export function makeStore(
  api: SdkApi,
  preloadedState?: Partial<StoreState<SdkApi>>,
  options: MakeStoreOptions = {},
): SdkStore {
  const reducer = combineReducers({ [api.reducerPath]: api.reducer }) as unknown as (
    state: StoreState<SdkApi> | undefined,
    action: { type: string },
  ) => StoreState<SdkApi>;
  const store = configureStore({
    reducer,
    ...(preloadedState ? { preloadedState: preloadedState as StoreState<SdkApi> } : {}),
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  const { connectivity } = options;
  if (connectivity) {
    setupListeners(store.dispatch, (dispatch, actions) => {
      const offConnectivity = connectivity.subscribe((online) =>
        dispatch(online ? actions.onOnline() : actions.onOffline()),
      );
      const offFocus = listenForFocus(dispatch, actions);
      return () => {
        offConnectivity();
        offFocus();
      };
    });
  } else if (typeof window !== 'undefined') {
    // Focus and reconnect refetching in a browser; a no-op without window.
    setupListeners(store.dispatch);
  }
  return store;
}

type FocusActions = { onFocus: () => UnknownAction; onFocusLost: () => UnknownAction };

interface FocusTarget {
  addEventListener?: (type: string, listener: () => void) => void;
  removeEventListener?: (type: string, listener: () => void) => void;
  document?: { visibilityState?: string };
}

/**
 * Refetch on focus where the host has focus events (a browser), as RTK Query's own listeners do; nothing
 * elsewhere. Read through `globalThis` so the SDK root needs no DOM.
 */
function listenForFocus(
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  actions: FocusActions,
): () => void {
  const target = globalThis as FocusTarget;
  const { addEventListener: add, removeEventListener: remove } = target;
  if (typeof add !== 'function' || typeof remove !== 'function') return () => {};
  const onFocus = () => dispatch(actions.onFocus());
  const onVisibility = () =>
    dispatch(target.document?.visibilityState === 'visible' ? actions.onFocus() : actions.onFocusLost());
  add.call(target, 'focus', onFocus);
  add.call(target, 'visibilitychange', onVisibility);
  return () => {
    remove.call(target, 'focus', onFocus);
    remove.call(target, 'visibilitychange', onVisibility);
  };
}

export type StoreState<A extends SdkApi> = { [K in A['reducerPath']]: ReturnType<A['reducer']> };
