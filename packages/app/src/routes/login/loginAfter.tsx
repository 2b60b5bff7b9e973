import { afterSignIn, needsCustomerService } from '@tsumiki/sdk';
import { useEndpoint, useSdk } from '@tsumiki/sdk/react';
import { LoginAfterScreen } from '@tsumiki/ui/screens';
import { useEffect } from 'react';
import { brand } from '../../brand';
import { useNavigate, useSearchParams } from '../../nav/router';
import { useLabels } from '../../shell/useLabels';
import { HOME_ROUTE, REDIRECT_PARAM, safeRedirect, withRedirect } from './redirect';

/**
 * /login/loginAfter: loads the user info; on success goes home (or back to the in-app `redirect`), on failure
 * clears the session and goes to sign-in (spec section 6), carrying an account refusal (banned, frozen) so
 * sign-in can show customer service, and the `redirect`.
 */
export function Component() {
  const sdk = useSdk();
  const labels = useLabels('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get(REDIRECT_PARAM);
  const user = useEndpoint('getUserinfo', { type: brand.markets[0] ?? 'jpy' });
  const next = afterSignIn({ data: user.data, ...(user.error ? { error: user.error } : {}) });
  const failedMsg = next.kind === 'signIn' ? next.msg : undefined;

  useEffect(() => {
    if (next.kind === 'home') navigate(safeRedirect(redirect) ?? HOME_ROUTE, { replace: true });
    if (next.kind !== 'signIn') return;
    void sdk.session.clear().then(() =>
      navigate(withRedirect('/login/login', redirect), {
        replace: true,
        ...(needsCustomerService(failedMsg) ? { state: { refused: failedMsg } } : {}),
      }),
    );
  }, [next.kind, failedMsg, sdk, navigate, redirect]);

  return <LoginAfterScreen labels={labels} state={next.kind === 'signIn' ? 'failed' : 'loading'} />;
}
