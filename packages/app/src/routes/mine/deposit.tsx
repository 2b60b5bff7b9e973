import type { FundingCurrency } from '@tsumiki/sdk';
import {
  describeReasons,
  MARKETS,
  marketOfCurrency,
  rulesConfigFromItems,
  selectDepositForm,
  translateRule,
} from '@tsumiki/sdk';
import { useEndpoint, useMutation, useSdk } from '@tsumiki/sdk/react';
import { DepositScreen } from '@tsumiki/ui/screens';
import { useState } from 'react';
import { brand } from '../../brand';
import { usePageMarket } from '../../shell/pageMarket';
import { useTradingCalendar } from '../../shell/tradingCalendar';
import { useLabels } from '../../shell/useLabels';

/**
 * /mine/deposit is the deposit form (amount, currency, transfer proof); /mine/stored is the deposit history with
 * each deposit's review state, and currency exchange.
 */
export function Component() {
  const sdk = useSdk();
  const labels = useLabels('funds');
  const language = sdk.i18n.language;
  // The funding currencies of the brand's markets (the SDK's market table), first the shell's market's.
  const currencies: FundingCurrency[] = brand.markets.map((m) => MARKETS[m].currency);
  const { market: picked } = usePageMarket();
  const [currency, setCurrency] = useState<FundingCurrency>(MARKETS[picked].currency);
  const [amount, setAmount] = useState('');
  const [proof, setProof] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  // The balances and pending deposits are the chosen currency's market's, not the brand's first market's.
  const market = marketOfCurrency(currency);
  const user = useEndpoint('getUserinfo', { type: market });
  const deposits = useEndpoint('listDeposits', { type: market });
  const config = useEndpoint('getConfig', { type: 'all' });
  const calendar = useTradingCalendar();
  const [deposit, sent] = useMutation('deposit');

  const form = selectDepositForm({
    amount,
    currency,
    proof,
    ...(user.data ? { user: user.data } : {}),
    ...(deposits.data ? { deposits: deposits.data } : {}),
    // The chosen currency's market's own maximum, in that currency, as the server enforces it.
    limits: rulesConfigFromItems(config.data ?? []).limits,
    ...(calendar ? { calendar } : {}),
    now: sdk.clock(),
    language,
  });
  const t = (issue: { code: string; params?: Readonly<Record<string, string | number>> } | null) =>
    issue ? translateRule(sdk.i18n, issue.code, issue.params) : undefined;
  const amountError = tried || amount !== '' ? t(form.amountIssue) : undefined;
  const proofError = tried || proof !== null ? t(form.proofIssue) : undefined;

  return (
    <DepositScreen
      labels={labels}
      form={form}
      reasons={describeReasons(form.reasons, (code, params) => translateRule(sdk.i18n, code, params))}
      amount={amount}
      onAmountChange={setAmount}
      currencies={currencies}
      currency={currency}
      onCurrencyChange={setCurrency}
      onProofChange={setProof}
      {...(amountError ? { amountError } : {})}
      {...(proofError ? { proofError } : {})}
      onAttempt={() => setTried(true)}
      onSubmit={() => {
        if (proof) void deposit({ amount, currency, proof });
      }}
      sending={sent.isSending}
      done={sent.data !== undefined && sent.error === undefined}
    />
  );
}
