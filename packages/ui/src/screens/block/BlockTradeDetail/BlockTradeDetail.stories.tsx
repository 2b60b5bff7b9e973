import type { Meta, StoryObj } from '@storybook/react-vite';
import type { components } from '@tsumiki/sdk';
import { selectBlockTradeDetail } from '@tsumiki/sdk';
import { expect, screen } from 'storybook/test';
import { storyLabels, storyLanguage } from '../../ipo/parts/storyI18n';
import { blockTrade } from '../blockFixtures';
import { BlockTradeDetail } from './BlockTradeDetail';

const meta = {
  title: 'Screens/Block/BlockTradeDetail',
  component: BlockTradeDetail,
  parameters: { bleed: true },
  args: { status: 'ready', labels: storyLabels('block', 'ja') },
  render: (args, { globals, parameters }) => {
    const language = storyLanguage(globals);
    const trade = (parameters.trade as components['schemas']['BlockTrade'] | undefined) ?? blockTrade();
    return (
      <BlockTradeDetail
        {...args}
        labels={storyLabels('block', language)}
        {...(args.status === 'ready' ? { view: selectBlockTradeDetail(trade, language) } : {})}
      />
    );
  },
} satisfies Meta<typeof BlockTradeDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = {
  play: async () => {
    await expect(await screen.findByRole('link', { name: '申込へ進む' })).toHaveAttribute(
      'href',
      '/home/largerOrder?id=7',
    );
  },
};
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
export const Closed: Story = { parameters: { trade: blockTrade({ status: 2, remainingLots: '0' }) } };
export const Upcoming: Story = { parameters: { trade: blockTrade({ status: 0 }) } };
export const Loading: Story = { args: { status: 'loading' } };
export const ErrorState: Story = {
  args: { status: 'error', errorText: '商品が存在しないか、取り扱いを終了しました' },
};
