import { selectFollowOrders } from '@tsumiki/sdk';
import { useEndpoint, useSdk } from '@tsumiki/sdk/react';
import { FollowOrders } from '@tsumiki/ui/screens';
import { PageMarketSwitch, usePageMarket } from '../../shell/pageMarket';
import { useLabels } from '../../shell/useLabels';

/**
 * /mine/followOrder[?market=] — my copy-trading orders in the market chosen in the shell: profits, lock-up and
 * unlock date (`checkFollowLock`).
 */
export function Component() {
  const sdk = useSdk();
  const labels = useLabels('follow');
  const language = sdk.i18n.language;
  const page = usePageMarket();
  const { market } = page;
  const orders = useEndpoint('listFollowOrders', { type: market });
  const view = orders.data ? selectFollowOrders(orders.data, { language, now: sdk.clock() }) : undefined;
  return (
    <>
      <PageMarketSwitch page={page} />
      <FollowOrders
        labels={labels}
        status={orders.error ? 'error' : view ? 'ready' : 'loading'}
        {...(view ? { orders: view } : {})}
        {...(orders.error ? { errorText: orders.error.text, onRetry: orders.refetch } : {})}
      />
    </>
  );
}
