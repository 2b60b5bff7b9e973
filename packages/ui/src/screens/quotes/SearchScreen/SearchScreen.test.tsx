import { selectSearchView } from '@tsumiki/sdk';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { storyLabels, tokyoQuotes } from '../storyData';
import { SearchScreen } from './SearchScreen';

const labels = storyLabels('quotes', 'en');

describe('SearchScreen', () => {
  it.each([
    ['the recent searches fill the box', { results: null, tap: '7203', want: ['keyword:7203'] }],
    ['a result commits the keyword', { results: tokyoQuotes, tap: 'Toyota', want: ['commit:トヨ'] }],
  ] as const)('%s', async (_t, { results, tap, want }) => {
    const calls: string[] = [];
    const screen = await render(
      <TsumikiProvider>
        <SearchScreen
          labels={labels}
          keyword="トヨ"
          onKeywordChange={(k) => calls.push(`keyword:${k}`)}
          onCommit={(k) => calls.push(`commit:${k}`)}
          onClearRecent={() => calls.push('clear')}
          results={results && selectSearchView(results, 'en')}
          recent={['7203', 'AAPL']}
        />
      </TsumikiProvider>,
    );
    await expect.element(screen.getByRole('searchbox', { name: labels.searchLabel })).toHaveValue('トヨ');
    if (tap === 'Toyota') {
      const link = screen.getByRole('link', { name: /トヨタ自動車/ });
      await expect.element(link).toHaveAttribute('href', '/quotes/info?code=7203&type=jpy');
      // Keep the test on this page: the commit must happen on the click, before navigation.
      link.element().addEventListener('click', (e) => e.preventDefault());
      await userEvent.click(link);
    } else await userEvent.click(screen.getByRole('button', { name: tap }));
    expect(calls).toEqual(want);
  });

  it('says when nothing matches and clears the history', async () => {
    const calls: string[] = [];
    const screen = await render(
      <TsumikiProvider>
        <SearchScreen
          labels={labels}
          keyword=""
          onKeywordChange={() => {}}
          onCommit={() => {}}
          onClearRecent={() => calls.push('clear')}
          results={null}
          recent={['7203']}
        />
      </TsumikiProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: labels.clearRecent }));
    expect(calls).toEqual(['clear']);
    screen.rerender(
      <TsumikiProvider>
        <SearchScreen
          labels={labels}
          keyword="zz"
          onKeywordChange={() => {}}
          onCommit={() => {}}
          onClearRecent={() => {}}
          results={[]}
          recent={[]}
        />
      </TsumikiProvider>,
    );
    await expect.element(screen.getByText(labels.noResults)).toBeVisible();
  });
});
