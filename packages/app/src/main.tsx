import { SdkProvider } from '@tsumiki/sdk/react';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { brand } from './brand';
import { loadBrandStyle } from './brand/style';
import { loadTheme } from './brand/theme';
import { AppRouter, createAppNavigator, preloadMoreRoutes } from './router';
import { createAppSdk } from './sdk';
import './shell/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// Downloads side by side, none waiting for another: the chosen language's texts (createAppSdk starts them), the
// brand's runtime tokens when it names a runtimeTokensUrl, the first route's chunk with the store when it reads
// one (appNavigator.start), and the brand's built-in theme alone (loadTheme). The first render waits for all of
// them, so the app never paints in another language or brand first, nor an empty route.
const sdk = createAppSdk();
const appNavigator = createAppNavigator(sdk);

// A phone in dark mode starts in the brand's dark theme (Root), so that theme's CSS comes before the first render too.
const startsDark = brand.darkTheme && window.matchMedia('(prefers-color-scheme: dark)').matches;

void Promise.all([
  loadBrandStyle(brand),
  sdk.ready,
  appNavigator.start(),
  loadTheme(brand.theme),
  startsDark && brand.darkTheme ? loadTheme(brand.darkTheme) : undefined,
]).then(([brandStyle]) => {
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser every few milliseconds, where a default update
  // renders the whole first screen in one task: the frame index.html painted stays on screen until the commit,
  // and a tap or scroll in between is not kept waiting behind the whole tree.
  startTransition(() => {
    root.render(
      <StrictMode>
        <SdkProvider sdk={sdk}>
          <AppRouter navigator={appNavigator} brandStyle={brandStyle} />
        </SdkProvider>
      </StrictMode>,
    );
  });
});

// The other routes' loaders (src/moreRoutes.ts) come on the customer's first touch or key, which starts well before
// the tap that would open one of them ends; a first screen that is only looked at never downloads them.
for (const type of ['pointerdown', 'keydown'] as const)
  window.addEventListener(type, () => void preloadMoreRoutes().catch(() => {}), {
    capture: true,
    once: true,
    passive: true,
  });
