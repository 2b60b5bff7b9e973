import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { storyLabels } from '../storyLabels';
import { type LoginPasswordFormValues, LoginPasswordScreen } from './LoginPasswordScreen';

const labels = storyLabels({ locale: 'en' }, 'account');
const empty = { oldPassword: '', newPassword: '', repeatPassword: '' };

describe('LoginPasswordScreen', () => {
  it('edits the three fields, shows errors and submits', async () => {
    const changes: LoginPasswordFormValues[] = [];
    let submitted = 0;
    const screen = await render(
      <TsumikiProvider>
        <LoginPasswordScreen
          labels={labels}
          values={empty}
          onChange={(v) => void changes.push(v)}
          errors={{ repeatPassword: 'Passwords do not match' }}
          onSubmit={() => void submitted++}
        />
      </TsumikiProvider>,
    );
    await userEvent.fill(screen.getByLabelText('Current password'), 'a');
    expect(changes.at(-1)).toEqual({ ...empty, oldPassword: 'a' });
    await expect.element(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(submitted).toBe(1);
  });

  it('after a change, tells the customer to sign in again', async () => {
    const screen = await render(
      <TsumikiProvider>
        <LoginPasswordScreen labels={labels} values={empty} onChange={() => {}} onSubmit={() => {}} done />
      </TsumikiProvider>,
    );
    await expect.element(screen.getByRole('status')).toHaveTextContent(labels.passwordChanged);
    await expect
      .element(screen.getByRole('link', { name: 'Sign in' }))
      .toHaveAttribute('href', '/login/login');
  });
});
