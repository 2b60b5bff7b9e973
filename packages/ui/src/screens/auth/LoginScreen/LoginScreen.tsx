import type { AuthField, Labels } from '@tsumiki/sdk';
import type { FormEvent } from 'react';
import { Button } from '../../../components/Button/Button';
import { Checkbox } from '../../../components/Checkbox/Checkbox';
import { PasswordField } from '../../../components/PasswordField/PasswordField';
import { TextField } from '../../../components/TextField/TextField';
import { Link } from '../../../components/TsumikiProvider/TsumikiProvider';
import * as page from '../../account/page.css';
import { ServiceNotice } from '../ServiceNotice/ServiceNotice';
import * as styles from './LoginScreen.css';

export interface LoginFormValues {
  account: string;
  password: string;
  /** Remember the account on this device (never the password). */
  remember: boolean;
}

/** A refusal of the account itself (banned, frozen, barred): shown with the customer-service link. */
export interface AccountRefusal {
  /** The translated msg. */
  message: string;
  /** Customer-service link; none → the screen says none is configured. */
  serviceUrl?: string;
}

export interface LoginScreenProps {
  labels: Labels<'auth'>;
  values: LoginFormValues;
  onChange: (values: LoginFormValues) => void;
  /** Inline messages from the SDK's `loginErrors`, already translated. Default none. */
  errors?: Partial<Record<AuthField, string>>;
  onSubmit: () => void;
  submitting?: boolean;
  /** A server refusal other than the account's (wrong password, too frequent), translated. Default none. */
  failure?: string;
  refusal?: AccountRefusal;
  /** Default `/login/register`. */
  registerHref?: string;
}

/** /login/logon and /login/login: account and password, remember the account. */
export function LoginScreen({
  labels,
  values,
  onChange,
  errors = {},
  onSubmit,
  submitting = false,
  failure,
  refusal,
  registerHref = '/login/register',
}: LoginScreenProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <main className={page.page}>
      <div className={styles.header}>
        <h1 className={page.title}>{labels.loginTitle}</h1>
      </div>
      {refusal && (
        <ServiceNotice
          title={labels.blockedTitle}
          message={refusal.message}
          {...(refusal.serviceUrl ? { serviceUrl: refusal.serviceUrl } : {})}
          linkLabel={labels.contactService}
          unavailableText={labels.serviceUnavailable}
        />
      )}
      {failure && !refusal && (
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
          value={values.password}
          onChange={(password) => onChange({ ...values, password })}
          revealLabel={labels.showPassword}
          {...(errors.password ? { error: errors.password } : {})}
        />
        <div>
          <Checkbox
            label={labels.rememberAccount}
            checked={values.remember}
            onCheckedChange={(remember) => onChange({ ...values, remember })}
          />
          <p className={page.meta}>{labels.rememberAccountHint}</p>
        </div>
        <Button type="submit" fullWidth size="lg" loading={submitting}>
          {labels.submitLogin}
        </Button>
      </form>
      <p className={page.row}>
        {labels.noAccount}
        <Link className={page.inlineLink} href={registerHref}>
          {labels.toRegister}
        </Link>
      </p>
    </main>
  );
}
