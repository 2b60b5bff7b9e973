import type { AuthField } from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/Button/Button';
import { PasswordField } from '../../../components/PasswordField/PasswordField';
import { TextField } from '../../../components/TextField/TextField';
import { Link } from '../../../components/TsumikiProvider/TsumikiProvider';
import * as page from '../../account/page.css';

/** The props the sign-in and sign-up screens share: the form's values, its inline messages, the call's state. */
export interface AuthScreenProps<V> {
  /** The `auth` labels in the reader's language: `labelsFor(i18n, 'auth')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'auth'>;
  /** The form's fields (controlled). */
  values: V;
  /** Called with every edit of the form. */
  onChange: (values: V) => void;
  /** Inline messages from the SDK (`loginErrors`, `registerErrors`), already translated. Default none. */
  errors?: Partial<Record<AuthField, string>>;
  /** Called when the customer submits (check the form with the SDK's `loginErrors`/`registerErrors` first). */
  onSubmit: () => void;
  /** Default `false`. */
  submitting?: boolean;
  /** A server refusal (wrong password, account exists, too frequent), translated. Default none. */
  failure?: string;
}

/** Only `errors.account` and `errors.password` are shown here; the screen shows the others on its fields. */
export interface AuthFormProps<V extends AuthFormValues> extends Omit<AuthScreenProps<V>, 'failure'> {
  /** A server refusal, translated; shown as an alert above the form. Default none. */
  failure?: string | undefined;
  /** Under the password. Default none. */
  passwordHint?: string;
  /** `'new-password'` when signing up. Default the field's own (`current-password`). */
  passwordAutoComplete?: string;
  /** Fields between the password and the button (repeat, invite code, consent, remember me). */
  children?: ReactNode;
  /** The submit button's text. */
  submitLabel: string;
  /** The line under the form that leads to the other screen ("No account yet? Open one"). */
  elsewhere: { text: string; linkText: string; href: string };
}

/** What the shared fields read from a screen's form values. */
export interface AuthFormValues {
  account: string;
  password: string;
}

/**
 * The account-and-password form shared by sign-in and sign-up: the failure alert, the account (10 digits) and
 * password fields, the screen's own fields, the submit button and the link to the other screen.
 */
export function AuthForm<V extends AuthFormValues>({
  labels,
  values,
  onChange,
  errors = {},
  failure,
  passwordHint,
  passwordAutoComplete,
  children,
  submitLabel,
  onSubmit,
  submitting = false,
  elsewhere,
}: AuthFormProps<V>) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <>
      {failure && (
        <p className={`${page.notice} ${page.noticeDanger}`} role="alert">
          {failure}
        </p>
      )}
      <form className={page.form} onSubmit={submit} noValidate>
        <TextField
          label={labels.account}
          hint={labels.accountHint}
          value={values.account}
          onChange={(account) => onChange({ ...values, account })}
          inputMode="numeric"
          autoComplete="username"
          maxLength={10}
          {...(errors.account ? { error: errors.account } : {})}
        />
        <PasswordField
          label={labels.password}
          {...(passwordHint ? { hint: passwordHint } : {})}
          value={values.password}
          onChange={(password) => onChange({ ...values, password })}
          {...(passwordAutoComplete ? { autoComplete: passwordAutoComplete } : {})}
          revealLabel={labels.showPassword}
          {...(errors.password ? { error: errors.password } : {})}
        />
        {children}
        <Button type="submit" fullWidth size="lg" loading={submitting}>
          {submitLabel}
        </Button>
      </form>
      <p className={page.row}>
        {elsewhere.text}
        <Link className={page.inlineLink} href={elsewhere.href}>
          {elsewhere.linkText}
        </Link>
      </p>
    </>
  );
}
