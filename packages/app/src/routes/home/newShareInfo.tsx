import { hasSubscribed, selectNewShareDetail, translateRule } from '@tsumiki/sdk';
import { useEndpoint, useMutation, useSdk } from '@tsumiki/sdk/react';
import { NewShareDetail } from '@tsumiki/ui/screens';
import { useState } from 'react';
import { useSearchParams } from '../../nav/router';
import { useLabels } from '../../shell/useLabels';

/** /home/newShareInfo?id= — every IPO field and the subscription (once per stock, `validateIpoSubscription`). */
export function Component() {
  const sdk = useSdk();
  const labels = useLabels('ipo');
  const language = sdk.i18n.language;
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const stock = useEndpoint('getNewStock', { id }, { skip: id === '' });
  // "Subscribed already" is looked up among the orders of the stock's own market, whichever the shell shows.
  const market = stock.data?.market;
  const orders = useEndpoint('listNewStockOrders', { type: market ?? 'jpy' }, { skip: !market });
  const [subscribe, sending] = useMutation('subscribeNewStock');
  const [quantity, setQuantity] = useState<string | null>(null);
  const [payNow, setPayNow] = useState(false);
  const [done, setDone] = useState(false);
  const view = stock.data
    ? selectNewShareDetail(stock.data, {
        language,
        now: sdk.clock(),
        quantity: quantity ?? stock.data.minQuantity,
        subscribed: stock.data.subscribed === true || hasSubscribed(orders.data, id),
      })
    : undefined;

  return (
    <NewShareDetail
      labels={labels}
      status={stock.error || id === '' ? 'error' : view ? 'ready' : 'loading'}
      {...(view ? { view } : {})}
      {...(stock.error ? { errorText: stock.error.text, onRetry: stock.refetch } : {})}
      issueText={(i) => translateRule(sdk.i18n, i.code, i.params)}
      onQuantityChange={(n) => {
        setDone(false);
        setQuantity(String(n));
      }}
      payNow={payNow}
      onPayNowChange={setPayNow}
      submitting={sending.isSending}
      {...(done ? { doneText: labels.subscribed } : {})}
      onSubscribe={() =>
        void subscribe({
          id,
          quantity: String(view?.subscribe.quantity ?? ''),
          pay: payNow ? '1' : '0',
        }).then((r) => {
          if (!r.error) setDone(true);
          stock.refetch();
          orders.refetch();
        })
      }
    />
  );
}
