import { SdkProvider } from '@tsumiki/sdk/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { brand } from './brand';
import { loadBrandStyle } from './brand/style';
import { createAppRouter } from './router';
import { createAppSdk } from './sdk';
import './shell/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const sdk = createAppSdk();

// At once, unless the brand names a runtimeTokensUrl: then after that JSON has loaded (or failed to).
void loadBrandStyle(brand).then((brandStyle) => {
  createRoot(container).render(
    <StrictMode>
      <SdkProvider sdk={sdk}>
        <RouterProvider router={createAppRouter(brandStyle)} />
      </SdkProvider>
    </StrictMode>,
  );
});
