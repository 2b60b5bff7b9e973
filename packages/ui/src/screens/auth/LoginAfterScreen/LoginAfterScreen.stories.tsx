import type { Meta, StoryObj } from '@storybook/react-vite';
import { translateMessage } from '@tsumiki/sdk';
import { storyI18n, storyLabels } from '../../account/storyLabels';
import { LoginAfterScreen } from './LoginAfterScreen';

const meta = {
  title: 'Screens/Auth/LoginAfterScreen',
  component: LoginAfterScreen,
  args: { labels: storyLabels({}, 'auth'), state: 'loading' },
  render: (args, { globals, parameters }) => {
    const msg = parameters.msg as string | undefined;
    return (
      <LoginAfterScreen
        {...args}
        labels={storyLabels(globals, 'auth')}
        {...(msg
          ? {
              refusal: {
                message: translateMessage(storyI18n(globals), msg),
                serviceUrl: 'https://support.example.jp',
              },
            }
          : {})}
      />
    );
  },
} satisfies Meta<typeof LoginAfterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = { globals: { locale: 'ja' } };
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
export const Failed: Story = { args: { state: 'failed' } };
export const Banned: Story = { args: { state: 'failed' }, parameters: { msg: 'account.banned' } };
