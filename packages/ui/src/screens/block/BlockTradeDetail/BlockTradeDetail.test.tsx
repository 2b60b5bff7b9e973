import { selectBlockTradeDetail } from '@tsumiki/sdk';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { storyLabels } from '../../ipo/parts/storyI18n';
import { blockTrade } from '../blockFixtures';
import { BlockTradeDetail } from './BlockTradeDetail';

describe('BlockTradeDetail', () => {
  const cases: [string, { status: 0 | 1 | 2; want: { apply: boolean; note?: string } }][] = [
    ['open links to the application', { status: 1, want: { apply: true } }],
    ['closed says so', { status: 2, want: { apply: false, note: 'This block trade is closed' } }],
    ['upcoming says so', { status: 0, want: { apply: false, note: 'Applications have not opened yet' } }],
  ];
  it.each(cases)('%s', async (_, { status, want }) => {
    const screen = await render(
      <TsumikiProvider>
        <BlockTradeDetail
          status="ready"
          labels={storyLabels('block', 'en')}
          view={selectBlockTradeDetail(blockTrade({ status }), 'en')}
        />
      </TsumikiProvider>,
    );
    await expect.element(screen.getByRole('term').filter({ hasText: /^Minimum buy$/ })).toBeVisible();
    await expect.element(screen.getByText('¥270,000.00')).toBeVisible();
    if (want.apply)
      await expect
        .element(screen.getByRole('link', { name: 'Continue to apply' }))
        .toHaveAttribute('href', '/home/largerOrder?id=7');
    else await expect.element(screen.getByRole('note')).toHaveTextContent(want.note ?? '');
  });
});
