import type { Tsumiki } from './createTsumiki';
import type { LocaleLoader } from './i18n/builtInLocales';
import { createI18n, loadLanguage, type TsumikiI18n, translateMessage } from './i18n/createI18n';
import type { Language } from './i18n/languages';
import type { LocaleTexts } from './i18n/texts';
import { createPreferences, type Preferences } from './preferences/preferences';
import type { QuoteStreamOptions } from './stream/quoteStream';
import type { Visibility } from './stream/visibility';
import { type Connectivity, createConnectivity } from './transport/connectivity';
import { createTransport, type Transport } from './transport/createTransport';
import { createEvents, type EventEmitter, type TsumikiEventMap } from './transport/events';
import { type KeyValueStorage, localStorageSession, type SessionStore } from './transport/session';

export interface TsumikiOptions {
  /** Where `/api/vue` lives. @default `${location.origin}/api/vue` */
  baseUrl?: string;
  /** Where the session lives. @default localStorageSession() */
  session?: SessionStore;
  /** Starting language. @default the stored choice when it is in `languages`, else `defaultLanguage` */
  language?: Language;
  /** The language when no offered one is stored. @default 'ja' */
  defaultLanguage?: Language;
  /**
   * The languages the app offers, any BCP-47 tags: a stored choice outside them is ignored.
   * @default the built-in `ja`, `zh-CN`, `en` and every language in `locales`
   */
  languages?: readonly Language[];
  /** Where a text missing in a language of the app's own comes from. @default 'ja' */
  fallbackLanguage?: Language;
  /**
   * Texts at hand by language (`{ en }` from `@tsumiki/sdk/locales/en`, or a language of your own): used at
   * once. Without the starting language's, await `ready` before the first render. @default none
   */
  locales?: Readonly<Record<string, LocaleTexts>>;
  /**
   * Loads a language's texts (or one part of them) when it is chosen. @default loadBuiltInLocale (the built-in
   * three, two chunks each); for a language of your own return its texts and delegate the rest to
   * `loadBuiltInLocale`
   */
  loadLocale?: LocaleLoader;
  /**
   * What `ready` waits for: `'all'` the starting language's texts, or `'first'` only the labels of the shell and
   * the sign-in area, for a start screen that calls nothing; `loadAllTexts(sdk.i18n)` brings the rest before any
   * other screen. @default 'all'
   */
  texts?: 'all' | 'first';
  /**
   * Wording overrides by language, nested (`{ en: { labels: { auth: { account: 'Customer no.' } } } }`) or with
   * flat dotted keys (`{ en: { labels: { 'auth.account': 'Customer no.' } } }`), merged deep. @default none
   */
  overrides?: Readonly<Record<string, LocaleTexts>>;
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
  /** Whether reads issued together travel in one `/batch` request (`TransportOptions.batch`). @default true */
  batch?: boolean;
  /**
   * Whether the device is online. While offline every call fails at once with the network error (a money
   * call is never kept to send later); back online, the queries on screen refetch. `SdkProvider` feeds it
   * from the window's events; other hosts call `connectivity.set`. @default createConnectivity() (online)
   */
  connectivity?: Connectivity;
  /**
   * Whether the app is on screen; the quote stream closes while it is not. The default follows
   * `document.visibilityState` where there is a document. @default createVisibility()
   */
  visibility?: Visibility;
  /**
   * The live quote stream (`streamQuotes`), made with the store (`withStore`): pacing and test seams, or `false`
   * for a backend without it (quotes then poll, as they do whenever the stream is unavailable). @default on
   */
  stream?: false | Partial<Omit<QuoteStreamOptions, StreamWiring>>;
}

/** What the SDK wires itself into the quote stream. */
type StreamWiring =
  | 'baseUrl'
  | 'fetch'
  | 'session'
  | 'visibility'
  | 'connectivity'
  | 'onTicks'
  | 'onSessionRejected';

/** The options `withStore` needs later to make the quote stream. */
export interface StreamSetup {
  fetch?: (request: Request) => Promise<Response>;
  visibility?: Visibility;
  stream?: TsumikiOptions['stream'];
}

