import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../TsumikiProvider/TsumikiProvider';
import { TextField } from './TextField';

function Harness({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return <TextField label="口座番号" value={value} onChange={setValue} error={error} />;
}

describe('TextField', () => {
  it('should be labelled, editable and show the validation message as its description', async () => {
    const screen = await render(
      <TsumikiProvider>
        <Harness error="10桁で入力してください" />
      </TsumikiProvider>,
    );
    const input = screen.getByRole('textbox', { name: '口座番号' });
    await userEvent.type(input, '090');
    await expect.element(input).toHaveValue('090');
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('10桁で入力してください');
  });
});
