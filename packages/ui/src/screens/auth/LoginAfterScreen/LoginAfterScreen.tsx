import type { Labels } from '@tsumiki/sdk/labels';
import { Button } from '../../../components/Button/Button';
import * as page from '../../account/page.css';
import { ServiceNotice } from '../ServiceNotice/ServiceNotice';
import * as styles from './LoginAfterScreen.css';

export interface LoginAfterScreenProps {
  /** The `auth` labels in the reader's language: `labelsFor(i18n, 'auth')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'auth'>;
  /** `loading` while user info loads; `failed` when it could not (the session is already cleared). */
  state: 'loading' | 'failed';
  /** The refusal, translated, when the account itself was refused (banned, frozen). Default none. */
  refusal?: { message: string; serviceUrl?: string };
  /** Default `/login/login`. */
  loginHref?: string;
}

/** /login/loginAfter: loads the customer after sign-in; on failure says so and leads back to sign-in. */
export function LoginAfterScreen({
  labels,
  state,
  refusal,
  loginHref = '/login/login',
}: LoginAfterScreenProps) {
  return (
    <main className={page.page}>
      {state === 'loading' ? (
        <div className={styles.center} role="status" aria-busy="true">
          <span className={styles.spinner} aria-hidden="true" />
          <h1 className={page.subtitle}>{labels.loadingUser}</h1>
        </div>
      ) : (
        <div className={styles.center}>
          <h1 className={page.subtitle}>{labels.loadFailed}</h1>
          {refusal && (
            <ServiceNotice
              title={labels.blockedTitle}
              message={refusal.message}
              {...(refusal.serviceUrl ? { serviceUrl: refusal.serviceUrl } : {})}
              linkLabel={labels.contactService}
              unavailableText={labels.serviceUnavailable}
            />
          )}
          <Button href={loginHref} fullWidth>
            {labels.backToLogin}
          </Button>
        </div>
      )}
    </main>
  );
}
