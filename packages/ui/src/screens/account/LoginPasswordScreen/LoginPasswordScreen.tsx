import type { PasswordChangeField } from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import type { FormEvent } from 'react';
import { Button } from '../../../components/Button/Button';
import { PasswordField } from '../../../components/PasswordField/PasswordField';
import * as page from '../page.css';

export type LoginPasswordFormValues = Record<PasswordChangeField, string>;

export interface LoginPasswordScreenProps {
  /** The `account` labels in the reader's language: `labelsFor(i18n, 'account')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'account'>;
  /** The form's fields (controlled). */
  values: LoginPasswordFormValues;
  /** Called with every edit of the form. */
  onChange: (values: LoginPasswordFormValues) => void;
  /** Inline messages from `passwordChangeErrors`, translated. Default none. */
  errors?: Partial<Record<PasswordChangeField, string>>;
  /** Called when the customer saves the new password. */
  onSubmit: () => void;
  /** The change is being sent. */
  submitting?: boolean;
  /** The server's refusal, translated (`password.wrongOriginal`). */
  failure?: string;
  /** The password was changed: the session has ended and the customer signs in again. Default `false`. */
  done?: boolean;
  /** Default `/login/login`. */
  signInHref?: string;
}

/** /mine/loginPassword: current, new and repeated password; success ends the session. */
export function LoginPasswordScreen({
  labels,
  values,
  onChange,
  errors = {},
  onSubmit,
  submitting = false,
  failure,
  done = false,
  signInHref = '/login/login',
}: LoginPasswordScreenProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  const field = (name: PasswordChangeField, label: string, autoComplete: string, hint?: string) => (
    <PasswordField
      label={label}
      {...(hint ? { hint } : {})}
      value={values[name]}
      onChange={(v) => onChange({ ...values, [name]: v })}
      autoComplete={autoComplete}
      revealLabel={labels.showPassword}
      {...(errors[name] ? { error: errors[name] } : {})}
    />
  );
  return (
    <div className={page.page}>
      <h1 className={page.title}>{labels.loginPasswordTitle}</h1>
      {done ? (
        <section className={`${page.notice} ${page.noticeSuccess}`} role="status">
          <p className={page.paragraph}>{labels.passwordChanged}</p>
          <Button href={signInHref}>{labels.signInAgain}</Button>
        </section>
      ) : (
        <form className={page.form} onSubmit={submit} noValidate>
          {failure && (
            <p className={`${page.notice} ${page.noticeDanger}`} role="alert">
              {failure}
            </p>
          )}
          {field('oldPassword', labels.oldPassword, 'current-password')}
          {field('newPassword', labels.newPassword, 'new-password', labels.passwordHint)}
          {field('repeatPassword', labels.repeatNewPassword, 'new-password')}
          <Button type="submit" fullWidth size="lg" loading={submitting}>
            {labels.changePassword}
          </Button>
        </form>
      )}
    </div>
  );
}
