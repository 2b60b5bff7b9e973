import { marketAvailable, selectNewShareOrders, translateRule } from '@tsumiki/sdk';
import { useEndpoint, useMutation, useSdk } from '@tsumiki/sdk/react';
import { NewShareOrders } from '@tsumiki/ui/screens';
import { useState } from 'react';
import { PageMarketSwitch, usePageMarket } from '../../shell/pageMarket';
import { useLabels } from '../../shell/useLabels';

/**
 * /mine/newShareOrder[?market=] — my subscriptions in the market chosen in the shell, in every state; a won,
 * unpaid one is paid here (`payNewStock`).
 */
export function Component() {
  const sdk = useSdk();
  const labels = useLabels('ipo');
  const language = sdk.i18n.language;
  const page = usePageMarket();
  const { market } = page;
  const orders = useEndpoint('listNewStockOrders', { type: market });
  const user = useEndpoint('getUserinfo', { type: market });
  const [pay] = useMutation('payNewStock');
  const [payingId, setPayingId] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const view = orders.data
    ? selectNewShareOrders(orders.data, { language, available: marketAvailable(user.data, market) })
    : undefined;

  return (
    <>
      <PageMarketSwitch page={page} />
      <NewShareOrders
        labels={labels}
        status={orders.error ? 'error' : view ? 'ready' : 'loading'}
        {...(view ? { orders: view } : {})}
        {...(orders.error ? { errorText: orders.error.text, onRetry: orders.refetch } : {})}
        issueText={(i) => translateRule(sdk.i18n, i.code, i.params)}
        {...(payingId ? { payingId } : {})}
        {...(done ? { doneText: labels.paid } : {})}
        onPay={(id) => {
          setPayingId(id);
          setDone(false);
          void pay({ id }).then((r) => {
            setPayingId(null);
            if (!r.error) setDone(true);
            orders.refetch();
            user.refetch();
          });
        }}
      />
    </>
  );
}
