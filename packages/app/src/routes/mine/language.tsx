import { languageChoices } from '@tsumiki/sdk';
import { useSdk } from '@tsumiki/sdk/react';
import { LanguageScreen } from '@tsumiki/ui/screens';
import { brand } from '../../brand';
import { useLabels } from '../../shell/useLabels';

/**
 * /mine/language lists the brand's languages; choosing one opens /mine/changeLang?lang=<code>, which confirms,
 * persists the choice and reloads the app (the spec: after a language is chosen the app reloads).
 */
export function Component() {
  const sdk = useSdk();
  return (
    <LanguageScreen
      labels={useLabels('account')}
      choices={languageChoices(brand.languages, sdk.i18n.language)}
    />
  );
}
