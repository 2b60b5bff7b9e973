import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../TsumikiProvider/TsumikiProvider';
import type { PriceChangeProps } from './PriceChange';
import { PriceChange } from './PriceChange';

describe('PriceChange', () => {
  const cases: [string, { given: PriceChangeProps; want: string }][] = [
    [
      'up: arrow word, plus sign, percent',
      { given: { direction: 'up', value: '12.30', percent: '1.25%' }, want: 'up +12.30(+1.25%)' },
    ],
    ['down: minus sign', { given: { direction: 'down', value: '3.00' }, want: 'down \u22123.00' }],
    ['flat: no sign', { given: { direction: 'flat', percent: '0.00%' }, want: 'unchanged 0.00%' }],
    [
      'translated direction words',
      {
        given: {
          direction: 'up',
          percent: '2%',
          directionLabels: { up: '上昇', down: '下落', flat: '変わらず' },
        },
        want: '上昇 +2%',
      },
    ],
  ];
  it.each(cases)('%s', async (_t, { given, want }) => {
    const screen = await render(
      <TsumikiProvider>
        <p data-testid="out">
          <PriceChange {...given} />
        </p>
      </TsumikiProvider>,
    );
    await expect.element(screen.getByTestId('out')).toHaveTextContent(want);
  });
});
