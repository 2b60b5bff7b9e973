import { createI18n, type Language, type TsumikiI18n, translateMessage } from './i18n/createI18n';
import { createPreferences, type Preferences } from './preferences/preferences';
import { createSdkApi, type SdkApi } from './store/createSdkApi';
import { makeStore, type SdkStore } from './store/makeStore';
import { type Connectivity, createConnectivity } from './transport/connectivity';
import { createTransport, type Transport } from './transport/createTransport';
import { createEvents, type EventEmitter, type TsumikiEventMap } from './transport/events';
import { type KeyValueStorage, localStorageSession, type SessionStore } from './transport/session';

export interface TsumikiOptions {
  /** Where `/api/vue` lives. @default `${location.origin}/api/vue` */
  baseUrl?: string;
  /** Where the session lives. @default localStorageSession() */
  session?: SessionStore;
  /** Starting language. @default the stored choice, else 'ja' */
  language?: Language;
  /** Where the language choice persists. @default localStorage when present */
  languageStorage?: KeyValueStorage | null;
  /** Where the customer's preferences (the price colours) persist. @default localStorage when present */
  preferenceStorage?: KeyValueStorage | null;
  /** The clock the rules read. @default () => new Date() */
  clock?: () => Date;
  /** @default globalThis.fetch */
  fetch?: (request: Request) => Promise<Response>;
  /** Deadline of every call in ms, its retries included. @default 15000 */
  timeoutMs?: number;
  /**
   * Whether the device is online. While offline every call fails at once with the network error (a money
   * call is never kept to send later); back online, the queries on screen refetch. `SdkProvider` feeds it
   * from the window's events; other hosts call `connectivity.set`. @default createConnectivity() (online)
   */
  connectivity?: Connectivity;
}

export interface Tsumiki {
  client: Transport;
  /** RTK Query endpoints, one per operation of the contract. */
  api: SdkApi;
  store: SdkStore;
  i18n: TsumikiI18n;
  events: EventEmitter<TsumikiEventMap>;
  session: SessionStore;
  connectivity: Connectivity;
  /** Device-local preferences such as the price colours. */
  preferences: Preferences;
  clock: () => Date;
}

/** Creates one independent SDK instance. There are no module-level singletons: tests create their own. */
export function createTsumiki(options: TsumikiOptions = {}): Tsumiki {
  const session = options.session ?? localStorageSession();
  const events = createEvents();
  const connectivity = options.connectivity ?? createConnectivity();
  const i18n = createI18n({
    ...(options.language ? { language: options.language } : {}),
    ...(options.languageStorage !== undefined ? { storage: options.languageStorage } : {}),
  });
  const client = createTransport({
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    session,
    events,
    translate: (msg, params) => translateMessage(i18n, msg, params),
    language: () => i18n.language,
    isOnline: connectivity.isOnline,
  });
  const api = createSdkApi(client);
  const store = makeStore(api, undefined, { connectivity });
  return {
    client,
    api,
    store,
    i18n,
    events,
    session,
    connectivity,
    preferences: createPreferences(
      options.preferenceStorage !== undefined ? { storage: options.preferenceStorage } : {},
    ),
    clock: options.clock ?? (() => new Date()),
  };
}
