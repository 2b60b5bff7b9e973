import { Checkbox } from '../../../components/Checkbox/Checkbox';
import * as page from '../../account/page.css';
import { AuthForm, type AuthScreenProps } from '../parts/AuthForm';
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

export interface LoginScreenProps extends AuthScreenProps<LoginFormValues> {
  /** A refusal of the account itself; shown instead of `failure`. Default none. */
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
      <AuthForm
        labels={labels}
        failure={refusal ? undefined : failure}
        values={values}
        onChange={onChange}
        errors={errors}
        submitLabel={labels.submitLogin}
        onSubmit={onSubmit}
        submitting={submitting}
        elsewhere={{ text: labels.noAccount, linkText: labels.toRegister, href: registerHref }}
      >
        <div>
          <Checkbox
            label={labels.rememberAccount}
            checked={values.remember}
            onCheckedChange={(remember) => onChange({ ...values, remember })}
          />
          <p className={page.meta}>{labels.rememberAccountHint}</p>
        </div>
      </AuthForm>
    </main>
  );
}
