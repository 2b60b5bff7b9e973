import type { FundingCurrency } from '@tsumiki/sdk';
import {
  describeReasons,
  MARKETS,
  rulesConfigFromItems,
  selectDepositForm,
  translateRule,
} from '@tsumiki/sdk';
import { useEndpoint, useMutation, useSdk } from '@tsumiki/sdk/react';
import { DepositScreen } from '@tsumiki/ui/screens';
import { useState } from 'react';
import { PageMarketSwitch, usePageMarket } from '../../shell/pageMarket';
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
  // The market switch over the page picks the account, so the currency is its market's (the SDK's table).
  const page = usePageMarket();
  const { market } = page;
  const currency: FundingCurrency = MARKETS[market].currency;
  const [amount, setAmount] = useState('');
  const [proof, setProof] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const user = useEndpoint('getUserinfo', { type: market });
  const deposits = useEndpoint('listDeposits', { type: market });
  const config = useEndpoint('getConfig', { type: 'all' });
  const calendar = useTradingCalendar();
  const [deposit, sent] = useMutation('deposit');
  // A read the form needs failed (after its retries): the screen says so instead of a form on missing data.
  const loadError =
    (user.data === undefined ? user.error : undefined) ??
    (deposits.data === undefined ? deposits.error : undefined) ??
    (config.data === undefined ? config.error : undefined);

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
    <>
      <PageMarketSwitch page={page} />
      <DepositScreen
        {...(loadError
          ? {
              loadError: loadError.text,
              onRetry: () => {
                for (const read of [user, deposits, config]) if (read.error) read.refetch();
              },
            }
          : {})}
        labels={labels}
        form={form}
        reasons={describeReasons(form.reasons, (code, params) => translateRule(sdk.i18n, code, params))}
        amount={amount}
        onAmountChange={setAmount}
        currencies={[currency]}
        currency={currency}
        onCurrencyChange={() => {}}
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
    </>
  );
}
