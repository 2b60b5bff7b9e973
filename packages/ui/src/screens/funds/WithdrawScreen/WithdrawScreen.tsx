import type { ReasonItem, WithdrawFormView } from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import { fillLabel } from '@tsumiki/sdk/labels';
import { useState } from 'react';
import { AmountField } from '../../../components/AmountField/AmountField';
import { Button } from '../../../components/Button/Button';
import { ConfirmSheet } from '../../../components/ConfirmSheet/ConfirmSheet';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { Cell, CellGrid } from '../../../components/ListRow/ListRow';
import { MoneyText } from '../../../components/MoneyText/MoneyText';
import { PinPad } from '../../../components/PinPad/PinPad';
import { Select } from '../../../components/Select/Select';
import { SkeletonCard } from '../../../components/Skeleton/Skeleton';
import { Link } from '../../../components/TsumikiProvider/TsumikiProvider';
import { ReasonList } from '../parts/ReasonList';
import * as styles from './WithdrawScreen.css';

/** Digits of the funds password. */
const PIN_LENGTH = 6;

export interface WithdrawScreenProps {
  /** The `funds` labels in the reader's language: `labelsFor(i18n, 'funds')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'funds'>;
  /** The SDK's `selectWithdrawForm`; absent while the account's state loads. */
  form?: WithdrawFormView;
  /** Translated failure of a read the form needs: shown instead of the loading state. Default none. */
  error?: string;
  /** Reads again after `error`. Default none (no retry button). */
  onRetry?: () => void;
  /** The account's blocking reasons, translated (SDK `describeReasons`). */
  reasons: readonly ReasonItem[];
  /** The amount as typed (controlled). */
  amount: string;
  /** Called with the amount as typed. */
  onAmountChange: (amount: string) => void;
  /** Currency code of the market withdrawn from. */
  currency: string;
  /** The bank card chosen to receive it. */
  cardId: string;
  /** Called with the card the customer picks. */
  onCardChange: (id: string) => void;
  /** Translated amount issue, shown once the customer has typed or tried to send. */
  amountError?: string;
  /** Translated server refusal of the funds password. Default none. */
  pinError?: string;
  /** Called when the customer asks to withdraw (before the funds password). */
  onAttempt: () => void;
  /** Confirmed in the sheet with the funds password. */
  onSubmit: (fundsPassword: string) => void;
  /** The withdrawal is being sent. */
  sending?: boolean;
  /** The withdrawal went through: the screen says so. */
  done?: boolean;
}

/** /mine/withdraw: bank card, amount (minimum and window shown), every blocking reason with its remedy. */
export function WithdrawScreen(props: WithdrawScreenProps) {
  const { labels, form, reasons, sending = false, done = false } = props;
  const [pin, setPin] = useState('');
  if (!form) {
    return (
      <section className={styles.page} aria-labelledby="withdraw-title">
        <h1 id="withdraw-title" className={styles.title}>
          {labels.withdrawTitle}
        </h1>
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
  const blocked = reasons.length > 0 || form.noCard !== null;
  return (
    <section className={styles.page} aria-labelledby="withdraw-title">
      <h1 id="withdraw-title" className={styles.title}>
        {labels.withdrawTitle}
      </h1>
      <ReasonList labels={labels} reasons={reasons} id="withdraw-blocked" />
      {form.noCard && (
        <section className={styles.notice} id="withdraw-no-card">
          <p className={styles.noticeTitle}>{labels.noCard}</p>
          <Link href={form.noCard.href} className={styles.reasonLink}>
            {labels[form.noCard.label]}
          </Link>
        </section>
      )}
      <div className={styles.card}>
        <CellGrid columns={1}>
          <Cell label={labels.availableLabel} value={<MoneyText value={form.available.text} />} />
        </CellGrid>
        {form.cards.length > 0 && (
          <Select
            label={labels.bankCard}
            placeholder={labels.chooseCard}
            options={form.cards}
            value={props.cardId}
            onValueChange={props.onCardChange}
          />
        )}
        <AmountField
          label={labels.amount}
          currency={props.currency}
          decimals={2}
          value={props.amount}
          onChange={props.onAmountChange}
          hint={`${labels.minimumLabel}: ${form.minimum} · ${labels.withdrawMaximumLabel}: ${form.maximum}`}
          {...(props.amountError ? { error: props.amountError } : {})}
        />
        <CellGrid columns={1}>
          <Cell label={labels.windowLabel} value={fillLabel(labels.windowValue, form.window)} />
          <Cell label={labels.minimumLabel} value={form.minimum} />
          <Cell label={labels.withdrawMaximumLabel} value={form.maximum} />
          <Cell label={labels.arrivalLabel} value={fillLabel(labels.arrivalValue, form.arrival)} />
        </CellGrid>
      </div>
      {done ? (
        <section className={styles.success} role="status">
          <p className={styles.noticeTitle}>{labels.withdrawDone}</p>
          <p>{fillLabel(labels.arrivalValue, form.arrival)}</p>
        </section>
      ) : blocked ? (
        <Button fullWidth disabled aria-describedby={form.noCard ? 'withdraw-no-card' : 'withdraw-blocked'}>
          {labels.withdrawSubmit}
        </Button>
      ) : form.canSubmit && props.cardId !== '' ? (
        <ConfirmSheet
          trigger={
            <Button fullWidth loading={sending}>
              {labels.withdrawSubmit}
            </Button>
          }
          title={labels.withdrawConfirmTitle}
          rows={[
            { label: labels.amount, value: form.amountText ?? props.amount },
            { label: labels.bankCard, value: form.cards.find((c) => c.value === props.cardId)?.label ?? '' },
            { label: labels.arrivalLabel, value: fillLabel(labels.arrivalValue, form.arrival) },
          ]}
          confirmLabel={labels.confirm}
          cancelLabel={labels.cancel}
          onConfirm={() => {
            props.onSubmit(pin);
            setPin('');
          }}
          onOpenChange={() => setPin('')}
          confirmDisabled={pin.length < PIN_LENGTH}
          loading={sending}
        >
          <PinPad
            label={labels.fundsPassword}
            value={pin}
            onChange={setPin}
            length={PIN_LENGTH}
            deleteLabel={labels.deleteDigit}
            progressLabel={(entered, length) => fillLabel(labels.pinProgress, { count: length, entered })}
            {...(props.pinError ? { error: props.pinError } : {})}
          />
        </ConfirmSheet>
      ) : (
        <Button fullWidth onClick={props.onAttempt}>
          {labels.withdrawSubmit}
        </Button>
      )}
    </section>
  );
}
