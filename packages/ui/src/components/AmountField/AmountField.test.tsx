import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../TsumikiProvider/TsumikiProvider';
import { AmountField } from './AmountField';
import { sanitizeAmount } from './sanitizeAmount';

describe('sanitizeAmount', () => {
  const cases: [string, { given: [string, number?]; want: string }][] = [
    ['digits pass', { given: ['12000'], want: '12000' }],
    ['commas and letters go', { given: ['12,0a00'], want: '12000' }],
    ['yen drops the point', { given: ['100.5', 0], want: '100' }],
    ['dollars keep two decimals', { given: ['100.567', 2], want: '100.56' }],
    ['a second point is dropped', { given: ['1.2.3', 2], want: '1.23' }],
    ['a leading point stays for typing', { given: ['.5', 2], want: '.5' }],
    ['empty stays empty', { given: ['', 2], want: '' }],
  ];
  it.each(cases)('%s', (_t, { given, want }) => {
    expect(sanitizeAmount(...given)).toBe(want);
  });
});

function Harness() {
  const [value, setValue] = useState('');
  return (
    <AmountField
      label="出金額"
      currency="JPY"
      value={value}
      onChange={setValue}
      presets={[{ label: '全額', value: '1250000' }]}
      error="最低出金額は 1,000 円です"
    />
  );
}

describe('AmountField', () => {
  it('should show its currency, fill a preset and carry the validation message', async () => {
    const screen = await render(
      <TsumikiProvider>
        <Harness />
      </TsumikiProvider>,
    );
    const input = screen.getByRole('textbox', { name: '出金額' });
    await expect.element(screen.getByText('JPY')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '全額' }));
    await expect.element(input).toHaveValue('1250000');
    await expect
      .element(screen.getByRole('button', { name: '全額' }))
      .toHaveAttribute('aria-pressed', 'true');
    await expect.element(input).toHaveAccessibleDescription('最低出金額は 1,000 円です');
  });
});
