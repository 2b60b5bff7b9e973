import type { RuleIssue } from '@tsumiki/sdk/rules';
import { checkFundsPassword } from '@tsumiki/sdk/rules';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { AmountField } from '../../../components/AmountField/AmountField';
import { Button } from '../../../components/Button/Button';
import type { ConfirmRow } from '../../../components/ConfirmSheet/ConfirmSheet';
import { ConfirmSheet } from '../../../components/ConfirmSheet/ConfirmSheet';
import { MoneyText } from '../../../components/MoneyText/MoneyText';
import { PasswordField } from '../../../components/PasswordField/PasswordField';
import { IssueList, Notice } from './parts';
import * as styles from './screen.css';

/** The labels the panel reads; every product area's labels (`dayTrade`, `follow`, ...) have them. */
export type ApplyPanelLabels = Readonly<
  Record<
    | 'amountLabel'
    | 'available'
    | 'fundsPassword'
    | 'fundsPasswordHint'
    | 'showPassword'
    | 'confirm'
    | 'cancel',
    string
  >
>;

/** The props a screen with an apply panel takes for it (the app's state of the form). */
export interface ApplyFormProps {
  /** Translates a rule issue of the view (`translateRule` bound to the SDK's i18n). */
  issueText: (issue: RuleIssue) => string;
  /** Currency shown in the amount field, e.g. `JPY`. */
  currency: string;
  /** The amount as typed (controlled). */
  amount: string;
  /** Called with the amount as typed. */
  onAmountChange: (amount: string) => void;
  /** The funds password entered so far (controlled). */
  fundsPassword: string;
  /** Called with the funds password as entered. */
  onFundsPasswordChange: (value: string) => void;
  /** Default `false`. */
  submitting?: boolean;
  /** Shown after the call went through. Default none. */
  doneText?: string;
}

export interface ApplyPanelProps {
  /** Id of the heading, unique on the page. */
  id: string;
  /** Its texts in the reader's language. */
  labels: ApplyPanelLabels;
  /** The panel's heading. */
  heading: string;
  /** False once the product closed: the fields and the button are disabled. */
  open: boolean;
  /** Said under the heading when the product is closed. Default none. */
  closedNotice?: string;
  /** Under the amount field, e.g. "Minimum ¥100,000". */
  amountHint: string;
  /** Currency shown in the amount field, e.g. `JPY`. */
  currency: string;
  /** The amount as typed (controlled). */
  amount: string;
  /** Called with the amount as typed. */
  onAmountChange: (amount: string) => void;
  /** Formatted by the SDK's view model. */
  availableText: string;
  /** More label/value lines under the balance (e.g. the unlock date). Default none. */
  facts?: readonly { label: string; value: ReactNode }[];
  /** The funds password entered so far (controlled). */
  fundsPassword: string;
  /** Called with the funds password as entered. */
  onFundsPasswordChange: (value: string) => void;
  /** Blocking reasons, already translated; any of them disables the button. */
  issues: readonly string[];
  /** A success line shown above the button. Default none. */
  notice?: string | undefined;
  /** The submit button's text. */
  submitLabel: string;
  /** The confirmation's heading. */
  confirmTitle: string;
  /** What the confirmation sheet repeats before the call. */
  confirmRows: readonly ConfirmRow[];
  /** Called after the customer confirmed. */
  onConfirm: () => void;
  /** Default `false`. */
  submitting?: boolean;
}

/**
 * Applying for a product with money: amount, balance, funds password, blocking reasons, then a confirmation
 * sheet before the call (day trading, copy trading).
 */
export function ApplyPanel({
  id,
  labels,
  heading,
  open,
  closedNotice,
  amountHint,
  currency,
  amount,
  onAmountChange,
  availableText,
  facts = [],
  fundsPassword,
  onFundsPasswordChange,
  issues,
  notice,
  submitLabel,
  confirmTitle,
  confirmRows,
  onConfirm,
  submitting = false,
}: ApplyPanelProps) {
  const [confirming, setConfirming] = useState(false);
  const passwordReady = checkFundsPassword(fundsPassword) === null;
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {heading}
      </h2>
      {!open && closedNotice && (
        <p className={styles.subtitle} role="note">
          {closedNotice}
        </p>
      )}
      <AmountField
        label={labels.amountLabel}
        hint={amountHint}
        currency={currency}
        value={amount}
        onChange={onAmountChange}
        disabled={!open}
      />
      <div className={styles.summary}>
        <span>{labels.available}</span>
        <MoneyText value={availableText} muted />
      </div>
      {facts.map((f) => (
        <div key={f.label} className={styles.summary}>
          <span>{f.label}</span>
          <span>{f.value}</span>
        </div>
      ))}
      <PasswordField
        label={labels.fundsPassword}
        hint={labels.fundsPasswordHint}
        revealLabel={labels.showPassword}
        value={fundsPassword}
        onChange={onFundsPasswordChange}
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        disabled={!open}
      />
      <IssueList issues={issues} />
      <Notice text={notice} />
      <Button
        fullWidth
        size="lg"
        disabled={issues.length > 0 || !open || !passwordReady}
        loading={submitting}
        onClick={() => setConfirming(true)}
      >
        {submitLabel}
      </Button>
      <ConfirmSheet
        open={confirming}
        onOpenChange={setConfirming}
        title={confirmTitle}
        rows={confirmRows}
        confirmLabel={labels.confirm}
        cancelLabel={labels.cancel}
        onConfirm={() => {
          setConfirming(false);
          onConfirm();
        }}
      />
    </section>
  );
}
