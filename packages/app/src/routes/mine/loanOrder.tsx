import {
  availableIn,
  MARKETS,
  selectCreditRepayment,
  selectLoanOrders,
  selectRepayment,
  selectStockCredits,
  translateRule,
} from '@tsumiki/sdk';
import { useEndpoint, useMutation, useSdk } from '@tsumiki/sdk/react';
import { LoanOrdersScreen } from '@tsumiki/ui/screens';
import { useState } from 'react';
import { PageMarketSwitch, usePageMarket } from '../../shell/pageMarket';
import { useLabels } from '../../shell/useLabels';

/**
 * /mine/loanOrder[?market=]: every loan of the market chosen in the shell and its state; repay an approved
 * one (not below the loan) with the funds password; and the market's stock credits, an outstanding one repaid
 * here the same way (withdrawals wait until none is left).
 */
export function Component() {
  const sdk = useSdk();
  const labels = useLabels('loans');
  const language = sdk.i18n.language;
  const page = usePageMarket();
  const { market } = page;
  const loans = useEndpoint('listLoans', { type: market });
  const user = useEndpoint('getUserinfo', { type: market });
  const [repay, repaid] = useMutation('repayLoan');
  const credits = useEndpoint('listStockCredits', { type: market });
  const [repayCredit, creditRepaid] = useMutation('repayCredit');
  const [creditId, setCreditId] = useState<string | null>(null);
  const [creditAmount, setCreditAmount] = useState('');
  const [repayingId, setRepayingId] = useState<string | null>(null);
  const [amount, setAmount] = useState('');

  const rows = loans.data ? selectLoanOrders(loans.data, language) : undefined;
  const open = loans.data?.find((l) => String(l.id) === repayingId);
  const repayment = open
    ? selectRepayment(open, amount, availableIn(user.data, market), language)
    : undefined;
  const repayError =
    repayment?.amountIssue && amount !== ''
      ? translateRule(sdk.i18n, repayment.amountIssue.code, repayment.amountIssue.params)
      : undefined;
  const openCredit = credits.data?.find((c) => String(c.id) === creditId);
  const creditRepayment = openCredit ? selectCreditRepayment(openCredit, creditAmount, language) : undefined;
  const creditError =
    creditRepayment?.amountIssue && creditAmount !== ''
      ? translateRule(sdk.i18n, creditRepayment.amountIssue.code, creditRepayment.amountIssue.params)
      : undefined;

  return (
    <>
      <PageMarketSwitch page={page} />
      <LoanOrdersScreen
        labels={labels}
        {...(rows ? { loans: rows } : {})}
        {...(loans.error ? { error: loans.error.text, onRetry: loans.refetch } : {})}
        repayingId={repayingId}
        onRepayOpen={(id) => {
          setRepayingId(id);
          // The repayment starts at the loan amount, the least the server takes.
          setAmount(rows?.find((r) => r.id === id)?.amount.raw ?? '');
        }}
        {...(repayment ? { repayment } : {})}
        currency={MARKETS[market].currency}
        repayAmount={amount}
        onRepayAmountChange={setAmount}
        {...(repayError ? { repayError } : {})}
        onRepay={(fundsPassword) => {
          if (!open) return;
          void repay({ id: open.id, amount, fundsPassword }).then((r) => {
            if (!r.error) setRepayingId(null);
          });
        }}
        sending={repaid.isSending}
        {...(credits.data
          ? {
              stockCredits: {
                credits: selectStockCredits(credits.data, language),
                repayingId: creditId,
                onRepayOpen: (id: string | null) => {
                  setCreditId(id);
                  // The repayment starts at the credit itself, the least the server takes.
                  setCreditAmount(credits.data?.find((c) => String(c.id) === id)?.credit ?? '');
                },
                ...(creditRepayment ? { repayment: creditRepayment } : {}),
                amount: creditAmount,
                onAmountChange: setCreditAmount,
                ...(creditError ? { error: creditError } : {}),
                onRepay: (fundsPassword: string) => {
                  if (!openCredit) return;
                  void repayCredit({ id: openCredit.id, amount: creditAmount, fundsPassword }).then((r) => {
                    if (!r.error) setCreditId(null);
                  });
                },
                sending: creditRepaid.isSending,
              },
            }
          : {})}
      />
    </>
  );
}
