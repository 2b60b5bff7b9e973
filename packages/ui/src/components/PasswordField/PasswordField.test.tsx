import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../TsumikiProvider/TsumikiProvider';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('should mask by default and reveal with a pressed toggle', async () => {
    const screen = await render(
      <TsumikiProvider>
        <PasswordField label="パスワード" value="abc123" onChange={() => {}} revealLabel="表示" />
      </TsumikiProvider>,
    );
    const input = screen.getByLabelText('パスワード');
    const toggle = screen.getByRole('button', { name: '表示' });
    await expect.element(input).toHaveAttribute('type', 'password');
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect.element(input).toHaveAttribute('type', 'text');
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});
