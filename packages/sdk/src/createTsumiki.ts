import { createTsumikiCore, hasStore, type TsumikiCore, type TsumikiOptions } from './createTsumikiCore';
import { createSdkApi, type SdkApi } from './store/createSdkApi';
import { makeStore, type SdkStore } from './store/makeStore';

export interface Tsumiki extends TsumikiCore {
  /** RTK Query endpoints, one per operation of the contract. */
  api: SdkApi;
  store: SdkStore;
}

/**
 * Adds the store to an instance from `createTsumikiCore`: the RTK Query API over its transport (one endpoint per
 * operation of the contract) and the Redux store, refetching on its connectivity. The instance itself gains
 * `api` and `store` (so a provider already holding it sees them) and is returned; a second call returns it as
 * it is, one store per instance.
 */
export function withStore(sdk: TsumikiCore): Tsumiki {
  if (hasStore(sdk)) return sdk;
  const api = createSdkApi(sdk.client);
  const store = makeStore(api, undefined, { connectivity: sdk.connectivity });
  return Object.assign(sdk, { api, store });
}

/** Creates one independent SDK instance with its store. There are no module-level singletons: tests create their own. */
export function createTsumiki(options: TsumikiOptions = {}): Tsumiki {
  return withStore(createTsumikiCore(options));
}
