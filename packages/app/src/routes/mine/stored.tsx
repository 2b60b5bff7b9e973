import type { CurrencyCode } from '@tsumiki/sdk';
import { selectDepositHistory, selectExchangeView, translateRule } from '@tsumiki/sdk';
import { useEndpoint, useMutation, useSdk } from '@tsumiki/sdk/react';
import { StoredScreen } from '@tsumiki/ui/screens';
import { useState } from 'react';
import { brand } from '../../brand';
import { PageMarketSwitch, usePageMarket } from '../../shell/pageMarket';
import { useLabels } from '../../shell/useLabels';

/**
 * /mine/stored[?market=]: the deposit history of the market chosen in the shell (the switch over the page) and
 * each deposit's review state (the form itself is /mine/deposit), and currency exchange between two different
 * currencies (hidden when the brand switches `exchange` off): exactly the pairs the server quotes.
 */
export function Component() {
  const sdk = useSdk();
  const labels = useLabels('funds');
  const language = sdk.i18n.language;
  const page = usePageMarket();
  const { market } = page;
  const deposits = useEndpoint('listDeposits', { type: market });
  const user = useEndpoint('getUserinfo', { type: market });
  const rates = useEndpoint('listExchangeRates', undefined, { skip: !brand.features.exchange });
  const [from, setFrom] = useState<CurrencyCode>('USD');
  const [to, setTo] = useState<CurrencyCode>('JPY');
  const [amount, setAmount] = useState('');
  const [exchange, exchanged] = useMutation('exchange');

  const viewOf = (f: CurrencyCode, t: CurrencyCode) =>
    selectExchangeView({
      from: f,
      to: t,
      amount,
      ...(rates.data ? { rates: rates.data } : {}),
      ...(user.data ? { user: user.data } : {}),
      language,
    });
  const view = viewOf(from, to);
  // Another `from` keeps `to` when the pair is quoted, else takes the first currency it is quoted into.
  const changeFrom = (next: CurrencyCode) => {
    const targets = viewOf(next, to).toCurrencies;
    setFrom(next);
    if (!targets.includes(to) && targets[0]) setTo(targets[0]);
  };
  // The empty field's own issue waits for typing; the pair's issues show at once.
  const errors = view.issues
    .filter((i) => amount !== '' || i.code !== 'amount.required')
    .map((i) => translateRule(sdk.i18n, i.code, i.params));

  return (
    <>
      <PageMarketSwitch page={page} />
      <StoredScreen
        labels={labels}
        {...(deposits.data ? { deposits: selectDepositHistory(deposits.data, language) } : {})}
        {...(deposits.error ? { error: deposits.error.text, onRetry: deposits.refetch } : {})}
        {...(brand.features.exchange ? { exchange: view } : {})}
        from={from}
        to={to}
        onFromChange={changeFrom}
        onToChange={setTo}
        exchangeAmount={amount}
        onExchangeAmountChange={setAmount}
        exchangeErrors={errors}
        onExchange={(fundsPassword) => void exchange({ from, to, amount, fundsPassword })}
        sending={exchanged.isSending}
        exchanged={exchanged.data !== undefined && exchanged.error === undefined}
      />
    </>
  );
}
