import type { DepositFormView, FundingCurrency, ReasonItem } from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import { fillLabel } from '@tsumiki/sdk/labels';
import { AmountField } from '../../../components/AmountField/AmountField';
import { Button } from '../../../components/Button/Button';
import { ConfirmSheet } from '../../../components/ConfirmSheet/ConfirmSheet';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { ImageUpload } from '../../../components/ImageUpload/ImageUpload';
import { Cell, CellGrid } from '../../../components/ListRow/ListRow';
import { SegmentedControl } from '../../../components/SegmentedControl/SegmentedControl';
import { ReasonList } from '../parts/ReasonList';
import * as styles from './DepositScreen.css';

export interface DepositScreenProps {
  /** The `funds` labels in the reader's language: `labelsFor(i18n, 'funds')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'funds'>;
  /** The SDK's `selectDepositForm` for what is typed now. */
  form: DepositFormView;
  /** The account's blocking reasons, translated (SDK `describeReasons`). */
  reasons: readonly ReasonItem[];
  /** The amount as typed (controlled). */
  amount: string;
  /** Called with the amount as typed. */
  onAmountChange: (amount: string) => void;
  /**
   * A read the form needs failed (after the SDK's retries), translated: the screen says so with a retry
   * instead of a form built on missing data (it would say "verify first"). Default none.
   */
  loadError?: string;
  /** Called when the customer asks to load the failed reads again. */
  onRetry?: () => void;
  /** The funding currencies the broker offers; with one (a page whose market switch picks it) no choice shows. */
  currencies: readonly FundingCurrency[];
  /** The chosen currency. */
  currency: FundingCurrency;
  /** Called with the currency the customer picks. */
  onCurrencyChange: (currency: FundingCurrency) => void;
  /** Called with the transfer screenshot the customer picks, or null when removed. */
  onProofChange: (file: File | null) => void;
  /** Translated field issues; the caller shows them once the customer has typed or tried to send. */
  amountError?: string;
  /** The screenshot's error, translated (`deposit.proofRequired`, `upload.tooLarge`). */
  proofError?: string;
  /** Tapped while the form is incomplete: the caller starts showing field issues. */
  onAttempt: () => void;
  /** Confirmed in the sheet. */
  onSubmit: () => void;
  /** The deposit is being sent. */
  sending?: boolean;
  /** The deposit was accepted: a confirmation with the expected arrival replaces the button. */
  done?: boolean;
}

/** /mine/deposit: amount, currency and transfer proof, the window, the maximum and the expected arrival. */
export function DepositScreen(props: DepositScreenProps) {
  const { labels, form, reasons, currency, sending = false, done = false } = props;
  const blocked = reasons.length > 0;
  return (
    <section className={styles.page} aria-labelledby="deposit-title">
      <h1 id="deposit-title" className={styles.title}>
        {labels.depositTitle}
      </h1>
      {props.loadError ? (
        <ErrorState
          title={labels.errorTitle}
          description={props.loadError}
          retryLabel={labels.retry}
          {...(props.onRetry ? { onRetry: props.onRetry } : {})}
        />
      ) : (
        <>
          <ReasonList labels={labels} reasons={reasons} id="deposit-blocked" />
          <div className={styles.card}>
            {props.currencies.length > 1 && (
              <SegmentedControl
                label={labels.currency}
                value={currency}
                onValueChange={props.onCurrencyChange}
                options={props.currencies.map((c) => ({ value: c, label: labels[`currency${c}`] }))}
              />
            )}
            <AmountField
              label={labels.amount}
              currency={currency}
              decimals={currency === 'JPY' ? 0 : 2}
              value={props.amount}
              onChange={props.onAmountChange}
              hint={`${labels.maximumLabel}: ${form.maximum}`}
              {...(props.amountError ? { error: props.amountError } : {})}
            />
            <ImageUpload
              label={labels.proof}
              prompt={labels.proofPrompt}
              hint={labels.proofHint}
              removeLabel={labels.removeImage}
              accept="image/jpeg,image/png,image/webp"
              onFileChange={props.onProofChange}
              {...(props.proofError ? { error: props.proofError } : {})}
            />
            <CellGrid columns={1}>
              <Cell label={labels.windowLabel} value={fillLabel(labels.windowValue, form.window)} />
              <Cell label={labels.maximumLabel} value={form.maximum} />
              <Cell label={labels.arrivalLabel} value={fillLabel(labels.arrivalValue, form.arrival)} />
            </CellGrid>
          </div>
          {done ? (
            <section className={styles.success} role="status">
              <p className={styles.noticeTitle}>{labels.depositDone}</p>
              <p>{fillLabel(labels.arrivalValue, form.arrival)}</p>
              <Button variant="secondary" href="/mine/stored">
                {labels.seeHistory}
              </Button>
            </section>
          ) : blocked ? (
            <Button fullWidth disabled aria-describedby="deposit-blocked">
              {labels.depositSubmit}
            </Button>
          ) : form.canSubmit ? (
            <ConfirmSheet
              trigger={
                <Button fullWidth loading={sending}>
                  {labels.depositSubmit}
                </Button>
              }
              title={labels.depositConfirmTitle}
              rows={[
                { label: labels.amount, value: form.amountText ?? props.amount },
                { label: labels.arrivalLabel, value: fillLabel(labels.arrivalValue, form.arrival) },
              ]}
              confirmLabel={labels.confirm}
              cancelLabel={labels.cancel}
              onConfirm={props.onSubmit}
              loading={sending}
            />
          ) : (
            <Button fullWidth onClick={props.onAttempt}>
              {labels.depositSubmit}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
