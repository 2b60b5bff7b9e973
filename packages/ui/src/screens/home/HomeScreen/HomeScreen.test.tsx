import { type HomeView, type QuoteRowView, selectHomeView } from '@tsumiki/sdk';
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

  it.each([
    ['the same sections in a new view object', { change: (v: HomeView) => ({ ...v }), want: 0 }],
    [
      'a new gainers answer',
      {
        change: (v: HomeView) => ({
          ...v,
          rankings: {
            ...v.rankings,
            gainers: (v.rankings.gainers ?? []).map((r) => ({ ...r, price: '1.00' })),
          },
        }),
        want: 5,
      },
    ],
    [
      'a new losers answer while the gainers tab is shown',
      {
        change: (v: HomeView) => ({
          ...v,
          rankings: {
            ...v.rankings,
            losers: (v.rankings.losers ?? []).map((r) => ({ ...r, price: '1.00' })),
          },
        }),
        want: 0,
      },
    ],
    [
      'a new popular answer with one row moved',
      {
        change: (v: HomeView) => ({
          ...v,
          popular: (v.popular ?? []).map((r, i) => (i === 0 ? { ...r, price: '1.00' } : r)),
        }),
        want: 1,
      },
    ],
  ])('after %s, renders again only the rows that changed', async (_t, { change, want }) => {
    const view = storyHomeView('en');
    const rendered: QuoteRowView[] = [];
    const renderSparkline = (row: QuoteRowView) => {
      rendered.push(row);
      return null;
    };
    const screen = (v: HomeView) => (
      <TsumikiProvider>
        <HomeScreen
          labels={labels}
          markets={['jpy', 'usd']}
          market="jpy"
          onMarketChange={() => {}}
          view={v}
          renderSparkline={renderSparkline}
        />
      </TsumikiProvider>
    );
    const result = await render(screen(view));
    // Popular rows and the gainers (the tab shown first), each once.
    expect(rendered).toHaveLength((view.popular ?? []).length + (view.rankings.gainers ?? []).length);
    rendered.length = 0;
    await result.rerender(screen(change(view)));
    expect(rendered).toHaveLength(want);
    for (const row of rendered) expect(row.price).toBe('1.00');
  });

  it.each(['ja', 'en'] as const)(
    'keeps every section where it will be while loading (%s): nothing moves when the calls answer',
    async (language) => {
      const loaded = storyHomeView(language);
      const loading = selectHomeView({
        indices: undefined,
        popular: undefined,
        rankings: {},
        news: undefined,
        features: { ipo: true, block: true, follow: true, dayTrade: true },
        language,
      });
      const placeholderRows = {
        popular: (loaded.popular ?? []).length,
        rankings: (loaded.rankings.gainers ?? []).length,
        indices: (loaded.indices ?? []).length,
      };
      const tops = async (view: HomeView) => {
        const screen = await render(
          <TsumikiProvider>
            <HomeScreen
              labels={storyLabels('home', language)}
              markets={['jpy', 'usd']}
              market="jpy"
              onMarketChange={() => {}}
              view={view}
              renderSparkline={() => <span style={{ display: 'block', width: 72, height: 28 }} />}
              placeholderRows={placeholderRows}
            />
          </TsumikiProvider>,
        );
        const top = (id: string) =>
          Math.round(screen.container.querySelector(`#${id}`)!.getBoundingClientRect().top);
        const result = {
          popular: top('home-popular'),
          rankings: top('home-rankings'),
          news: top('home-news'),
        };
        await screen.unmount();
        return result;
      };
      expect(await tops(loading)).toEqual(await tops(loaded));
    },
  );

  it('paints no text in its loading placeholders (a vanishing text would be the largest contentful paint)', async () => {
    const screen = await render(
      <TsumikiProvider>
        <HomeScreen
          labels={labels}
          markets={['jpy', 'usd']}
          market="jpy"
          onMarketChange={() => {}}
          view={selectHomeView({
            indices: undefined,
            popular: undefined,
            rankings: {},
            news: undefined,
            features: {},
            language: 'en',
          })}
          renderSparkline={() => null}
        />
      </TsumikiProvider>,
    );
    const placeholders = [...screen.container.querySelectorAll('[role=status] [aria-hidden=true]')];
    // Index cards and the popular and gainers lists.
    expect(placeholders.length).toBeGreaterThanOrEqual(3);
    const painted: string[] = [];
    for (const placeholder of placeholders) {
      const walker = document.createTreeWalker(placeholder, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (node.textContent && parent && getComputedStyle(parent).visibility !== 'hidden')
          painted.push(node.textContent);
      }
    }
    expect(painted).toEqual([]);
  });
});
