import type { Labels } from '@tsumiki/sdk/labels';
import type { BankCardField } from '@tsumiki/sdk/rules';
import { BANK_CARD_TYPES } from '@tsumiki/sdk/rules';
import type { FormEvent } from 'react';
import { Button } from '../../../components/Button/Button';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { Select } from '../../../components/Select/Select';
import { TextField } from '../../../components/TextField/TextField';
import * as page from '../page.css';

export type BankCardFormValues = Record<BankCardField, string>;

export interface BankCardAddScreenProps {
  /** The `account` labels in the reader's language: `labelsFor(i18n, 'account')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'account'>;
  /** The form's fields (controlled). */
  values: BankCardFormValues;
  /** Called with every edit of the form. */
  onChange: (values: BankCardFormValues) => void;
  /** Inline messages (from `validateBankCardForm`, translated). Default none. */
  errors?: Partial<Record<BankCardField, string>>;
  /** Called when the customer adds the card. */
  onSubmit: () => void;
  /** The card is being sent: the button shows a spinner. */
  submitting?: boolean;
  /** The server's refusal, translated (`card.exists`). */
  failure?: string;
  /** Not verified yet: the server refuses cards before verification, so the screen leads there. Default `false`. */
  needsVerification?: boolean;
  /** Default `/mine/verified`. */
  verifyHref?: string;
  /**
   * A read the screen needs failed (after the SDK's retries), translated: the screen says so with a retry
   * instead of a form built on missing data. Default none.
   */
  loadError?: string;
  /** Called when the customer asks to read again after `loadError`; without it the error has no retry button. */
  onRetry?: () => void;
}

/** /mine/bankAdd: holder, account number, type, bank, branch name and code. */
export function BankCardAddScreen({
  labels,
  values,
  onChange,
  errors = {},
  onSubmit,
  submitting = false,
  failure,
  needsVerification = false,
  verifyHref = '/mine/verified',
  loadError,
  onRetry,
}: BankCardAddScreenProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  const field = (
    name: Exclude<BankCardField, 'cardType'>,
    hint?: string,
    extra: Record<string, unknown> = {},
  ) => (
    <TextField
      label={labels[name]}
      {...(hint ? { hint } : {})}
      value={values[name]}
      onChange={(v) => onChange({ ...values, [name]: v })}
      {...(errors[name] ? { error: errors[name] } : {})}
      {...extra}
    />
  );
  if (loadError)
    return (
      <div className={page.page}>
        <h1 className={page.title}>{labels.bankAddTitle}</h1>
        <ErrorState
          title={labels.loadFailed}
          description={loadError}
          retryLabel={labels.retry}
          {...(onRetry ? { onRetry } : {})}
        />
      </div>
    );
  return (
    <div className={page.page}>
      <h1 className={page.title}>{labels.bankAddTitle}</h1>
      {needsVerification && (
        <section className={`${page.notice} ${page.noticeWarning}`} role="status">
          <p className={page.paragraph}>{labels.verifyIntro}</p>
          <Button href={verifyHref} variant="secondary">
            {labels.verifyTitle}
          </Button>
        </section>
      )}
      {failure && (
        <p className={`${page.notice} ${page.noticeDanger}`} role="alert">
          {failure}
        </p>
      )}
      <form className={page.form} onSubmit={submit} noValidate>
        {field('holderName', labels.holderNameHint, { autoComplete: 'name', maxLength: 64 })}
        {field('cardNumber', labels.cardNumberHint, {
          inputMode: 'numeric',
          autoComplete: 'off',
          maxLength: 23,
        })}
        <Select
          label={labels.cardType}
          placeholder={labels.cardTypePlaceholder}
          options={BANK_CARD_TYPES.map((t) => ({ value: t.value, label: labels[t.label] }))}
          value={values.cardType}
          onValueChange={(cardType) => onChange({ ...values, cardType })}
          {...(errors.cardType ? { error: errors.cardType } : {})}
        />
        {field('bankName', undefined, { maxLength: 64 })}
        {field('branchName', undefined, { maxLength: 64 })}
        {field('branchCode', labels.branchCodeHint, { autoComplete: 'off', maxLength: 11 })}
        <Button type="submit" fullWidth size="lg" loading={submitting} disabled={needsVerification}>
          {labels.saveCard}
        </Button>
      </form>
    </div>
  );
}
