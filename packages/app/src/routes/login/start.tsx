import { languageChoices } from '@tsumiki/sdk';
import { useSdkCore } from '@tsumiki/sdk/react';
import { StartScreen } from '@tsumiki/ui/screens';
import { useEffect, useState } from 'react';
import { brand } from '../../brand';
import { useLabels } from '../../shell/useLabels';

/**
 * /login/start: the brand's welcome; a language change persists and reloads the app (spec section 1). It reads
 * the server's `logo` through the transport, not the store, so the first visit downloads no store.
 */
export function Component() {
  const sdk = useSdkCore();
  const labels = useLabels('auth');
  const [serverLogo, setServerLogo] = useState('');
  useEffect(() => {
    const abort = new AbortController();
    sdk.client
      .post('/common/config', { type: 'all' }, { retries: 2, silent: true, signal: abort.signal })
      .then((items) => setServerLogo(items.find((item) => item.name === 'logo')?.value ?? ''))
      // The brand's own logo stays: the welcome screen does not complain about a missing config.
      .catch(() => undefined);
    return () => abort.abort();
  }, [sdk]);
  return (
    <StartScreen
      labels={labels}
      brandName={brand.name}
      logoUrl={serverLogo || brand.logo}
      languages={languageChoices(brand.languages, sdk.i18n.language)}
      onLanguageChange={async (code) => {
        await sdk.i18n.changeLanguage(code);
        window.location.reload();
      }}
    />
  );
}
