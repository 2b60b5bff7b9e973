import { createTsumikiCore, type Language, loadAllTexts, memorySession, withStore } from '@tsumiki/sdk';
import { SdkProvider } from '@tsumiki/sdk/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { brand } from './brand';
import { EARLY_READS_KEY } from './earlyReads';
import { StaticRouter } from './nav/router';
import { layersOf, START_ROUTE } from './router';
import { Component as Start } from './routes/login/start';
import { ROUTES, SHELL_TEXTS } from './routeTable';
import { ShellLayout } from './shell/ShellLayout';

/**
 * The start screen as the app renders it in `language` (the same tree: root, theme, the route), as HTML for the
 * build to put into index.html, so a first visit paints the welcome from HTML and CSS before any script has run
 * (vite.config.ts `firstScreen`). Built for Node by Vite with the app's own plugins, so every class name is the
 * one the app's stylesheets define. Nothing here runs in the browser.
 */
export async function renderFirstScreen(language: Language): Promise<string> {
  const sdk = await sdkFor(language);
  const location = { pathname: START_ROUTE, search: '', hash: '', state: null, key: 'default' };
  const levels = layersOf(undefined)({ location, path: START_ROUTE, module: { Page: Start } });
  return renderToString(
    <StrictMode>
      <SdkProvider sdk={sdk}>
        <StaticRouter location={location} levels={levels} />
      </SdkProvider>
    </StrictMode>,
  );
}

/**
 * The signed-in frame of `path` in `language` as the app renders it before the page has loaded: header, bottom
 * menu (with `path`'s tab current) and an empty page. The boot script shows it on a signed-in cold start of one
 * of the main routes, so the first paint does not wait for the script; the app's first render puts the page in
 * it. Nothing is asked of the server (no effect runs here): the unread badge is empty, as in the app until its
 * answer comes.
 */
export async function renderShellScreen(language: Language, path: string): Promise<string> {
  const sdk = withStore(await sdkFor(language));
  await loadAllTexts(sdk.i18n);
  const location = { pathname: path, search: '', hash: '', state: null, key: 'default' };
  const levels = layersOf(undefined)({ location, path, module: { Page: EmptyPage, Shell: ShellLayout } });
  return renderToString(
    <StrictMode>
      <SdkProvider sdk={sdk}>
        <StaticRouter location={location} levels={levels} />
      </SdkProvider>
    </StrictMode>,
  );
}

function EmptyPage() {
  return null;
}

async function sdkFor(language: Language) {
  const sdk = createTsumikiCore({
    // Nothing is called while rendering (the start screen reads the server's logo in an effect).
    baseUrl: 'http://127.0.0.1/api/vue',
    session: memorySession(),
    languages: brand.languages,
    defaultLanguage: brand.defaultLanguage,
    language,
    languageStorage: null,
    preferenceStorage: null,
    texts: 'first',
    stream: false,
  });
  await sdk.ready;
  return sdk;
}

/** The languages the brand offers: one prerendered screen each. */
export const firstScreenLanguages: readonly Language[] = brand.languages;

/** Whether the brand's colours are known at build time (no token file, no runtime JSON). */
export const firstScreenPossible = !brand.tokens && !brand.runtimeTokensUrl;

/** What the boot script needs to pick the copy the app would show (vite/firstScreen.ts). */
export const firstScreenBoot = {
  defaultLanguage: brand.defaultLanguage,
  darkTheme: Boolean(brand.darkTheme),
  languageKey: 'lang',
  /** Where the session and the remembered reads are kept (localStorageSession's defaults, earlyReads.ts). */
  tokenKey: 'tokend',
  accountKey: 'account',
  earlyReadsKey: EARLY_READS_KEY,
};

/**
 * The routes of the table with the label areas each loads (`texts`, none: every text) and those the shell adds:
 * the boot script preloads a route's texts with its code (vite/firstScreen.ts).
 */
export const firstScreenRoutes = {
  routes: ROUTES.filter((route) => !route.feature || brand.features[route.feature]),
  shellTexts: SHELL_TEXTS,
  /** The built-in theme every route loads before its first render (brand/theme.ts). */
  theme: brand.theme,
};
