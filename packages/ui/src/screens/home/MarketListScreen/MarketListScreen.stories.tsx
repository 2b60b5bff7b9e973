import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectMarketListView } from '@tsumiki/sdk';
import { expect, fn, screen } from 'storybook/test';
import { QuoteSparkline } from '../../quotes/QuoteList/QuoteSparkline';
import { otherQuotes, storyLabels, storyLanguage, storyWalk, tokyoQuotes } from '../../quotes/storyData';
import { MarketListScreen } from './MarketListScreen';

const page = { list: tokyoQuotes, total: 48, page: 2, pageSize: 5 };

const meta = {
  title: 'Screens/Home/MarketList',
  component: MarketListScreen,
  args: {
    labels: storyLabels('home'),
    markets: ['jpy', 'usd', 'cny'],
    market: 'jpy',
    onMarketChange: fn(),
    sort: 'changeRate',
    onSortChange: fn(),
    order: 'desc',
    onOrderChange: fn(),
    view: selectMarketListView(page, 'ja'),
    onPageChange: fn(),
    renderSparkline: (row) => (
      <QuoteSparkline
        values={storyWalk(100, row.direction === 'down' ? -0.15 : 0.15)}
        baseline={100}
        label={`${row.name} ${row.changeRateSigned}`}
      />
    ),
  },
  render: (args, { globals }) => {
    const language = storyLanguage(globals);
    const view =
      args.view && (args.view.rows.length === 0 ? args.view : selectMarketListView(page, language));
    return <MarketListScreen {...args} labels={storyLabels('home', language)} view={view} />;
  },
} satisfies Meta<typeof MarketListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: '次のページ' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await userEvent.click(screen.getByRole('radio', { name: '昇順' }));
    await expect(args.onOrderChange).toHaveBeenCalledWith('asc');
  },
};
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
export const ByVolume: Story = { args: { sort: 'volume' } };
export const UsMarket: Story = {
  args: { market: 'usd' },
  render: (args) => (
    <MarketListScreen
      {...args}
      view={selectMarketListView({ list: otherQuotes.slice(0, 1), total: 1, page: 1, pageSize: 20 }, 'ja')}
    />
  ),
};
export const Loading: Story = { args: { view: null } };
export const Empty: Story = {
  args: { view: selectMarketListView({ list: [], total: 0, page: 1, pageSize: 20 }, 'ja') },
};
export const Failed: Story = { args: { error: '読み込みに失敗しました', onRetry: fn() } };
