import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../TsumikiProvider/TsumikiProvider';
import type { MoneyTextProps } from './MoneyText';
import { MoneyText } from './MoneyText';

describe('MoneyText', () => {
  const cases: [string, { given: MoneyTextProps; want: string }][] = [
    ['no direction: no sign', { given: { value: '1,000', currency: '円' }, want: '1,000円' }],
    ['a gain gets a plus', { given: { value: '500', direction: 'up' }, want: '+500' }],
    ['a loss gets a minus sign', { given: { value: '500', direction: 'down' }, want: '\u2212500' }],
    [
      'prefix currency',
      { given: { value: '12.50', currency: '$', currencyPosition: 'prefix' }, want: '$12.50' },
    ],
  ];
  it.each(cases)('%s', async (_t, { given, want }) => {
    const screen = await render(
      <TsumikiProvider>
        <p data-testid="out">
          <MoneyText {...given} />
        </p>
      </TsumikiProvider>,
    );
    await expect.element(screen.getByTestId('out')).toHaveTextContent(want);
  });
});
