import { selectWatchlistView } from '@tsumiki/sdk';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { storyLabels, tokyoQuotes } from '../storyData';
import { WatchlistScreen } from './WatchlistScreen';

const labels = storyLabels('quotes', 'en');
const rows = selectWatchlistView(
  tokyoQuotes.slice(0, 3).map((quote, sort) => ({
    id: String(sort + 1),
    code: quote.code,
    market: quote.market,
    name: quote.name,
    sort,
    quote,
  })),
  'en',
);

describe('WatchlistScreen', () => {
  it.each([
    ['moves a row up', { name: 'Move ソニーグループ up', want: 'move:2:-1' }],
    ['moves a row down', { name: 'Move ソニーグループ down', want: 'move:2:1' }],
    ['removes a row', { name: 'Remove トヨタ自動車', want: 'remove:1' }],
  ])('%s in edit mode', async (_t, { name, want }) => {
    const calls: string[] = [];
    const screen = await render(
      <TsumikiProvider>
        <WatchlistScreen
          labels={labels}
          rows={rows}
          editing
          onEditingChange={(e) => calls.push(`editing:${e}`)}
          onMove={(id, d) => calls.push(`move:${id}:${d}`)}
          onRemove={(id) => calls.push(`remove:${id}`)}
        />
      </TsumikiProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name }));
    await userEvent.click(screen.getByRole('button', { name: labels.done }));
    expect(calls).toEqual([want, 'editing:false']);
  });

  it('links rows to the detail outside edit mode and offers a search when empty', async () => {
    const noop = () => {};
    const screen = await render(
      <TsumikiProvider>
        <WatchlistScreen
          labels={labels}
          rows={rows}
          editing={false}
          onEditingChange={noop}
          onMove={noop}
          onRemove={noop}
        />
      </TsumikiProvider>,
    );
    await expect
      .element(screen.getByRole('link', { name: /キーエンス|ソニーグループ/ }))
      .toHaveAttribute('href', '/quotes/info?code=6758&type=jpy');
    screen.rerender(
      <TsumikiProvider>
        <WatchlistScreen
          labels={labels}
          rows={[]}
          editing={false}
          onEditingChange={noop}
          onMove={noop}
          onRemove={noop}
        />
      </TsumikiProvider>,
    );
    await expect
      .element(screen.getByRole('link', { name: labels.addStocks }))
      .toHaveAttribute('href', '/quotes/search');
  });
});
