import { Checkbox } from '../../../components/Checkbox/Checkbox';
import { PasswordField } from '../../../components/PasswordField/PasswordField';
import { TextField } from '../../../components/TextField/TextField';
import { Link } from '../../../components/TsumikiProvider/TsumikiProvider';
import * as page from '../../account/page.css';
import { AuthForm, type AuthScreenProps } from '../parts/AuthForm';
import * as styles from './RegisterScreen.css';

export interface RegisterFormValues {
  account: string;
  password: string;
  repeatPassword: string;
  inviteCode: string;
  termsAccepted: boolean;
}

export interface RegisterScreenProps extends AuthScreenProps<RegisterFormValues> {
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
  const [before, after] = around(labels.termsConsent);
  return (
    <main className={page.page}>
      <h1 className={`${page.title} ${styles.title}`}>{labels.registerTitle}</h1>
      <AuthForm
        labels={labels}
        failure={failure}
        values={values}
        onChange={onChange}
        errors={errors}
        passwordHint={labels.passwordHint}
        passwordAutoComplete="new-password"
        submitLabel={labels.submitRegister}
        onSubmit={onSubmit}
        submitting={submitting}
        elsewhere={{ text: labels.haveAccount, linkText: labels.toLogin, href: loginHref }}
      >
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
      </AuthForm>
    </main>
  );
}
