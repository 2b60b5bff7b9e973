import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectFollowOrders } from '@tsumiki/sdk';
import { expect, screen } from 'storybook/test';
import { STORY_NOW } from '../../ipo/parts/ipoFixtures';
import { storyLabels, storyLanguage } from '../../ipo/parts/storyI18n';
import { followOrders } from '../followFixtures';
import { FollowOrders } from './FollowOrders';

const meta = {
  title: 'Screens/Follow/FollowOrders',
  component: FollowOrders,
  parameters: { bleed: true },
  args: { status: 'ready', labels: storyLabels('follow', 'ja') },
  render: (args, { globals }) => {
    const language = storyLanguage(globals);
    return (
      <FollowOrders
        {...args}
        labels={storyLabels('follow', language)}
        {...(args.status === 'ready' && !args.orders
          ? { orders: selectFollowOrders(followOrders, { language, now: STORY_NOW }) }
          : {})}
      />
    );
  },
} satisfies Meta<typeof FollowOrders>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = {
  play: async () => {
    await expect(await screen.findByText('2026/11/27までロック中')).toBeVisible();
    await expect(screen.getByText('運用中')).toBeVisible();
    await expect(screen.getByText('終了')).toBeVisible();
  },
};
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
export const Loading: Story = { args: { status: 'loading' } };
export const Empty: Story = { args: { orders: [] } };
export const ErrorState: Story = { args: { status: 'error', errorText: 'ネットワークエラー' } };
