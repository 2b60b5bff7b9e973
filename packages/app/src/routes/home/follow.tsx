import { selectFollowProducts } from '@tsumiki/sdk';
import { useEndpoint, useSdk } from '@tsumiki/sdk/react';
import { FollowProducts } from '@tsumiki/ui/screens';
import { PageMarketSwitch, usePageMarket } from '../../shell/pageMarket';
import { useLabels } from '../../shell/useLabels';

/**
 * /home/follow[?market=] — the chosen market's copy-trading products (open first); each opens /home/qcList?id=.
 */
export function Component() {
  const sdk = useSdk();
  const labels = useLabels('follow');
  const language = sdk.i18n.language;
  const page = usePageMarket();
  const { market } = page;
  const products = useEndpoint('listFollowProducts', { type: market });
  const rows = products.data
    ? selectFollowProducts(products.data, { language, now: sdk.clock() })
    : undefined;
  return (
    <>
      <PageMarketSwitch page={page} />
      <FollowProducts
        labels={labels}
        status={products.error ? 'error' : rows ? 'ready' : 'loading'}
        {...(rows ? { groups: [{ originator: null, products: rows }] } : {})}
        {...(products.error ? { errorText: products.error.text, onRetry: products.refetch } : {})}
      />
    </>
  );
}
