import { createTsumiki, localStorageSession, type Tsumiki } from '@tsumiki/sdk';
import { brand } from './brand';

/**
 * The app's one SDK instance (one store, one cache), created at start. It starts in the stored language when the
 * brand offers it, else the brand's default, and begins loading that language's texts (one chunk) at once: the
 * first render waits for `sdk.ready`.
 */
export function createAppSdk(): Tsumiki {
  const sdk = createTsumiki({
    ...(brand.apiBaseUrl ? { baseUrl: brand.apiBaseUrl } : {}),
    session: localStorageSession(),
    languages: brand.languages,
    defaultLanguage: brand.defaultLanguage,
  });
  document.documentElement.lang = sdk.i18n.language;
  document.title = brand.documentTitle;
  // The tab icon is the brand's logo (index.html names the default brand's, so there is never a 404).
  document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.setAttribute('href', brand.logo);
  return sdk;
}
