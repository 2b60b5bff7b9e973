import { SdkProvider } from '@tsumiki/sdk/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { brand } from './brand';
import { loadBrandStyle } from './brand/style';
import { createAppRouter, preloadRoute } from './router';
import { createAppSdk } from './sdk';
import './shell/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// Three downloads side by side, none waiting for another: the chosen language's texts (createAppSdk starts
// them), the brand's runtime tokens when it names a runtimeTokensUrl, and the first route's chunk. The first
// render waits for the first two, so the app never paints in another language or brand first.
const sdk = createAppSdk();
preloadRoute(window.location.hash);

void Promise.all([loadBrandStyle(brand), sdk.ready]).then(([brandStyle]) => {
  createRoot(container).render(
    <StrictMode>
      <SdkProvider sdk={sdk}>
        <RouterProvider router={createAppRouter(brandStyle)} />
      </SdkProvider>
    </StrictMode>,
  );
});
