import { registerErrors, translateRule } from '@tsumiki/sdk';
import { useMutation, useSdk } from '@tsumiki/sdk/react';
import { type RegisterFormValues, RegisterScreen } from '@tsumiki/ui/screens';
import { useState } from 'react';
import { useNavigate } from '../../nav/router';
import { useLabels } from '../../shell/useLabels';

/** /login/register: opens an account; the answer is a session, so the customer is signed in at once. */
export function Component() {
  const sdk = useSdk();
  const labels = useLabels('auth');
  const navigate = useNavigate();
  const [values, setValues] = useState<RegisterFormValues>({
    account: '',
    password: '',
    repeatPassword: '',
    inviteCode: '',
    termsAccepted: false,
  });
  const [tried, setTried] = useState(false);
  const [register, state] = useMutation('register');
  const translate = (code: string, params?: Readonly<Record<string, string | number>>) =>
    translateRule(sdk.i18n, code, params);

  return (
    <RegisterScreen
      labels={labels}
      values={values}
      onChange={setValues}
      errors={tried ? registerErrors(values, translate) : {}}
      submitting={state.isSending}
      {...(state.error ? { failure: state.error.text } : {})}
      onSubmit={async () => {
        setTried(true);
        if (Object.keys(registerErrors(values, translate)).length > 0) return;
        const invite = values.inviteCode.trim();
        const { data } = await register({
          account: values.account.trim(),
          password: values.password,
          repeatPassword: values.repeatPassword,
          terms: '1',
          ...(invite ? { inviteCode: invite } : {}),
        });
        if (!data) return;
        await sdk.session.set({ token: data.token, account: data.account });
        navigate('/login/loginAfter', { replace: true });
      }}
    />
  );
}
