import { afterSignIn, needsCustomerService } from '@tsumiki/sdk';
import { useEndpoint, useSdk } from '@tsumiki/sdk/react';
import { LoginAfterScreen } from '@tsumiki/ui/screens';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { brand } from '../../brand';
import { useLabels } from '../../shell/useLabels';

/**
 * /login/loginAfter: loads the user info; on success goes home, on failure clears the session and goes to
 * sign-in (spec section 6), carrying an account refusal (banned, frozen) so sign-in can show customer service.
 */
export function Component() {
  const sdk = useSdk();
  const labels = useLabels('auth');
  const navigate = useNavigate();
  const user = useEndpoint('getUserinfo', { type: brand.markets[0] ?? 'jpy' });
  const next = afterSignIn({ data: user.data, ...(user.error ? { error: user.error } : {}) });
  const failedMsg = next.kind === 'signIn' ? next.msg : undefined;

  useEffect(() => {
    if (next.kind === 'home') navigate('/home/home', { replace: true });
    if (next.kind !== 'signIn') return;
    void sdk.session.clear().then(() =>
      navigate('/login/login', {
        replace: true,
        ...(needsCustomerService(failedMsg) ? { state: { refused: failedMsg } } : {}),
      }),
    );
  }, [next.kind, failedMsg, sdk, navigate]);

  return <LoginAfterScreen labels={labels} state={next.kind === 'signIn' ? 'failed' : 'loading'} />;
}
