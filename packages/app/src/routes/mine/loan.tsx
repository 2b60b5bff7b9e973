import { describeReasons, MARKETS, selectLoanView, translateRule } from '@tsumiki/sdk';
import { useEndpoint, useMutation, useSdk } from '@tsumiki/sdk/react';
import { LoanScreen } from '@tsumiki/ui/screens';
import { useState } from 'react';
import { PageMarketSwitch, usePageMarket } from '../../shell/pageMarket';
import { useLabels } from '../../shell/useLabels';

/**
 * /mine/loan[?market=]: in the market chosen in the shell (the switch over the page), credit score and quota
 * (`getCredit`), apply (`applyLoan`), add credit (`addCredit`).
 */
export function Component() {
  const sdk = useSdk();
  const labels = useLabels('loans');
  const language = sdk.i18n.language;
  const page = usePageMarket();
  const { market } = page;
  const credit = useEndpoint('getCredit', { type: market });
  const user = useEndpoint('getUserinfo', { type: market });
  const [apply, applied] = useMutation('applyLoan');
  const [addCredit, added] = useMutation('addCredit');
  const [amount, setAmount] = useState('');
  const [addedCredit, setAddedCredit] = useState('');

  const view = selectLoanView({
    ...(credit.data ? { credit: credit.data } : {}),
    ...(user.data ? { user: user.data } : {}),
    amount,
    addedCredit,
    language,
  });
  const t = (issue: { code: string; params?: Readonly<Record<string, string | number>> } | null) =>
    issue ? translateRule(sdk.i18n, issue.code, issue.params) : undefined;
  const amountError = amount !== '' ? t(view.amountIssue) : undefined;
  const creditError = addedCredit !== '' ? t(view.creditIssue) : undefined;

  return (
    <>
      <PageMarketSwitch page={page} />
      <LoanScreen
        labels={labels}
        {...(credit.data ? { view } : {})}
        {...(credit.error ? { error: credit.error.text, onRetry: credit.refetch } : {})}
        reasons={describeReasons(view.reasons, (code, params) => translateRule(sdk.i18n, code, params))}
        currency={MARKETS[market].currency}
        amount={amount}
        onAmountChange={setAmount}
        {...(amountError ? { amountError } : {})}
        onApply={() => void apply({ type: market, amount })}
        applying={applied.isSending}
        applied={applied.data !== undefined && applied.error === undefined}
        addedCredit={addedCredit}
        onAddedCreditChange={setAddedCredit}
        {...(creditError ? { creditError } : {})}
        onAddCredit={() => void addCredit({ type: market, credit: addedCredit.trim() })}
        addingCredit={added.isSending}
        creditAdded={added.data !== undefined && added.error === undefined}
      />
    </>
  );
}
