import type { Meta, StoryObj } from '@storybook/react-vite';
import { type Language, selectMessageDetail } from '@tsumiki/sdk';
import { fn } from 'storybook/test';
import { storyLabels } from '../../account/storyLabels';
import { storyMessage } from '../storyData';
import { MessageDetailScreen } from './MessageDetailScreen';

const meta = {
  title: 'Screens/Messages/MessageDetailScreen',
  component: MessageDetailScreen,
  args: {
    labels: storyLabels({}, 'messages'),
    message: selectMessageDetail(storyMessage, 'ja'),
    onRetry: fn(),
  },
  render: (args, { globals, parameters }) => (
    <MessageDetailScreen
      {...args}
      labels={storyLabels(globals, 'messages')}
      {...(parameters.keep
        ? {}
        : { message: selectMessageDetail(storyMessage, (globals.locale ?? 'ja') as Language) })}
    />
  ),
} satisfies Meta<typeof MessageDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = { globals: { locale: 'ja' } };
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
export const Loading: Story = { args: { message: undefined }, parameters: { keep: true } };
export const NotFound: Story = { args: { error: '対象が見つかりません' }, parameters: { keep: true } };
