import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../TsumikiProvider/TsumikiProvider';
import { Select } from './Select';

describe('Select', () => {
  it('should open a listbox from a labelled combobox and report the choice', async () => {
    const seen: string[] = [];
    const screen = await render(
      <TsumikiProvider>
        <Select
          label="通貨"
          placeholder="選択"
          options={[
            { value: 'jpy', label: '日本円' },
            { value: 'usd', label: '米ドル' },
          ]}
          onValueChange={(v) => seen.push(v)}
          error="通貨を選択してください"
        />
      </TsumikiProvider>,
    );
    const combobox = screen.getByRole('combobox', { name: '通貨' });
    await expect.element(combobox).toHaveAccessibleDescription('通貨を選択してください');
    await userEvent.click(combobox);
    await userEvent.click(screen.getByRole('option', { name: '米ドル' }));
    await expect.element(combobox).toHaveTextContent('米ドル');
    expect(seen).toEqual(['usd']);
  });
});
