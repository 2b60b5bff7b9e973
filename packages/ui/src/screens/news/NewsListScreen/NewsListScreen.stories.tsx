import type { Meta, StoryObj } from '@storybook/react-vite';
import { type Language, selectNewsList } from '@tsumiki/sdk';
import { fn } from 'storybook/test';
import { storyLabels } from '../../account/storyLabels';
import { storyNewsPage } from '../storyData';
import { NewsListScreen } from './NewsListScreen';

const meta = {
  title: 'Screens/News/NewsListScreen',
  component: NewsListScreen,
  args: {
    labels: storyLabels({}, 'news'),
    view: selectNewsList(storyNewsPage, 'ja'),
    onLoadMore: fn(),
    onRetry: fn(),
  },
  render: (args, { globals, parameters }) => (
    <NewsListScreen
      {...args}
      labels={storyLabels(globals, 'news')}
      {...(parameters.keep
        ? {}
        : { view: selectNewsList(storyNewsPage, (globals.locale ?? 'ja') as Language) })}
    />
  ),
} satisfies Meta<typeof NewsListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = { globals: { locale: 'ja' } };
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
export const Loading: Story = { args: { view: undefined }, parameters: { keep: true } };
export const Empty: Story = {
  args: { view: selectNewsList({ list: [], total: 0, page: 1, pageSize: 20 }, 'ja') },
  parameters: { keep: true },
};
export const Failed: Story = { args: { error: 'ネットワークエラーが発生しました' } };
