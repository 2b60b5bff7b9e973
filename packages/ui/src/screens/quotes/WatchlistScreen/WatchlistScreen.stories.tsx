import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectWatchlistView } from '@tsumiki/sdk';
import { expect, fn, screen } from 'storybook/test';
import { QuoteSparkline } from '../QuoteList/QuoteSparkline';
import { otherQuotes, storyLabels, storyLanguage, storyWalk, tokyoQuotes } from '../storyData';
import { WatchlistScreen } from './WatchlistScreen';

const items = [...tokyoQuotes.slice(0, 3), ...otherQuotes].map((quote, sort) => ({
  id: String(10 + sort),
  code: quote.code,
  market: quote.market,
  name: quote.name,
  sort,
  quote,
}));

const meta = {
  title: 'Screens/Quotes/Watchlist',
  component: WatchlistScreen,
  args: {
    labels: storyLabels('quotes'),
    rows: [],
    editing: false,
    onEditingChange: fn(),
    onMove: fn(),
    onRemove: fn(),
    renderSparkline: (row) => (
      <QuoteSparkline
        values={storyWalk(100, row.direction === 'down' ? -0.15 : row.direction === 'up' ? 0.15 : 0)}
        baseline={100}
        label={`${row.name} ${row.changeRateSigned}`}
      />
    ),
  },
  render: (args, { globals }) => {
    const language = storyLanguage(globals);
    const rows = args.rows && (args.rows.length === 0 ? selectWatchlistView(items, language) : args.rows);
    return <WatchlistScreen {...args} labels={storyLabels('quotes', language)} rows={rows} />;
  },
} satisfies Meta<typeof WatchlistScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = {};
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
export const Editing: Story = {
  args: { editing: true },
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'ソニーグループ を上へ' }));
    await expect(args.onMove).toHaveBeenCalledWith('11', -1);
    await expect(screen.getByRole('button', { name: 'トヨタ自動車 を上へ' })).toBeDisabled();
  },
};
export const Sending: Story = { args: { editing: true, busy: true } };
export const Loading: Story = { args: { rows: null } };
export const Empty: Story = { render: (args) => <WatchlistScreen {...args} rows={[]} /> };
export const Failed: Story = { args: { error: '読み込みに失敗しました', onRetry: fn() } };
