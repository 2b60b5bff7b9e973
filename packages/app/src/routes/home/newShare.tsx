import type { IpoTab } from '@tsumiki/sdk';
import { IPO_TABS, selectNewShareList } from '@tsumiki/sdk';
import { useEndpoint, useSdk } from '@tsumiki/sdk/react';
import { NewShareList } from '@tsumiki/ui/screens';
import { useSearchParams } from '../../nav/router';
import { PageMarketSwitch, usePageMarket } from '../../shell/pageMarket';
import { useLabels } from '../../shell/useLabels';

/**
 * /home/newShare[?tab=][&market=] — new shares of the market chosen in the shell (the switch over the list), by
 * state; the state comes from the SDK's `ipoPhase` and the clock.
 */
export function Component() {
  const sdk = useSdk();
  const labels = useLabels('ipo');
  const language = sdk.i18n.language;
  const page = usePageMarket();
  const { market } = page;
  const [params, setParams] = useSearchParams();
  const stocks = useEndpoint('listNewStocks', { type: market });
  const view = stocks.data ? selectNewShareList(stocks.data, language, sdk.clock()) : undefined;
  const tab = IPO_TABS.find((t): t is IpoTab => t === params.get('tab'));
  return (
    <>
      <PageMarketSwitch page={page} />
      <NewShareList
        labels={labels}
        status={stocks.error ? 'error' : view ? 'ready' : 'loading'}
        {...(view ? { view } : {})}
        {...(tab ? { tab } : {})}
        onTabChange={(t) => setParams({ tab: t }, { replace: true })}
        {...(stocks.error ? { errorText: stocks.error.text, onRetry: stocks.refetch } : {})}
      />
    </>
  );
}
