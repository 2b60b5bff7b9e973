import { selectNewsList } from '@tsumiki/sdk';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { storyLabels } from '../../account/storyLabels';
import { storyNewsPage } from '../storyData';
import { NewsListScreen } from './NewsListScreen';

const labels = storyLabels({ locale: 'en' }, 'news');

describe('NewsListScreen', () => {
  it('puts headlines first under their heading, then the latest, and loads more', async () => {
    let more = 0;
    const screen = await render(
      <TsumikiProvider>
        <NewsListScreen
          labels={labels}
          view={selectNewsList(storyNewsPage, 'en')}
          onLoadMore={() => void more++}
        />
      </TsumikiProvider>,
    );
    await expect.element(screen.getByRole('heading', { name: 'Headlines' })).toBeInTheDocument();
    await expect.element(screen.getByRole('heading', { name: 'Latest news' })).toBeInTheDocument();
    expect(
      screen
        .getByRole('link')
        .elements()
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/news/info?id=501', '/news/info?id=499', '/news/info?id=495', '/news/info?id=498']);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(more).toBe(1);
  });

  it.each([
    ['loading', { given: {}, want: 'Loading' }],
    ['empty', { given: { view: selectNewsList(undefined, 'en') }, want: 'No news yet' }],
    ['failed', { given: { error: 'Network error' }, want: 'News could not be loaded' }],
  ] as const)('%s', async (_t, { given, want }) => {
    const screen = await render(
      <TsumikiProvider>
        <NewsListScreen labels={labels} {...given} />
      </TsumikiProvider>,
    );
    await expect.element(screen.getByText(want)).toBeInTheDocument();
  });
});
