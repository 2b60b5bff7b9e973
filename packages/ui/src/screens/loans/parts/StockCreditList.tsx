import type { CreditRepaymentView, StockCreditRowView } from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import { fillLabel } from '@tsumiki/sdk/labels';
import { Button } from '../../../components/Button/Button';
import { List, ListRow } from '../../../components/ListRow/ListRow';
import { MoneyText } from '../../../components/MoneyText/MoneyText';
import { StatusBadge } from '../../../components/StatusBadge/StatusBadge';
import * as styles from '../LoanOrdersScreen/LoanOrdersScreen.css';
import { RepaySheet } from './RepaySheet';

export interface StockCreditListProps {
  /** The `loans` labels in the reader's language: `labelsFor(i18n, 'loans')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'loans'>;
  /** SDK `selectStockCredits`: outstanding, settled or repaid. */
  credits: readonly StockCreditRowView[];
  /** The credit being repaid (its id), or null when no repayment sheet is open. */
  repayingId: string | null;
  /** Opens the repayment sheet of a credit (its id), or closes it (null). */
  onRepayOpen: (id: string | null) => void;
  /** SDK `selectCreditRepayment` of the open credit. */
  repayment?: CreditRepaymentView;
  /** The market currency the credit and its repayment are in (ISO 4217). */
  currency: string;
  /** The repayment amount as typed (a decimal string). */
  amount: string;
  /** Called with each edit of the repayment amount. */
  onAmountChange: (amount: string) => void;
  /** Translated issue of the repayment amount. */
  error?: string;
  /** Called with the funds password when the repayment is confirmed. */
  onRepay: (fundsPassword: string) => void;
  /** The repayment is being sent: the confirm button shows it and waits. */
  sending?: boolean;
}

/**
 * The stock credits of a market with their states (in use, settled by the broker, repaid), why one in use stops
 * withdrawals, and the repayment of one in use: not below the credit, paid from its own hold, with the funds
 * password.
 */
export function StockCreditList(props: StockCreditListProps) {
  const { labels, credits, repayment } = props;
  return (
    <section aria-labelledby="stock-credits-title">
      <h2 id="stock-credits-title" className={styles.title}>
        {labels.creditsHeading}
      </h2>
      <p>{labels.creditsNote}</p>
      {credits.length === 0 ? (
        <p>{labels.emptyCredits}</p>
      ) : (
        <List>
          {credits.map((c) => (
            <ListRow
              key={c.id}
              title={<MoneyText value={c.amount.text} />}
              description={
                <span>
                  {labels.creditGrantedAt} {c.time}
                  {c.endedAt && (
                    <>
                      <br />
                      {labels.creditEndedAt} {c.endedAt}
                    </>
                  )}
                </span>
              }
              trailing={
                <span className={styles.trailing}>
                  {c.canRepay ? (
                    <StatusBadge state={c.state} label={labels[c.stateLabel]} />
                  ) : (
                    <StatusBadge tone="success" label={labels[c.stateLabel]} />
                  )}
                  {c.canRepay && (
                    <Button size="sm" onClick={() => props.onRepayOpen(c.id)}>
                      {labels.repay}
                    </Button>
                  )}
                </span>
              }
            />
          ))}
        </List>
      )}
      <RepaySheet
        labels={labels}
        open={props.repayingId !== null}
        onClose={() => props.onRepayOpen(null)}
        title={labels.repayCreditTitle}
        {...(repayment
          ? {
              owed: { label: labels.creditAmount, value: repayment.creditAmount.text },
              hint: fillLabel(labels.repayCreditHint, { loan: repayment.creditAmount.text }),
            }
          : {})}
        canRepay={repayment?.canRepay ?? false}
        currency={props.currency}
        amount={props.amount}
        onAmountChange={props.onAmountChange}
        {...(props.error ? { error: props.error } : {})}
        onRepay={props.onRepay}
        sending={props.sending ?? false}
      />
    </section>
  );
}
