import { selectBlockTradeDetail } from '@tsumiki/sdk';
import { useEndpoint, useSdk } from '@tsumiki/sdk/react';
import { BlockTradeDetail } from '@tsumiki/ui/screens';
import { useSearchParams } from '../../nav/router';
import { useLabels } from '../../shell/useLabels';

/** /home/largeInfo?id= — price, market price, lots, minimum buy and amount, window; apply while open. */
export function Component() {
  const sdk = useSdk();
  const labels = useLabels('block');
  const language = sdk.i18n.language;
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const trade = useEndpoint('getBlockTrade', { id }, { skip: id === '' });
  const view = trade.data ? selectBlockTradeDetail(trade.data, language) : undefined;
  return (
    <BlockTradeDetail
      labels={labels}
      status={trade.error || id === '' ? 'error' : view ? 'ready' : 'loading'}
      {...(view ? { view } : {})}
      {...(trade.error ? { errorText: trade.error.text, onRetry: trade.refetch } : {})}
    />
  );
}
