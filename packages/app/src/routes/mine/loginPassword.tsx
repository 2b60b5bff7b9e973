import { passwordChangeErrors, translateRule } from '@tsumiki/sdk';
import { useMutation, useSdk } from '@tsumiki/sdk/react';
import { type LoginPasswordFormValues, LoginPasswordScreen } from '@tsumiki/ui/screens';
import { useState } from 'react';
import { useLabels } from '../../shell/useLabels';

/** /mine/loginPassword: on success this session ends too, and the customer signs in with the new password. */
export function Component() {
  const sdk = useSdk();
  const [change, state] = useMutation('changeLoginPassword');
  const [logout] = useMutation('logout');
  const [values, setValues] = useState<LoginPasswordFormValues>({
    oldPassword: '',
    newPassword: '',
    repeatPassword: '',
  });
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState(false);
  const translate = (code: string, params?: Readonly<Record<string, string | number>>) =>
    translateRule(sdk.i18n, code, params);
  // The new password must not contain the account number (the server refuses it too, with a common one).
  const errorsOf = (v: LoginPasswordFormValues) =>
    passwordChangeErrors(v, translate, sdk.session.get()?.account);

  return (
    <LoginPasswordScreen
      labels={useLabels('account')}
      values={values}
      onChange={setValues}
      errors={tried ? errorsOf(values) : {}}
      submitting={state.isSending}
      {...(state.error ? { failure: state.error.text } : {})}
      done={done}
      onSubmit={async () => {
        setTried(true);
        if (Object.keys(errorsOf(values)).length > 0) return;
        const { error } = await change(values);
        if (error) return;
        setDone(true);
        await logout();
        await sdk.session.clear();
      }}
    />
  );
}
