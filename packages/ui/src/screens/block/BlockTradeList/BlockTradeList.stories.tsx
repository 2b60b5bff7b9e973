import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectBlockTradeList } from '@tsumiki/sdk';
import { expect, fn, screen } from 'storybook/test';
import { storyLabels, storyLanguage } from '../../ipo/parts/storyI18n';
import { blockTrades } from '../blockFixtures';
import { BlockTradeList } from './BlockTradeList';

const FILTER = { open: 'open', upcoming: 'upcoming', closed: 'closed', market: 'all' } as const;

const meta = {
  title: 'Screens/Block/BlockTradeList',
  component: BlockTradeList,
  parameters: { bleed: true },
  args: { status: 'ready', view: 'open', labels: storyLabels('block', 'ja') },
  render: (args, { globals }) => {
    const language = storyLanguage(globals);
    return (
      <BlockTradeList
        {...args}
        labels={storyLabels('block', language)}
        {...(args.status === 'ready' && !args.rows
          ? { rows: selectBlockTradeList(blockTrades, { language, filter: FILTER[args.view] }) }
          : {})}
      />
    );
  },
} satisfies Meta<typeof BlockTradeList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = {
  play: async () => {
    await expect(await screen.findByRole('link', { name: /トヨタ自動車/ })).toHaveAttribute(
      'href',
      '/home/largeInfo?id=7',
    );
    await expect(screen.queryByText('ソフトバンクグループ')).toBeNull();
  },
};
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
export const Upcoming: Story = { args: { view: 'upcoming' } };
export const Closed: Story = { args: { view: 'closed' } };
export const ByMarket: Story = {
  args: { view: 'market', markets: { options: ['jpy', 'usd', 'cny'], value: 'jpy', onChange: fn() } },
};
export const Loading: Story = { args: { status: 'loading' } };
export const Empty: Story = { args: { rows: [] } };
export const ErrorState: Story = { args: { status: 'error', errorText: 'ネットワークエラー' } };
