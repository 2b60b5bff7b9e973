import { languageChoices } from '@tsumiki/sdk';
import { useEndpoint, useSdk } from '@tsumiki/sdk/react';
import { StartScreen } from '@tsumiki/ui/screens';
import { brand } from '../../brand';
import { useLabels } from '../../shell/useLabels';

/** /login/start: the brand's welcome; a language change persists and reloads the app (spec section 1). */
export function Component() {
  const sdk = useSdk();
  const labels = useLabels('auth');
  const config = useEndpoint('getConfig', { type: 'all' });
  const logo = config.data?.find((item) => item.name === 'logo')?.value || brand.logo;
  return (
    <StartScreen
      labels={labels}
      brandName={brand.name}
      logoUrl={logo}
      languages={languageChoices(brand.languages, sdk.i18n.language)}
      onLanguageChange={async (code) => {
        await sdk.i18n.changeLanguage(code);
        window.location.reload();
      }}
    />
  );
}
