import type { AuthField, Labels } from '@tsumiki/sdk';
import type { FormEvent } from 'react';
import { Button } from '../../../components/Button/Button';
import { Checkbox } from '../../../components/Checkbox/Checkbox';
import { PasswordField } from '../../../components/PasswordField/PasswordField';
import { TextField } from '../../../components/TextField/TextField';
import { Link } from '../../../components/TsumikiProvider/TsumikiProvider';
import * as page from '../../account/page.css';
import * as styles from './RegisterScreen.css';

export interface RegisterFormValues {
  account: string;
  password: string;
  repeatPassword: string;
  inviteCode: string;
  termsAccepted: boolean;
}

export interface RegisterScreenProps {
  labels: Labels<'auth'>;
  values: RegisterFormValues;
  onChange: (values: RegisterFormValues) => void;
  /** Inline messages from the SDK's `registerErrors`, already translated. Default none. */
  errors?: Partial<Record<AuthField, string>>;
  onSubmit: () => void;
  submitting?: boolean;
  /** A server refusal (account exists, inviter not found), translated. Default none. */
  failure?: string;
  /** Default `/mine/protocol`. */
  termsHref?: string;
  /** Default `/login/logon`. */
  loginHref?: string;
}

/** Splits a `{{terms}}` label around the link it names. */
function around(label: string): [string, string] {
  const [before = '', after = ''] = label.split('{{terms}}');
  return [before, after];
}

/** /login/register: account, password and its repeat, invite code, terms consent. */
export function RegisterScreen({
  labels,
  values,
  onChange,
  errors = {},
  onSubmit,
  submitting = false,
  failure,
  termsHref = '/mine/protocol',
  loginHref = '/login/logon',
}: RegisterScreenProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  const [before, after] = around(labels.termsConsent);
  return (
    <main className={page.page}>
      <h1 className={`${page.title} ${styles.title}`}>{labels.registerTitle}</h1>
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
          hint={labels.passwordHint}
          value={values.password}
          onChange={(password) => onChange({ ...values, password })}
          autoComplete="new-password"
          revealLabel={labels.showPassword}
          {...(errors.password ? { error: errors.password } : {})}
        />
        <PasswordField
          label={labels.repeatPassword}
          value={values.repeatPassword}
          onChange={(repeatPassword) => onChange({ ...values, repeatPassword })}
          autoComplete="new-password"
          revealLabel={labels.showPassword}
          {...(errors.repeatPassword ? { error: errors.repeatPassword } : {})}
        />
        <TextField
          label={labels.inviteCode}
          hint={labels.inviteCodeHint}
          value={values.inviteCode}
          onChange={(inviteCode) => onChange({ ...values, inviteCode })}
          autoComplete="off"
          maxLength={16}
        />
        <Checkbox
          label={
            <>
              {before}
              <Link className={page.inlineLink} href={termsHref}>
                {labels.termsLink}
              </Link>
              {after}
            </>
          }
          checked={values.termsAccepted}
          onCheckedChange={(termsAccepted) => onChange({ ...values, termsAccepted })}
          required
          {...(errors.terms ? { error: errors.terms } : {})}
        />
        <Button type="submit" fullWidth size="lg" loading={submitting}>
          {labels.submitRegister}
        </Button>
      </form>
      <p className={page.row}>
        {labels.haveAccount}
        <Link className={page.inlineLink} href={loginHref}>
          {labels.toLogin}
        </Link>
      </p>
    </main>
  );
}
