import { languageChoices } from '@tsumiki/sdk';
import { useSdk } from '@tsumiki/sdk/react';
import { ChangeLanguageScreen } from '@tsumiki/ui/screens';
import { useState } from 'react';
import { brand } from '../../brand';
import { useSearchParams } from '../../nav/router';
import { useLabels } from '../../shell/useLabels';

/** /mine/changeLang?lang=<code>: confirms the language chosen on /mine/language, persists it, reloads. */
export function Component() {
  const sdk = useSdk();
  const [params] = useSearchParams();
  const [switching, setSwitching] = useState(false);
  const choice = languageChoices(brand.languages, sdk.i18n.language).find(
    (c) => c.code === params.get('lang'),
  );
  return (
    <ChangeLanguageScreen
      labels={useLabels('account')}
      {...(choice ? { choice } : {})}
      switching={switching}
      onConfirm={async () => {
        if (!choice) return;
        setSwitching(true);
        await sdk.i18n.changeLanguage(choice.code);
        window.location.reload();
      }}
    />
  );
}
