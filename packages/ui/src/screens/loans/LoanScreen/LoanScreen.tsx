import type { LoanView, ReasonItem } from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import { fillLabel } from '@tsumiki/sdk/labels';
import { AmountField } from '../../../components/AmountField/AmountField';
import { Button } from '../../../components/Button/Button';
import { ConfirmSheet } from '../../../components/ConfirmSheet/ConfirmSheet';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { Cell, CellGrid } from '../../../components/ListRow/ListRow';
import { MoneyText } from '../../../components/MoneyText/MoneyText';
import { SkeletonCard } from '../../../components/Skeleton/Skeleton';
import { TextField } from '../../../components/TextField/TextField';
import { Link } from '../../../components/TsumikiProvider/TsumikiProvider';
import * as styles from './LoanScreen.css';

export interface LoanScreenProps {
  /** The `loans` labels in the reader's language: `labelsFor(i18n, 'loans')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'loans'>;
  /** SDK `selectLoanView`; absent while the credit loads. */
  view?: LoanView;
  /** Why an application would be refused, translated (SDK `describeReasons`). */
  reasons: readonly ReasonItem[];
  /** A translated error to show instead of the content (the call failed). */
  error?: string;
  /** Called by the error state's retry button. */
  onRetry?: () => void;
  /** The currency label of the amounts. */
  currency: string;
  /** The loan amount as typed (controlled). */
  amount: string;
  /** Called with the amount as typed. */
  onAmountChange: (amount: string) => void;
  /** Translated issue of the loan amount, once typed. */
  amountError?: string;
  /** Called when the customer applies for the loan. */
  onApply: () => void;
  /** The application is being sent. */
  applying?: boolean;
  /** The application went through: the screen says so. */
  applied?: boolean;
  /** The added credit as typed (controlled). */
  addedCredit: string;
  /** Called with the added credit as typed. */
  onAddedCreditChange: (credit: string) => void;
  /** Translated issue of the added credit, once typed. */
  creditError?: string;
  /** Called when the customer asks for the added credit. */
  onAddCredit: () => void;
  /** The added credit is being sent. */
  addingCredit?: boolean;
  /** The added credit went through: the screen says so. */
  creditAdded?: boolean;
}

/** /mine/loan: credit score, quota borrowed and available, apply for a loan, add credit (a positive integer). */
export function LoanScreen(props: LoanScreenProps) {
  const { labels, view, reasons } = props;
  const head = (
    <h1 id="loan-title" className={styles.title}>
      {labels.title}
    </h1>
  );
  if (props.error || !view) {
    return (
      <section className={styles.page} aria-labelledby="loan-title">
        {head}
        {props.error ? (
          <ErrorState
            title={labels.errorTitle}
            description={props.error}
            retryLabel={labels.retry}
            {...(props.onRetry ? { onRetry: props.onRetry } : {})}
          />
        ) : (
          <SkeletonCard label={labels.loading} pairs={4} />
        )}
      </section>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="loan-title">
      {head}
      <section className={styles.card} aria-labelledby="loan-credit">
        <h2 id="loan-credit" className={styles.sectionTitle}>
          {labels.creditHeading}
        </h2>
        <CellGrid columns={2}>
          <Cell label={labels.creditScore} value={fillLabel(labels.scoreValue, { count: view.score })} />
          <Cell label={labels.minScore} value={fillLabel(labels.scoreValue, { count: view.minScore })} />
          <Cell label={labels.borrowed} value={<MoneyText value={view.borrowed.text} size="sm" />} />
          <Cell label={labels.available} value={<MoneyText value={view.available.text} size="sm" />} />
        </CellGrid>
        <Link href="/mine/loanOrder" className={styles.reasonLink}>
          {labels.seeOrders}
        </Link>
      </section>
      {reasons.length > 0 && (
        <section className={styles.notice} id="loan-blocked" aria-labelledby="loan-blocked-title">
          <h2 id="loan-blocked-title" className={styles.noticeTitle}>
            {labels.cannotApplyHeading}
          </h2>
          <ul className={styles.reasons}>
            {reasons.map((r) => (
              <li key={r.text} className={styles.reason}>
                <span>{r.text}</span>
                {/* The only remedy a loan reason carries is identity verification. */}
                {r.action && (
                  <Link href={r.action.href} className={styles.reasonLink}>
                    {labels.actionVerify}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={styles.card} aria-labelledby="loan-apply">
        <h2 id="loan-apply" className={styles.sectionTitle}>
          {labels.applyHeading}
        </h2>
        <AmountField
          label={labels.amount}
          currency={props.currency}
          value={props.amount}
          onChange={props.onAmountChange}
          {...(props.amountError ? { error: props.amountError } : {})}
        />
        {props.applied && (
          <p className={styles.success} role="status">
            {labels.applyDone}
          </p>
        )}
        {view.canApply ? (
          <ConfirmSheet
            trigger={
              <Button fullWidth loading={props.applying ?? false}>
                {labels.applySubmit}
              </Button>
            }
            title={labels.applyConfirmTitle}
            rows={[
              { label: labels.amount, value: view.amountText ?? props.amount },
              { label: labels.available, value: view.available.text },
            ]}
            confirmLabel={labels.applySubmit}
            cancelLabel={labels.cancel}
            onConfirm={props.onApply}
            loading={props.applying ?? false}
          />
        ) : (
          <Button fullWidth disabled {...(reasons.length > 0 ? { 'aria-describedby': 'loan-blocked' } : {})}>
            {labels.applySubmit}
          </Button>
        )}
      </section>
      <section className={styles.card} aria-labelledby="loan-credit-add">
        <h2 id="loan-credit-add" className={styles.sectionTitle}>
          {labels.addCreditHeading}
        </h2>
        <TextField
          label={labels.addedCredit}
          hint={labels.addedCreditHint}
          inputMode="numeric"
          value={props.addedCredit}
          onChange={props.onAddedCreditChange}
          {...(props.creditError ? { error: props.creditError } : {})}
        />
        {props.creditAdded && (
          <p className={styles.success} role="status">
            {labels.addCreditDone}
          </p>
        )}
        <Button
          variant="secondary"
          fullWidth
          disabled={!view.canAddCredit}
          loading={props.addingCredit ?? false}
          onClick={props.onAddCredit}
        >
          {labels.addCreditSubmit}
        </Button>
      </section>
    </section>
  );
}
