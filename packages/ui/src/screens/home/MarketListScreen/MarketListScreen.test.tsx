import { selectMarketListView } from '@tsumiki/sdk';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { storyLabels, tokyoQuotes } from '../../quotes/storyData';
import { MarketListScreen } from './MarketListScreen';

const labels = storyLabels('home', 'en');

describe('MarketListScreen', () => {
  it.each([
    ['first page', { page: 1, want: ['page:2'], previous: false }],
    ['middle page', { page: 2, want: ['page:3'], previous: true }],
  ])('pages from the %s', async (_t, { page, want, previous }) => {
    const calls: string[] = [];
    const screen = await render(
      <TsumikiProvider>
        <MarketListScreen
          labels={labels}
          markets={['jpy']}
          market="jpy"
          onMarketChange={() => {}}
          sort="volume"
          onSortChange={(v) => calls.push(`sort:${v}`)}
          order="desc"
          onOrderChange={(o) => calls.push(`order:${o}`)}
          view={selectMarketListView({ list: tokyoQuotes, total: 15, page, pageSize: 5 }, 'en')}
          onPageChange={(p) => calls.push(`page:${p}`)}
        />
      </TsumikiProvider>,
    );
    await expect
      .element(screen.getByRole('link', { name: /トヨタ自動車/ }))
      .toHaveTextContent('Volume 18,234,500');
    if (previous) await expect.element(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    else await expect.element(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(calls).toEqual(want);
  });
});
