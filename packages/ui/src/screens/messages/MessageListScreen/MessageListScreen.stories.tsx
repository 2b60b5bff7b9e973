import type { Meta, StoryObj } from '@storybook/react-vite';
import { type Language, selectMessageList } from '@tsumiki/sdk';
import { fn } from 'storybook/test';
import { storyLabels } from '../../account/storyLabels';
import { storyMessagePage } from '../storyData';
import { MessageListScreen } from './MessageListScreen';

const lang = (globals: { locale?: unknown }) => (globals.locale ?? 'ja') as Language;

const meta = {
  title: 'Screens/Messages/MessageListScreen',
  component: MessageListScreen,
  args: {
    labels: storyLabels({}, 'messages'),
    view: selectMessageList(storyMessagePage, 'ja'),
    onMarkAllRead: fn(),
    onLoadMore: fn(),
    onRetry: fn(),
  },
  render: (args, { globals, parameters }) => (
    <MessageListScreen
      {...args}
      labels={storyLabels(globals, 'messages')}
      {...(parameters.keepView ? {} : { view: selectMessageList(storyMessagePage, lang(globals)) })}
    />
  ),
} satisfies Meta<typeof MessageListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = { globals: { locale: 'ja' } };
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
export const Loading: Story = { args: { view: undefined }, parameters: { keepView: true } };
export const Empty: Story = {
  args: { view: selectMessageList({ list: [], total: 0, page: 1, pageSize: 20 }, 'ja') },
  parameters: { keepView: true },
};
export const AllRead: Story = {
  args: {
    view: selectMessageList(
      { ...storyMessagePage, list: storyMessagePage.list.map((m) => ({ ...m, read: true })), total: 4 },
      'ja',
    ),
  },
  parameters: { keepView: true },
};
export const Failed: Story = { args: { error: 'ネットワークエラーが発生しました' } };
