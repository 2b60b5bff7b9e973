import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectNewShareOrders } from '@tsumiki/sdk';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { newStockOrders } from '../parts/ipoFixtures';
import { storyIssueText, storyLabels, storyLanguage } from '../parts/storyI18n';
import { NewShareOrders } from './NewShareOrders';

const meta = {
  title: 'Screens/IPO/NewShareOrders',
  component: NewShareOrders,
  parameters: { bleed: true },
  args: { status: 'ready', labels: storyLabels('ipo', 'ja'), issueText: storyIssueText('ja'), onPay: fn() },
  render: (args, { globals, parameters }) => {
    const language = storyLanguage(globals);
    const available = (parameters.available as string | undefined) ?? '1000000';
    return (
      <NewShareOrders
        {...args}
        labels={storyLabels('ipo', language)}
        issueText={storyIssueText(language)}
        {...(args.status === 'ready' && !args.orders
          ? { orders: selectNewShareOrders(newStockOrders, { language, available }) }
          : {})}
      />
    );
  },
} satisfies Meta<typeof NewShareOrders>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = {
  play: async ({ userEvent, args }) => {
    for (const state of [
      '抽選待ち（未払込）',
      '要払込',
      '払込済',
      '当選',
      '落選',
      '辞退',
      '申込失敗',
      '購入完了',
    ]) {
      await expect(await screen.findByText(state)).toBeVisible();
    }
    await userEvent.click(screen.getByRole('button', { name: '払い込む QPS研究所' }));
    await userEvent.click(await screen.findByRole('button', { name: '確定' }));
    await waitFor(() => expect(args.onPay).toHaveBeenCalledWith('o3'));
  },
};
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
export const InsufficientBalance: Story = { parameters: { available: '1000' } };
export const Loading: Story = { args: { status: 'loading' } };
export const Empty: Story = { args: { orders: [] } };
export const ErrorState: Story = { args: { status: 'error', errorText: 'ネットワークエラー' } };
