import { createTsumikiCore, localStorageSession, type Tsumiki, type TsumikiCore } from '@tsumiki/sdk';
import { brand } from './brand';
import { earlyFetch } from './earlyReads';

/** Whether a URL is a read, once the store's chunk has told (loadStore). */
let isRead: ((url: string) => boolean) | undefined;

/** The route the app opened on, as the boot script names it: the path and query of the hash. */
function startRoute(): string {
  return location.hash.replace(/^#/, '') || '/';
}

/**
 * The app's one SDK instance (one store, one cache), created at start without its store and with only the first
 * part of its texts: the first route beyond the start screen adds the store (`loadStore`) and the rest of the
 * texts (see router.tsx), so the start screen downloads neither Redux Toolkit nor the other screens' texts. It
 * starts in the stored language when the brand offers it, else the brand's default, and begins loading that
 * language's first texts at once: the first render waits for `sdk.ready`.
 */
export function createAppSdk(): TsumikiCore {
  const sdk = createTsumikiCore({
    ...(brand.apiBaseUrl ? { baseUrl: brand.apiBaseUrl } : {}),
    // Takes the reads the boot script sent early (earlyReads.ts), and remembers this start's for the next.
    fetch: earlyFetch({
      fetch: (request) => fetch(request),
      isRead: (url) => isRead?.(url) ?? false,
      early: window.__tsumikiEarly ?? [],
      route: startRoute(),
      storage: safeLocalStorage(),
      now: Date.now,
    }),
    session: localStorageSession(),
    languages: brand.languages,
    defaultLanguage: brand.defaultLanguage,
    texts: 'first',
  });
  document.documentElement.lang = sdk.i18n.language;
  document.title = brand.documentTitle;
  // The tab icon is the brand's logo (index.html names the default brand's, so there is never a 404).
  document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.setAttribute('href', brand.logo);
  return sdk;
}

let store: Promise<Tsumiki> | undefined;

/** Adds the store to the app's instance, from its own chunk (once). */
export function loadStore(sdk: TsumikiCore): Promise<Tsumiki> {
  store ??= import('./store').then(({ withStore, readCheck }) => {
    isRead = readCheck(sdk.client.baseUrl);
    return withStore(sdk);
  });
  // A chunk that failed to download may come on the next try.
  store.catch(() => {
    store = undefined;
  });
  return store;
}

/** localStorage, or nothing where the browser refuses it (a private mode, a sandboxed frame). */
function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
