import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { storyLabels } from '../../quotes/storyData';
import { storyHomeView } from '../homeStoryData';
import { HomeScreen } from './HomeScreen';

const labels = storyLabels('home', 'en');

describe('HomeScreen', () => {
  it.each([
    ['gainers', { tab: 'Top gainers', first: /8306|三菱UFJ/ }],
    ['losers', { tab: 'Top losers', first: /6861|キーエンス/ }],
    ['volume', { tab: 'Volume', first: /AAPL|Apple/ }],
  ])('shows the %s ranking in its tab', async (_t, { tab, first }) => {
    const screen = await render(
      <TsumikiProvider>
        <HomeScreen
          labels={labels}
          markets={['jpy', 'usd']}
          market="jpy"
          onMarketChange={() => {}}
          view={storyHomeView('en')}
        />
      </TsumikiProvider>,
    );
    await userEvent.click(screen.getByRole('tab', { name: tab }));
    const panel = screen.getByRole('tabpanel');
    await expect.element(panel.getByRole('link').first()).toHaveTextContent(first);
  });

  it('switches market and links shortcuts, indices and news', async () => {
    const markets: string[] = [];
    const screen = await render(
      <TsumikiProvider>
        <HomeScreen
          labels={labels}
          markets={['jpy', 'usd', 'cny']}
          market="jpy"
          onMarketChange={(m) => markets.push(m)}
          view={storyHomeView('en')}
        />
      </TsumikiProvider>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'China' }));
    expect(markets).toEqual(['cny']);
    await expect
      .element(screen.getByRole('link', { name: 'Day trading' }))
      .toHaveAttribute('href', '/home/withinDays');
    await expect.element(screen.getByText('38,512.36')).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: /日銀/ }))
      .toHaveAttribute('href', '/news/info?id=301');
  });
});
