import { selectNewsArticle } from '@tsumiki/sdk';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { storyLabels } from '../../account/storyLabels';
import { storyArticle } from '../storyData';
import { NewsArticleScreen } from './NewsArticleScreen';

const labels = storyLabels({ locale: 'en' }, 'news');

describe('NewsArticleScreen', () => {
  it('shows the article with its source, and neither the script nor the javascript: link of its body', async () => {
    const screen = await render(
      <TsumikiProvider>
        <NewsArticleScreen labels={labels} article={selectNewsArticle(storyArticle, 'en')} />
      </TsumikiProvider>,
    );
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('日経平均、3日続伸');
    await expect
      .element(screen.getByText('Source: 積木マーケットニュース', { exact: false }))
      .toBeInTheDocument();
    await expect.element(screen.getByText('半導体関連株')).toBeInTheDocument();
    expect(screen.container.querySelector('script')).toBeNull();
    expect(screen.container.querySelector('[href^="javascript"]')).toBeNull();
  });
});
