import { createTsumiki } from '@tsumiki/sdk';
import { SdkProvider, useEndpoint } from '@tsumiki/sdk/react';
import { Button, MoneyText, TsumikiProvider } from '@tsumiki/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// One stylesheet for the whole kit: components, screens, charts and every built-in theme.
import '@tsumiki/ui/style.css';

// The backend's /api/vue; the reference server (`npm start`) serves it on this origin.
const sdk = createTsumiki({ baseUrl: import.meta.env.VITE_API_BASE_URL ?? '/api/vue', language: 'en' });

function Available() {
  const { data, error } = useEndpoint('getUserinfo', { type: 'jpy' });
  if (error) return <p role="status">{error.text}</p>;
  return <MoneyText value={data?.jpy ?? '0.00'} currency="JPY" size="lg" />;
}

function App() {
  return (
    <SdkProvider sdk={sdk}>
      <TsumikiProvider theme="light" lang="en">
        <main style={{ padding: 16 }}>
          <h1>Available</h1>
          <Available />
          <Button onClick={() => window.alert('Deposit')}>Deposit</Button>
        </main>
      </TsumikiProvider>
    </SdkProvider>
  );
}

// The first render waits for the chosen language's texts, the one chunk of them this app downloads.
const root = document.getElementById('root');
if (root) {
  void sdk.ready.then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
