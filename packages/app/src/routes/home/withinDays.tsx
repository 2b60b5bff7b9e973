import {
  MARKETS,
  marketAvailable,
  selectDayTradeApply,
  selectDayTradeOrders,
  selectDayTradeProgrammes,
  translateRule,
} from '@tsumiki/sdk';
import { useEndpoint, useMutation, useSdk } from '@tsumiki/sdk/react';
import type { DayTradeTab } from '@tsumiki/ui/screens';
import { DayTradeScreen } from '@tsumiki/ui/screens';
import { useState } from 'react';
import { useSearchParams } from '../../nav/router';
import { PageMarketSwitch, usePageMarket } from '../../shell/pageMarket';
import { useLabels } from '../../shell/useLabels';

/**
 * /home/withinDays[?tab=applications][&market=] — the chosen market's programmes and applying (participation
 * amount); my applications there and their P&L.
 */
export function Component() {
  const sdk = useSdk();
  const labels = useLabels('dayTrade');
  const language = sdk.i18n.language;
  const page = usePageMarket();
  const { market } = page;
  const [params, setParams] = useSearchParams();
  const programmes = useEndpoint('listDayTradeProgrammes', { type: market });
  const orders = useEndpoint('listDayTradeOrders', { type: market });
  const user = useEndpoint('getUserinfo', { type: market });
  const [applyDayTrade, sending] = useMutation('applyDayTrade');
  const [selected, setSelected] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [fundsPassword, setFundsPassword] = useState('');
  const [done, setDone] = useState(false);
  const programme = programmes.data?.find((p) => p.id === selected);
  const apply = programme
    ? selectDayTradeApply(programme, { language, amount, available: marketAvailable(user.data, market) })
    : undefined;
  const error = programmes.error ?? orders.error;
  const ready = programmes.data !== undefined && orders.data !== undefined;
  const tab: DayTradeTab = params.get('tab') === 'applications' ? 'applications' : 'programmes';

  return (
    <>
      <PageMarketSwitch page={page} />
      <DayTradeScreen
        labels={labels}
        status={error ? 'error' : ready ? 'ready' : 'loading'}
        {...(error
          ? {
              errorText: error.text,
              onRetry: () => {
                programmes.refetch();
                orders.refetch();
              },
            }
          : {})}
        {...(programmes.data ? { programmes: selectDayTradeProgrammes(programmes.data, language) } : {})}
        {...(orders.data ? { orders: selectDayTradeOrders(orders.data, language) } : {})}
        tab={tab}
        onTabChange={(t) => setParams(t === 'applications' ? { tab: t } : {}, { replace: true })}
        {...(apply ? { apply } : {})}
        onSelect={(id) => {
          setDone(false);
          setSelected(id);
        }}
        issueText={(i) => translateRule(sdk.i18n, i.code, i.params)}
        currency={MARKETS[market].currency}
        amount={amount}
        onAmountChange={setAmount}
        fundsPassword={fundsPassword}
        onFundsPasswordChange={setFundsPassword}
        submitting={sending.isSending}
        {...(done ? { doneText: labels.applied } : {})}
        onApply={() =>
          void applyDayTrade({ id: selected ?? '', amount, fundsPassword }).then((r) => {
            setFundsPassword('');
            if (!r.error) {
              setDone(true);
              setAmount('');
              setSelected(null);
            }
            orders.refetch();
            user.refetch();
          })
        }
      />
    </>
  );
}
