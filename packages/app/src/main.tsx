import { SdkProvider } from '@tsumiki/sdk/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';
import { createAppSdk } from './sdk';
import './shell/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const sdk = createAppSdk();
const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <SdkProvider sdk={sdk}>
      <RouterProvider router={router} />
    </SdkProvider>
  </StrictMode>,
);