// Per instance, kept off the instance so its shape stays the documented one.
const streamSetups = new WeakMap<TsumikiCore, StreamSetup>();

// Per instance: who waits for `withStore` (a banner above the screens that add the store reads the stream).
const storeWaiters = new WeakMap<TsumikiCore, Set<() => void>>();

/** Calls `listener` once `withStore` has added the store to `sdk`; returns the function that stops waiting. */
export function onStoreAdded(sdk: TsumikiCore, listener: () => void): () => void {
  let waiters = storeWaiters.get(sdk);
  if (!waiters) {
    waiters = new Set();
    storeWaiters.set(sdk, waiters);
  }
  waiters.add(listener);
  return () => {
    waiters.delete(listener);
  };
}

/** Tells those waiting on `sdk` that its store is there (`withStore`). */
export function storeAdded(sdk: TsumikiCore): void {
  const waiters = storeWaiters.get(sdk);
  storeWaiters.delete(sdk);
  for (const listener of waiters ?? []) listener();
}

/** The stream options an instance was created with (none for one made elsewhere). */
export function streamSetupOf(sdk: TsumikiCore): StreamSetup {
  return streamSetups.get(sdk) ?? {};
}

/**
 * An SDK instance without its store: transport, session, i18n, events, connectivity, preferences and clock.
 * What a screen that makes no store call needs (a sign-in or welcome screen); `withStore` adds the store.
 */
export interface TsumikiCore {
  client: Transport;
  i18n: TsumikiI18n;
  /**
   * Settles once the starting language's texts are loaded (at once when `locales` holds them): await it before
   * the first render. It never rejects; texts that failed to load show their keys.
   */
  ready: Promise<void>;
  events: EventEmitter<TsumikiEventMap>;
  session: SessionStore;
  connectivity: Connectivity;
  /** Device-local preferences such as the price colours. */
  preferences: Preferences;
  clock: () => Date;
}

/**
 * Creates one independent SDK instance without the store (no Redux Toolkit, no endpoints): add it with
 * `withStore` when the first screen that reads the store loads, e.g. from a chunk loaded on demand, so a first
 * screen that needs none downloads none. `createTsumiki` does both at once.
 */
export function createTsumikiCore(options: TsumikiOptions = {}): TsumikiCore {
  const session = options.session ?? localStorageSession();
  const events = createEvents();
  const connectivity = options.connectivity ?? createConnectivity();
  const i18n = createI18n({
    ...(options.language ? { language: options.language } : {}),
    ...(options.defaultLanguage ? { defaultLanguage: options.defaultLanguage } : {}),
    ...(options.languages ? { languages: options.languages } : {}),
    ...(options.fallbackLanguage ? { fallbackLanguage: options.fallbackLanguage } : {}),
    ...(options.locales ? { locales: options.locales } : {}),
    ...(options.loadLocale ? { loadLocale: options.loadLocale } : {}),
    ...(options.overrides ? { overrides: options.overrides } : {}),
    ...(options.texts ? { texts: options.texts } : {}),
    ...(options.languageStorage !== undefined ? { storage: options.languageStorage } : {}),
  });
  const client = createTransport({
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.batch === false ? { batch: false } : {}),
    session,
    events,
    translate: (msg, params) => translateMessage(i18n, msg, params),
    language: () => i18n.language,
    isOnline: connectivity.isOnline,
  });
  const sdk: TsumikiCore = {
    client,
    i18n,
    ready: loadLanguage(i18n),
    events,
    session,
    connectivity,
    preferences: createPreferences(
      options.preferenceStorage !== undefined ? { storage: options.preferenceStorage } : {},
    ),
    clock: options.clock ?? (() => new Date()),
  };
  streamSetups.set(sdk, {
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.visibility ? { visibility: options.visibility } : {}),
    ...(options.stream !== undefined ? { stream: options.stream } : {}),
  });
  return sdk;
}

/** Whether an instance has its store (made by `createTsumiki`, or added by `withStore`). */
export function hasStore(sdk: TsumikiCore): sdk is Tsumiki {
  return 'store' in sdk && 'api' in sdk && 'stream' in sdk;
}
