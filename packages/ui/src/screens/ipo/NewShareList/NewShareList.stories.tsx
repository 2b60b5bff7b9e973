import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectNewShareList } from '@tsumiki/sdk';
import { expect, screen } from 'storybook/test';
import { newStocks, STORY_NOW } from '../parts/ipoFixtures';
import { storyLabels, storyLanguage } from '../parts/storyI18n';
import { NewShareList } from './NewShareList';

const meta = {
  title: 'Screens/IPO/NewShareList',
  component: NewShareList,
  parameters: { bleed: true },
  args: { status: 'ready', labels: storyLabels('ipo', 'ja') },
  render: (args, { globals }) => {
    const language = storyLanguage(globals);
    return (
      <NewShareList
        {...args}
        labels={storyLabels('ipo', language)}
        {...(args.status === 'ready' && !args.view
          ? { view: selectNewShareList(newStocks, language, STORY_NOW) }
          : {})}
      />
    );
  },
} satisfies Meta<typeof NewShareList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = {
  play: async () => {
    await expect(await screen.findByRole('tab', { name: /申込受付中/, selected: true })).toBeVisible();
    await expect(screen.getByRole('link', { name: /QPS研究所/ })).toHaveAttribute(
      'href',
      '/home/newShareInfo?id=1',
    );
  },
};
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
export const Loading: Story = { args: { status: 'loading' } };
export const Empty: Story = { args: { view: selectNewShareList([], 'ja', STORY_NOW) } };
export const ErrorState: Story = {
  args: { status: 'error', errorText: 'ネットワークエラー', onRetry: () => {} },
};
