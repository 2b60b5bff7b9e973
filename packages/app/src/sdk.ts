import { createTsumiki, localStorageSession, type Tsumiki } from '@tsumiki/sdk';
import { brand } from './brand';

/** The app's one SDK instance (one store, one cache), created at start. */
export function createAppSdk(): Tsumiki {
  const sdk = createTsumiki({
    ...(brand.apiBaseUrl ? { baseUrl: brand.apiBaseUrl } : {}),
    session: localStorageSession(),
  });
  // A language the brand does not offer falls back to its default.
  if (!brand.languages.includes(sdk.i18n.language as never))
    void sdk.i18n.changeLanguage(brand.defaultLanguage);
  document.documentElement.lang = sdk.i18n.language;
  document.title = brand.documentTitle;
  // The tab icon is the brand's logo (index.html names the default brand's, so there is never a 404).
  document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.setAttribute('href', brand.logo);
  return sdk;
}
