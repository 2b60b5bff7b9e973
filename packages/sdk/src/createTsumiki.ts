import {
  createTsumikiCore,
  hasStore,
  storeAdded,
  streamSetupOf,
  type TsumikiCore,
  type TsumikiOptions,
} from './createTsumikiCore';
import { createSdkApi, type SdkApi } from './store/createSdkApi';
import { endpointMeta } from './store/endpoints';
import { makeStore, type SdkStore } from './store/makeStore';
import { mergeQuoteTicks } from './stream/merge';
import { createQuoteStream, type QuoteStream } from './stream/quoteStream';
import { createVisibility, type Visibility } from './stream/visibility';
import { readBatching } from './transport/batch';
import { enableBatching } from './transport/createTransport';

export interface Tsumiki extends TsumikiCore {
  /** RTK Query endpoints, one per operation of the contract. */
  api: SdkApi;
  store: SdkStore;
  /**
   * The app's one quote stream: screens watch what they show (`useEndpoint` does it for the quote calls), ticks
   * are merged into the store; its state says whether prices are live or polled.
   */
  stream: QuoteStream;
  visibility: Visibility;
  /**
   * What each endpoint of `api` caches, invalidates and polls (the table `endpointMeta`): carried by the store's
   * instance so the React binding reads it without pulling the table into an app's first, storeless screen.
   */
  endpointMeta: typeof endpointMeta;
}

/**
 * Adds the store to an instance from `createTsumikiCore`: the RTK Query API over its transport (one endpoint per
 * operation of the contract), the Redux store, refetching on its connectivity, and the quote stream whose ticks
 * land in that store (set up by the instance's `stream` and `visibility` options). The instance itself gains
 * `api`, `store`, `stream`, `visibility` and `endpointMeta` (so a provider already holding it sees them) and is returned; a second call returns it as it is, one store per instance.
 */
export function withStore(sdk: TsumikiCore): Tsumiki {
  if (hasStore(sdk)) return sdk;
  const setup = streamSetupOf(sdk);
  // Reads issued together travel in one /batch from here on (the batcher comes with the store's chunk, not the
  // first screen's).
  enableBatching(sdk.client, readBatching);
  const api = createSdkApi(sdk.client);
  const store = makeStore(api, undefined, { connectivity: sdk.connectivity });
  const visibility = setup.visibility ?? createVisibility();
  const stream = createQuoteStream({
    ...(setup.stream === false ? { disabled: true } : setup.stream),
    baseUrl: sdk.client.baseUrl,
    fetch: setup.fetch ?? ((request: Request) => globalThis.fetch(request)),
    session: sdk.session,
    visibility,
    connectivity: sdk.connectivity,
    onTicks: (ticks) => mergeQuoteTicks(api, store, ticks),
    onSessionRejected: (token, msg) => void sdk.client.sessionRejected(token, msg),
  });
  sdk.events.on('unauthorized', () => stream.reset());
  // "Freeze prices" holds the stream's ticks back until thawed.
  const { preferences } = sdk;
  const applyFreeze = () => stream.setFrozen(preferences.get('livePrices') === 'frozen');
  applyFreeze();
  preferences.subscribe(applyFreeze);
  const full = Object.assign(sdk, { api, store, stream, visibility, endpointMeta });
  storeAdded(sdk);
  return full;
}

/** Creates one independent SDK instance with its store. There are no module-level singletons: tests create their own. */
export function createTsumiki(options: TsumikiOptions = {}): Tsumiki {
  return withStore(createTsumikiCore(options));
}
