import { selectPositionDetailView, translateMessage, translateRule } from '@tsumiki/sdk';
import { useEndpoint, useMutation, useSdk } from '@tsumiki/sdk/react';
import { PositionDetailScreen } from '@tsumiki/ui/screens';
import { useSearchParams } from '../../nav/router';
import { useLabels } from '../../shell/useLabels';

/** /position/info?id= — one position; close (T+1 checked by the SDK) or cancel, both confirmed in a sheet. */
export function Component() {
  const sdk = useSdk();
  const labels = useLabels('positions');
  const language = sdk.i18n.language;
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const position = useEndpoint('getPosition', { id }, { skip: id === '' });
  const config = useEndpoint('getConfig', { type: 'all' });
  const [close, closing] = useMutation('closePosition');
  const [cancel, cancelling] = useMutation('cancelOrder');
  // The clock is read at each render, so a screen left open past midnight re-evaluates T+1.
  const view = position.data
    ? selectPositionDetailView(position.data, language, sdk.clock(), config.data)
    : undefined;
  const notFound = id === '' || position.error?.msg === 'order.notFound';
  const reason = view?.closeBlocked
    ? translateRule(sdk.i18n, view.closeBlocked.code, view.closeBlocked.params)
    : undefined;
  const cancelReason = view?.cancelReason ? translateMessage(sdk.i18n, view.cancelReason) : undefined;

  return (
    <PositionDetailScreen
      labels={labels}
      {...(view ? { view } : {})}
      {...(reason ? { closeBlockedReason: reason } : {})}
      {...(cancelReason ? { cancelReasonText: cancelReason } : {})}
      notFound={notFound}
      {...(position.error && !notFound ? { error: position.error.text, onRetry: position.refetch } : {})}
      sending={closing.isSending || cancelling.isSending}
      onClose={() => void close({ id }).then(() => position.refetch())}
      onCancel={() => void cancel({ id }).then(() => position.refetch())}
    />
  );
}
