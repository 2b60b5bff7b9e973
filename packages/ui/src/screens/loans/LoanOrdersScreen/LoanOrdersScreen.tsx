import type { LoanRowView, RepaymentView } from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import { fillLabel } from '@tsumiki/sdk/labels';
import type { ReactNode } from 'react';
import { Button } from '../../../components/Button/Button';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { List, ListRow } from '../../../components/ListRow/ListRow';
import { MoneyText } from '../../../components/MoneyText/MoneyText';
import { SkeletonList } from '../../../components/Skeleton/Skeleton';
import { StatusBadge } from '../../../components/StatusBadge/StatusBadge';
import { RepaySheet } from '../parts/RepaySheet';
import type { StockCreditListProps } from '../parts/StockCreditList';
import { StockCreditList } from '../parts/StockCreditList';
import * as styles from './LoanOrdersScreen.css';

export interface LoanOrdersScreenProps {
  /** The `loans` labels in the reader's language: `labelsFor(i18n, 'loans')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'loans'>;
  /** SDK `selectLoanOrders`; absent while loading. */
  loans?: readonly LoanRowView[];
  /** A translated error to show instead of the content (the call failed). */
  error?: string;
  /** Called by the error state's retry button. */
  onRetry?: () => void;
  /** The loan being repaid (its id), or null when no repayment sheet is open. */
  repayingId: string | null;
  /** Called with the loan the customer opens to repay, or null when closed. */
  onRepayOpen: (id: string | null) => void;
  /** SDK `selectRepayment` of the open loan. */
  repayment?: RepaymentView;
  /** The currency label of the amounts. */
  currency: string;
  /** The repayment as typed (controlled). */
  repayAmount: string;
  /** Called with the repayment as typed. */
  onRepayAmountChange: (amount: string) => void;
  /** Translated issue of the repayment amount. */
  repayError?: string;
  /** Called with the funds password when the customer confirms the repayment. */
  onRepay: (fundsPassword: string) => void;
  /** The repayment is being sent. */
  sending?: boolean;
  /**
   * The market's stock credits and their repayment (`StockCreditList`): shown under the loans when given, so an
   * unpaid credit that stops withdrawals (`loan.unpaid`, whose remedy links here) can be repaid. Default none.
   */
  stockCredits?: Omit<StockCreditListProps, 'labels' | 'currency'>;
}

/**
 * /mine/loanOrder: every loan with its state (under review, approved, rejected, repaid); repay an approved one;
 * and the stock credits, repaid here too.
 */
export function LoanOrdersScreen(props: LoanOrdersScreenProps) {
  const { labels, loans, repayment } = props;
  let body: ReactNode;
  if (props.error) {
    body = (
      <ErrorState
        title={labels.errorTitle}
        description={props.error}
        retryLabel={labels.retry}
        {...(props.onRetry ? { onRetry: props.onRetry } : {})}
      />
    );
  } else if (!loans) {
    body = <SkeletonList label={labels.loading} />;
  } else if (loans.length === 0) {
    body = (
      <EmptyState
        title={labels.emptyOrders}
        action={
          <Button variant="secondary" href="/mine/loan">
            {labels.applyNow}
          </Button>
        }
      />
    );
  } else {
    body = (
      <List>
        {loans.map((l) => (
          <ListRow
            key={l.id}
            title={<MoneyText value={l.amount.text} />}
            description={
              <span>
                {labels.appliedAt} {l.time}
                <br />
                {labels.orderNo} {l.orderNo}
                {l.repaidAt && (
                  <>
                    <br />
                    {labels.repaidAt} {l.repaidAt}
                    {l.repaid ? ` · ${labels.repaidAmount} ${l.repaid}` : ''}
                  </>
                )}
              </span>
            }
            trailing={
              <span className={styles.trailing}>
                {l.state ? (
                  <StatusBadge state={l.state} label={labels[l.stateLabel]} />
                ) : (
                  <StatusBadge tone="success" label={labels[l.stateLabel]} />
                )}
                {l.canRepay && (
                  <Button size="sm" onClick={() => props.onRepayOpen(l.id)}>
                    {labels.repay}
                  </Button>
                )}
              </span>
            }
          />
        ))}
      </List>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="loan-orders-title">
      <h1 id="loan-orders-title" className={styles.title}>
        {labels.ordersTitle}
      </h1>
      {body}
      {props.stockCredits && (
        <StockCreditList labels={labels} currency={props.currency} {...props.stockCredits} />
      )}
      <RepaySheet
        labels={labels}
        open={props.repayingId !== null}
        onClose={() => props.onRepayOpen(null)}
        title={labels.repayTitle}
        {...(repayment
          ? {
              owed: { label: labels.loanAmount, value: repayment.loanAmount.text },
              hint: fillLabel(labels.repayHint, { loan: repayment.loanAmount.text }),
            }
          : {})}
        canRepay={repayment?.canRepay ?? false}
        currency={props.currency}
        amount={props.repayAmount}
        onAmountChange={props.onRepayAmountChange}
        {...(props.repayError ? { error: props.repayError } : {})}
        onRepay={props.onRepay}
        sending={props.sending ?? false}
      />
    </section>
  );
}
