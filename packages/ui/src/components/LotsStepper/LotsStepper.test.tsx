import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../TsumikiProvider/TsumikiProvider';
import { LotsStepper } from './LotsStepper';

function Harness({ initial, max }: { initial: number; max?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <LotsStepper
      label="数量"
      value={value}
      onValueChange={setValue}
      max={max}
      decrementLabel="減"
      incrementLabel="増"
    />
  );
}

describe('LotsStepper', () => {
  const cases: [
    string,
    { given: { initial: number; max?: number; press: ('減' | '増')[] }; want: string },
  ][] = [
    ['increments', { given: { initial: 1, press: ['増', '増'] }, want: '3' }],
    ['never goes below the minimum', { given: { initial: 1, press: ['減'] }, want: '1' }],
    ['stops at the maximum', { given: { initial: 4, max: 5, press: ['増'] }, want: '5' }],
  ];
  it.each(cases)('%s', async (_t, { given, want }) => {
    const screen = await render(
      <TsumikiProvider>
        <Harness initial={given.initial} max={given.max} />
      </TsumikiProvider>,
    );
    for (const name of given.press) {
      const button = screen.getByRole('button', { name });
      if (button.element().hasAttribute('disabled')) continue;
      await userEvent.click(button);
    }
    await expect.element(screen.getByRole('spinbutton', { name: '数量' })).toHaveValue(want);
  });

  it('should keep only digits when typed into', async () => {
    const screen = await render(
      <TsumikiProvider>
        <Harness initial={1} />
      </TsumikiProvider>,
    );
    const input = screen.getByRole('spinbutton', { name: '数量' });
    await userEvent.fill(input, '1a2');
    await expect.element(input).toHaveValue('12');
  });
});
