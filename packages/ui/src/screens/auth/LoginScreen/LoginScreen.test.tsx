import { loginErrors, translateRule } from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { storyI18n, storyLabels } from '../../account/storyLabels';
import { type LoginFormValues, LoginScreen, type LoginScreenProps } from './LoginScreen';

const labels: Labels<'auth'> = storyLabels({ locale: 'en' }, 'auth');
const i18n = storyI18n({ locale: 'en' });

/** The screen wired as the route wires it: controlled values, errors from the SDK after a first submit. */
function Harness({
  onSubmit,
  ...rest
}: { onSubmit: (v: LoginFormValues) => void } & Omit<Partial<LoginScreenProps>, 'onSubmit'>) {
  const [values, setValues] = useState<LoginFormValues>({ account: '', password: '', remember: false });
  const [tried, setTried] = useState(false);
  const errors = tried ? loginErrors(values, (c, p) => translateRule(i18n, c, p)) : {};
  return (
    <LoginScreen
      labels={labels}
      values={values}
      onChange={setValues}
      errors={errors}
      onSubmit={() => {
        setTried(true);
        if (Object.keys(loginErrors(values, (c) => c)).length === 0) onSubmit(values);
      }}
      {...rest}
    />
  );
}

describe('LoginScreen', () => {
  it('shows the SDK validation inline and submits a valid form with remember-account', async () => {
    const sent: LoginFormValues[] = [];
    const screen = await render(
      <TsumikiProvider>
        <Harness onSubmit={(v) => void sent.push(v)} />
      </TsumikiProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await expect
      .element(screen.getByRole('textbox', { name: 'Account' }))
      .toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    await userEvent.fill(screen.getByRole('textbox', { name: 'Account' }), '0901234567');
    await userEvent.fill(screen.getByLabelText('Password', { exact: true }), 'secret-42');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember my account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(sent).toEqual([{ account: '0901234567', password: 'secret-42', remember: true }]);
  });

  it.each([
    ['with a customer-service link', { given: 'https://support.example.jp', want: 'link' }],
    ['without one', { given: undefined, want: 'text' }],
  ] as const)('tells a banned account to contact customer service %s', async (_t, { given, want }) => {
    const screen = await render(
      <TsumikiProvider>
        <Harness
          onSubmit={() => {}}
          refusal={{ message: 'This account is banned', ...(given ? { serviceUrl: given } : {}) }}
        />
      </TsumikiProvider>,
    );
    await expect.element(screen.getByRole('alert')).toHaveTextContent('This account is banned');
    if (want === 'link') {
      await expect
        .element(screen.getByRole('link', { name: 'Contact customer service' }))
        .toHaveAttribute('href', given);
    } else {
      await expect.element(screen.getByText(labels.serviceUnavailable)).toBeInTheDocument();
    }
  });
});
