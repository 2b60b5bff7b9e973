import { selectBlockApplications } from '@tsumiki/sdk';
import { useEndpoint, useSdk } from '@tsumiki/sdk/react';
import { BlockApplications } from '@tsumiki/ui/screens';
import { PageMarketSwitch, usePageMarket } from '../../shell/pageMarket';
import { useLabels } from '../../shell/useLabels';

/**
 * /home/largeQc[?market=] — my block-trade applications in the chosen market (pending review, approved,
 * rejected), newest first.
 */
export function Component() {
  const sdk = useSdk();
  const labels = useLabels('block');
  const language = sdk.i18n.language;
  const page = usePageMarket();
  const apps = useEndpoint('listBlockTradeApplications', { type: page.market });
  const applications = apps.data ? selectBlockApplications(apps.data, language) : undefined;
  return (
    <>
      <PageMarketSwitch page={page} />
      <BlockApplications
        labels={labels}
        status={apps.error ? 'error' : applications ? 'ready' : 'loading'}
        {...(applications ? { applications } : {})}
        {...(apps.error ? { errorText: apps.error.text, onRetry: apps.refetch } : {})}
      />
    </>
  );
}
