import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../TsumikiProvider/TsumikiProvider';
import { Select } from './Select';

describe('Select', () => {
  it('should pick from a labelled native combobox and report the choice', async () => {
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
    await expect.element(combobox).toHaveDisplayValue('選択');
    await userEvent.selectOptions(combobox, '米ドル');
    await expect.element(combobox).toHaveDisplayValue('米ドル');
    expect(seen).toEqual(['usd']);
    // The placeholder is not a choice once something is chosen.
    expect(screen.getByRole('option', { name: '選択' }).query()).toBeNull();
  });

  it('should follow its value when controlled and never offer a disabled option', async () => {
    const options = [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B', disabled: true },
    ];
    const screen = await render(<Select label="L" value="a" options={options} />);
    const combobox = screen.getByRole('combobox', { name: 'L' });
    await expect.element(combobox).toHaveValue('a');
    await expect.element(screen.getByRole('option', { name: 'B' })).toBeDisabled();
    await screen.rerender(<Select label="L" value="b" options={options} />);
    await expect.element(combobox).toHaveValue('b');
  });
});
