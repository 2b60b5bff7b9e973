import { selectBlockTradeList } from '@tsumiki/sdk';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { storyLabels } from '../../ipo/parts/storyI18n';
import { blockTrades } from '../blockFixtures';
import { BlockTradeList } from './BlockTradeList';

describe('BlockTradeList', () => {
  it('should list the trades of its view, link the other views and change market', async () => {
    const markets: string[] = [];
    const screen = await render(
      <TsumikiProvider>
        <BlockTradeList
          status="ready"
          view="market"
          labels={storyLabels('block', 'en')}
          rows={selectBlockTradeList(blockTrades, { language: 'en', filter: 'all' })}
          markets={{ options: ['jpy', 'usd'], value: 'jpy', onChange: (m) => markets.push(m) }}
        />
      </TsumikiProvider>,
    );
    await expect
      .element(screen.getByRole('link', { name: 'Upcoming', exact: true }))
      .toHaveAttribute('href', '/home/large2');
    await expect
      .element(screen.getByRole('link', { name: 'My applications' }))
      .toHaveAttribute('href', '/home/largeQc');
    await expect
      .element(screen.getByRole('link', { name: /ソフトバンクグループ/ }))
      .toHaveTextContent('Closed');
    await expect.element(screen.getByRole('link', { name: /トヨタ自動車/ })).toHaveTextContent('-8.47%');
    await screen.getByRole('radio', { name: 'US' }).click();
    expect(markets).toEqual(['usd']);
  });
});
