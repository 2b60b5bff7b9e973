import type { Labels } from '@tsumiki/sdk/labels';
import { fillLabel } from '@tsumiki/sdk/labels';
import { useState } from 'react';
import { AmountField } from '../../../components/AmountField/AmountField';
import { ConfirmSheet } from '../../../components/ConfirmSheet/ConfirmSheet';
import { PinPad } from '../../../components/PinPad/PinPad';

const PIN_LENGTH = 6;

export interface RepaySheetProps {
  /** The `loans` labels in the reader's language (`labelsFor(i18n, 'loans')`). */
  labels: Labels<'loans'>;
  /** Whether the sheet is open. */
  open: boolean;
  /** Called when the sheet closes without a repayment. */
  onClose: () => void;
  /** The sheet's title: a loan's or a stock credit's repayment. */
  title: string;
  /** What is owed, as the sheet's one row; absent until the SDK's repayment view is there. */
  owed?: { label: string; value: string };
  /** The amount field's hint (what the repayment must at least be). */
  hint?: string;
  /** Whether the SDK's rule lets the typed amount be repaid. */
  canRepay: boolean;
  /** The market currency (ISO 4217). */
  currency: string;
  /** The repayment amount as typed (a decimal string). */
  amount: string;
  /** Called with each edit of the amount. */
  onAmountChange: (amount: string) => void;
  /** Translated issue of the amount. */
  error?: string;
  /** Called with the funds password when the repayment is confirmed. */
  onRepay: (fundsPassword: string) => void;
  /** The repayment is being sent: the confirm button shows it and waits. */
  sending: boolean;
}

/** A repayment's confirmation: the amount owed, the amount to repay and the funds password, cleared on close. */
export function RepaySheet(props: RepaySheetProps) {
  const { labels } = props;
  const [pin, setPin] = useState('');
  return (
    <ConfirmSheet
      open={props.open}
      onOpenChange={(open) => {
        setPin('');
        if (!open) props.onClose();
      }}
      title={props.title}
      rows={props.owed ? [props.owed] : []}
      confirmLabel={labels.repay}
      cancelLabel={labels.cancel}
      onConfirm={() => {
        props.onRepay(pin);
        setPin('');
      }}
      confirmDisabled={!props.canRepay || pin.length < PIN_LENGTH}
      loading={props.sending}
    >
      <AmountField
        label={labels.repayAmount}
        currency={props.currency}
        decimals={2}
        value={props.amount}
        onChange={props.onAmountChange}
        {...(props.hint ? { hint: props.hint } : {})}
        {...(props.error ? { error: props.error } : {})}
      />
      <PinPad
        label={labels.fundsPassword}
        value={pin}
        onChange={setPin}
        length={PIN_LENGTH}
        deleteLabel={labels.deleteDigit}
        progressLabel={(entered, length) => fillLabel(labels.pinProgress, { count: length, entered })}
      />
    </ConfirmSheet>
  );
}
