import {
  customerService,
  loginErrors,
  needsCustomerService,
  REMEMBERED_ACCOUNT_KEY,
  translateMessage,
  translateRule,
} from '@tsumiki/sdk';
import { useEndpoint, useMutation, useSdk } from '@tsumiki/sdk/react';
import { type LoginFormValues, LoginScreen } from '@tsumiki/ui/screens';
import { useState } from 'react';
import { brand } from '../../brand';
import { useLocation, useNavigate, useSearchParams } from '../../nav/router';
import { useLabels } from '../../shell/useLabels';
import { REDIRECT_PARAM, withRedirect } from './redirect';

/**
 * /login/logon (from the start screen) and /login/login (after a 401 or a failed user-info load): the same
 * sign-in. "Remember" keeps only the account in local storage; the password is never stored by the app (the
 * browser's own password manager may offer to, through `autocomplete="current-password"`). A `redirect` naming
 * a page of the app is carried through /login/loginAfter, which returns there instead of home.
 */
export function Component() {
  const sdk = useSdk();
  const labels = useLabels('auth');
  const navigate = useNavigate();
  const location = useLocation();
  // Sent here from another page (a lapsed session): back there once signed in, if it is a page of the app.
  const [params] = useSearchParams();
  const redirect = params.get(REDIRECT_PARAM);
  const [values, setValues] = useState<LoginFormValues>(() => {
    const account = localStorage.getItem(REMEMBERED_ACCOUNT_KEY) ?? '';
    return { account, password: '', remember: account !== '' };
  });
  const [tried, setTried] = useState(false);
  const [login, state] = useMutation('login');
  const config = useEndpoint('getConfig', { type: 'all' });
  const translate = (code: string, params?: Readonly<Record<string, string | number>>) =>
    translateRule(sdk.i18n, code, params);
  const errors = tried ? loginErrors(values, translate) : {};
  const refused = state.error?.msg ?? (location.state as { refused?: string } | null)?.refused;
  const service = customerService(config.data, brand.customerServiceFallback);

  return (
    <LoginScreen
      labels={labels}
      values={values}
      onChange={setValues}
      errors={errors}
      submitting={state.isSending}
      {...(needsCustomerService(refused)
        ? {
            refusal: {
              message: translateMessage(sdk.i18n, refused ?? ''),
              ...(service.kind === 'link' ? { serviceUrl: service.url } : {}),
            },
          }
        : state.error
          ? { failure: state.error.text }
          : {})}
      onSubmit={async () => {
        setTried(true);
        if (Object.keys(loginErrors(values, translate)).length > 0) return;
        const { data } = await login({ account: values.account.trim(), password: values.password });
        if (!data) return;
        await sdk.session.set({ token: data.token, account: data.account });
        if (values.remember) localStorage.setItem(REMEMBERED_ACCOUNT_KEY, data.account);
        else localStorage.removeItem(REMEMBERED_ACCOUNT_KEY);
        navigate(withRedirect('/login/loginAfter', redirect), { replace: true });
      }}
    />
  );
}
