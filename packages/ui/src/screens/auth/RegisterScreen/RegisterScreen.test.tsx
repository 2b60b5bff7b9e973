import { registerErrors, translateRule } from '@tsumiki/sdk';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { storyI18n, storyLabels } from '../../account/storyLabels';
import { type RegisterFormValues, RegisterScreen } from './RegisterScreen';

const labels = storyLabels({ locale: 'en' }, 'auth');
const i18n = storyI18n({ locale: 'en' });
const empty = { account: '', password: '', repeatPassword: '', inviteCode: '', termsAccepted: false };

function Harness({ onSubmit }: { onSubmit: (v: RegisterFormValues) => void }) {
  const [values, setValues] = useState<RegisterFormValues>(empty);
  const [tried, setTried] = useState(false);
  const errors = tried ? registerErrors(values, (c, p) => translateRule(i18n, c, p)) : {};
  return (
    <RegisterScreen
      labels={labels}
      values={values}
      onChange={setValues}
      errors={errors}
      onSubmit={() => {
        setTried(true);
        if (Object.keys(registerErrors(values, (c) => c)).length === 0) onSubmit(values);
      }}
    />
  );
}

describe('RegisterScreen', () => {
  it('links the terms, refuses without consent and a matching repeat, then registers', async () => {
    const sent: RegisterFormValues[] = [];
    const screen = await render(
      <TsumikiProvider>
        <Harness onSubmit={(v) => void sent.push(v)} />
      </TsumikiProvider>,
    );
    await expect
      .element(screen.getByRole('link', { name: 'terms of service' }))
      .toHaveAttribute('href', '/mine/protocol');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Account' }), '0901234567');
    await userEvent.fill(screen.getByLabelText('Password', { exact: true }), 'sakura-2026');
    await userEvent.fill(screen.getByLabelText('Repeat password'), 'sakura-2027');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(sent).toEqual([]);
    await expect.element(screen.getByLabelText('Repeat password')).toHaveAttribute('aria-invalid', 'true');
    await expect.element(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.fill(screen.getByLabelText('Repeat password'), 'sakura-2026');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Invite code' }), 'TSU123');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(sent).toEqual([
      {
        account: '0901234567',
        password: 'sakura-2026',
        repeatPassword: 'sakura-2026',
        inviteCode: 'TSU123',
        termsAccepted: true,
      },
    ]);
  });
});
