import { type FundsPasswordMode, fundsPasswordMode, pinIssue, translateRule } from '@tsumiki/sdk';
import { useEndpoint, useMutation, useSdk } from '@tsumiki/sdk/react';
import { FundsPasswordScreen } from '@tsumiki/ui/screens';
import { useState } from 'react';
import { brand } from '../../brand';
import { useLabels } from '../../shell/useLabels';

/** /mine/fundPassword: set the trade password before first use (needs the login password), or change it. */
export function Component() {
  const sdk = useSdk();
  const user = useEndpoint('getUserinfo', { type: brand.markets[0] ?? 'jpy' });
  const [setPin, setState] = useMutation('setFundsPassword');
  const [changePin, changeState] = useMutation('changeFundsPassword');
  const [loginPassword, setLoginPassword] = useState('');
  const [loginPasswordError, setLoginPasswordError] = useState<string>();
  // The mode the customer finished in: once set, the refreshed user info would read `change`.
  const [done, setDone] = useState<FundsPasswordMode | null>(null);
  const mode = done ?? fundsPasswordMode(user.data?.fundsPasswordSet);
  const error = mode === 'set' ? setState.error : changeState.error;

  return (
    <FundsPasswordScreen
      labels={useLabels('account')}
      mode={mode}
      loginPassword={loginPassword}
      onLoginPasswordChange={setLoginPassword}
      {...(loginPasswordError ? { loginPasswordError } : {})}
      validatePin={(pin, mustEqual, step) => {
        const found = pinIssue(pin, mustEqual, step);
        return found ? translateRule(sdk.i18n, found.code, found.params) : undefined;
      }}
      submitting={setState.isSending || changeState.isSending}
      {...(error ? { failure: error.text } : {})}
      done={done !== null}
      {...(user.error && !user.data ? { loadError: user.error.text, onRetry: user.refetch } : {})}
      onSubmit={async (pins) => {
        if (mode === 'set') {
          if (loginPassword === '')
            return setLoginPasswordError(translateRule(sdk.i18n, 'password.required'));
          setLoginPasswordError(undefined);
          const { error } = await setPin({
            loginPassword,
            fundsPassword: pins.next,
            repeatFundsPassword: pins.repeat,
          });
          if (!error) setDone('set');
          return;
        }
        const { error } = await changePin({
          oldPassword: pins.old ?? '',
          newPassword: pins.next,
          repeatPassword: pins.repeat,
        });
        if (!error) setDone('change');
      }}
    />
  );
}
