import type { Meta, StoryObj } from '@storybook/react-vite';
import { type Language, selectNewsArticle } from '@tsumiki/sdk';
import { fn } from 'storybook/test';
import { storyLabels } from '../../account/storyLabels';
import { storyArticle } from '../storyData';
import { NewsArticleScreen } from './NewsArticleScreen';

const meta = {
  title: 'Screens/News/NewsArticleScreen',
  component: NewsArticleScreen,
  args: { labels: storyLabels({}, 'news'), article: selectNewsArticle(storyArticle, 'ja'), onRetry: fn() },
  render: (args, { globals, parameters }) => (
    <NewsArticleScreen
      {...args}
      labels={storyLabels(globals, 'news')}
      {...(parameters.keep
        ? {}
        : { article: selectNewsArticle(storyArticle, (globals.locale ?? 'ja') as Language) })}
    />
  ),
} satisfies Meta<typeof NewsArticleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = { globals: { locale: 'ja' } };
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
export const Loading: Story = { args: { article: undefined }, parameters: { keep: true } };
export const NotFound: Story = { args: { error: '対象が見つかりません' }, parameters: { keep: true } };
