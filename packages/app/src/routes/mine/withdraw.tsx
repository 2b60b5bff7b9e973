import {
  describeReasons,
  MARKETS,
  rulesConfigFromItems,
  selectWithdrawForm,
  translateRule,
} from '@tsumiki/sdk';
import { useEndpoint, useMutation, useSdk } from '@tsumiki/sdk/react';
import { WithdrawScreen } from '@tsumiki/ui/screens';
import { useState } from 'react';
import { brand } from '../../brand';
import { PageMarketSwitch, usePageMarket } from '../../shell/pageMarket';
import { useTradingCalendar } from '../../shell/tradingCalendar';
import { useLabels } from '../../shell/useLabels';

/**
 * /mine/withdraw[?market=]: from the balance of the market chosen in the shell (the switch over the form),
 * in its currency, to one of the customer's bank cards; every blocking reason with its remedy. The minimum and
 * maximum are the market's own, in its currency, as the server publishes them (`selectWithdrawForm`).
 */
export function Component() {
  const sdk = useSdk();
  const labels = useLabels('funds');
  const language = sdk.i18n.language;
  const page = usePageMarket();
  const { market } = page;
  const currency = MARKETS[market].currency;
  const arg = { type: market } as const;
  const user = useEndpoint('getUserinfo', arg);
  const positions = useEndpoint('listPositions', arg);
  const loans = useEndpoint('listLoans', arg, { skip: !brand.features.loans });
  const credit = useEndpoint('getCredit', arg);
  const cards = useEndpoint('listBankCards', undefined);
  const config = useEndpoint('getConfig', { type: 'all' });
  const calendar = useTradingCalendar();
  const [withdraw, sent] = useMutation('withdraw');
  const [amount, setAmount] = useState('');
  const [chosen, setChosen] = useState('');
  const [tried, setTried] = useState(false);

  const ready = user.data !== undefined && positions.data !== undefined && cards.data !== undefined;
  // A read the form needs failed (after its retries): the screen says so, with a retry, instead of loading on.
  const loadError = ready ? undefined : (user.error ?? positions.error ?? cards.error);
  const form = ready
    ? selectWithdrawForm({
        amount,
        market,
        ...(user.data ? { user: user.data } : {}),
        ...(positions.data ? { positions: positions.data } : {}),
        ...(loans.data ? { loans: loans.data } : {}),
        ...(credit.data ? { credit: credit.data } : {}),
        ...(cards.data ? { cards: cards.data } : {}),
        limits: rulesConfigFromItems(config.data ?? []).limits,
        ...(calendar ? { calendar } : {}),
        now: sdk.clock(),
        language,
      })
    : undefined;
  const cardId = chosen || form?.cards[0]?.value || '';
  const amountError =
    form?.amountIssue && (tried || amount !== '')
      ? translateRule(sdk.i18n, form.amountIssue.code, form.amountIssue.params)
      : undefined;
  const pinError = sent.error?.msg === 'fundsPassword.wrong' ? sent.error.text : undefined;

  return (
    <>
      <PageMarketSwitch page={page} />
      <WithdrawScreen
        labels={labels}
        {...(form ? { form } : {})}
        {...(loadError
          ? {
              error: loadError.text,
              onRetry: () => {
                for (const read of [user, positions, cards]) if (read.error) read.refetch();
              },
            }
          : {})}
        reasons={
          form ? describeReasons(form.reasons, (code, params) => translateRule(sdk.i18n, code, params)) : []
        }
        amount={amount}
        onAmountChange={setAmount}
        currency={currency}
        cardId={cardId}
        onCardChange={setChosen}
        {...(amountError ? { amountError } : {})}
        {...(pinError ? { pinError } : {})}
        onAttempt={() => setTried(true)}
        onSubmit={(fundsPassword) => void withdraw({ amount, currency, bankCardId: cardId, fundsPassword })}
        sending={sent.isSending}
        done={sent.data !== undefined && sent.error === undefined}
      />
    </>
  );
}
