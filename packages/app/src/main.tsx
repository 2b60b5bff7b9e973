import { Button, lightTheme } from '@tsumiki/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');
createRoot(container).render(
  <StrictMode>
    <main className={lightTheme}>
      <Button>Tsumiki</Button>
    </main>
  </StrictMode>,
);
