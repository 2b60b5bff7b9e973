import { createTsumiki } from '@tsumiki/sdk';
import { SdkProvider, useEndpoint } from '@tsumiki/sdk/react';
import { AmountField, Button, List, ListRow, MoneyText, TsumikiProvider } from '@tsumiki/ui';
import { StrictMode, useState } from 'react';
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
  const [amount, setAmount] = useState('');
  // No CSS of the app's own beyond this padding: the kit's stylesheet sizes the document and every box.
  return (
    <SdkProvider sdk={sdk}>
      <TsumikiProvider theme="light" lang="en">
        <main style={{ display: 'grid', gap: 16, padding: 16 }}>
          <h1>Available</h1>
          <Available />
          <AmountField label="Amount to deposit" currency="JPY" value={amount} onChange={setAmount} />
          <Button fullWidth onClick={() => window.alert('Deposit')}>
            Deposit
          </Button>
          <List heading="Recent">
            <ListRow title="Deposit accepted, reviewed and credited to the yen account" description="JPY" />
            <ListRow title="Withdrawal to Mizuho Bank, Ginza branch" href="#withdrawal" />
          </List>
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
