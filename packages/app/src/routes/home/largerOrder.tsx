import { marketAvailable, selectBlockTradeApply, translateRule } from '@tsumiki/sdk';
import { useEndpoint, useMutation, useSdk } from '@tsumiki/sdk/react';
import { BlockTradeApply } from '@tsumiki/ui/screens';
import { useState } from 'react';
import { useSearchParams } from '../../nav/router';
import { useLabels } from '../../shell/useLabels';

/** /home/largerOrder?id= — lots, amount required (`blockTradeAmount`), closed trades refused (`validateBlockTrade`). */
export function Component() {
  const sdk = useSdk();
  const labels = useLabels('block');
  const language = sdk.i18n.language;
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const trade = useEndpoint('getBlockTrade', { id }, { skip: id === '' });
  const market = trade.data?.market ?? 'jpy';
  const user = useEndpoint('getUserinfo', { type: market });
  const [apply, sending] = useMutation('applyBlockTrade');
  const [lots, setLots] = useState<string | null>(null);
  const [fundsPassword, setFundsPassword] = useState('');
  const [done, setDone] = useState(false);
  const view = trade.data
    ? selectBlockTradeApply(trade.data, {
        language,
        lots: lots ?? trade.data.minLots,
        available: marketAvailable(user.data, market),
      })
    : undefined;
  return (
    <BlockTradeApply
      labels={labels}
      status={trade.error || id === '' ? 'error' : view ? 'ready' : 'loading'}
      {...(view ? { view } : {})}
      {...(trade.error ? { errorText: trade.error.text, onRetry: trade.refetch } : {})}
      issueText={(i) => translateRule(sdk.i18n, i.code, i.params)}
      onLotsChange={(n) => {
        setDone(false);
        setLots(String(n));
      }}
      fundsPassword={fundsPassword}
      onFundsPasswordChange={setFundsPassword}
      submitting={sending.isSending}
      {...(done ? { doneText: labels.applied } : {})}
      onApply={() =>
        void apply({ id, lots: String(view?.lots ?? ''), fundsPassword }).then((r) => {
          setFundsPassword('');
          if (!r.error) setDone(true);
          trade.refetch();
          user.refetch();
        })
      }
    />
  );
}
