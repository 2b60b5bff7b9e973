import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import type { SdkApi } from './createSdkApi';

/** Builds the store around one API instance. One API, one cache. */
export function makeStore(api: SdkApi, preloadedState?: Partial<StoreState<SdkApi>>) {
  const reducer = combineReducers({ [api.reducerPath]: api.reducer }) as unknown as (
    state: StoreState<SdkApi> | undefined,
    action: { type: string },
  ) => StoreState<SdkApi>;
  const store = configureStore({
    reducer,
    ...(preloadedState ? { preloadedState: preloadedState as StoreState<SdkApi> } : {}),
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  // Focus and reconnect refetching in a browser; a no-op without window.
  if (typeof window !== 'undefined') setupListeners(store.dispatch);
  return store;
}

export type StoreState<A extends SdkApi> = { [K in A['reducerPath']]: ReturnType<A['reducer']> };
export type SdkStore = ReturnType<typeof makeStore>;
