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

  return (
    <LoginPasswordScreen
      labels={useLabels('account')}
      values={values}
      onChange={setValues}
      errors={tried ? passwordChangeErrors(values, translate) : {}}
      submitting={state.isSending}
      {...(state.error ? { failure: state.error.text } : {})}
      done={done}
      onSubmit={async () => {
        setTried(true);
        if (Object.keys(passwordChangeErrors(values, translate)).length > 0) return;
        const { error } = await change(values);
        if (error) return;
        setDone(true);
        await logout();
        await sdk.session.clear();
      }}
    />
  );
}
