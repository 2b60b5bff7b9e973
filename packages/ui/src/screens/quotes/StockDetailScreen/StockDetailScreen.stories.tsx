import type { Meta, StoryObj } from '@storybook/react-vite';
import type { components } from '@tsumiki/sdk';
import {
  chartTimeFormatter,
  selectKLineView,
  selectStockDetailView,
  selectTimeShareView,
} from '@tsumiki/sdk';
import { expect, fn, screen } from 'storybook/test';
import { storyBars, storyLabels, storyLanguage, storyTimeShare, toyotaDetail } from '../storyData';
import { StockDetailScreen, type StockDetailScreenProps } from './StockDetailScreen';

// Friday 20 Nov 2026, 10:15 in Tokyo: in session; 16:00: closed.
const OPEN = new Date('2026-11-20T01:15:00Z');
const CLOSED = new Date('2026-11-20T07:00:00Z');
const kline = selectKLineView(storyBars());
const timeShare = selectTimeShareView(storyTimeShare());

const chart = (over: Partial<StockDetailScreenProps['chart']> = {}): StockDetailScreenProps['chart'] => ({
  period: 'day',
  onPeriodChange: fn(),
  adjust: 'none',
  onAdjustChange: fn(),
  indicator: 'macd',
  onIndicatorChange: fn(),
  kline,
  timeShare,
  formatTime: chartTimeFormatter('ja', 'Asia/Tokyo'),
  ...over,
});

/** Story parameters: the instant (market status) and the stock shown. */
interface StoryData {
  at?: Date;
  stock?: components['schemas']['StockDetail'];
}

const meta = {
  title: 'Screens/Quotes/StockDetail',
  component: StockDetailScreen,
  args: {
    labels: storyLabels('quotes'),
    detail: null,
    chart: chart(),
    onToggleWatch: fn(),
    onBuy: fn(),
  },
  render: (rest, { globals, parameters }) => {
    const { at = OPEN, stock = toyotaDetail } = (parameters.data ?? {}) as StoryData;
    const language = storyLanguage(globals);
    const detail = rest.error ? null : selectStockDetailView(stock, at, language);
    return (
      <StockDetailScreen
        {...rest}
        labels={storyLabels('quotes', language)}
        detail={detail}
        chart={{ ...rest.chart, formatTime: chartTimeFormatter(language, 'Asia/Tokyo') }}
      />
    );
  },
} satisfies Meta<typeof StockDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: '買い（ロング）' }));
    await expect(args.onBuy).toHaveBeenCalledWith('long');
    await userEvent.click(screen.getByRole('tab', { name: '週足' }));
    await expect(args.chart.onPeriodChange).toHaveBeenCalledWith('week');
  },
};
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
export const TimeShare: Story = { args: { chart: chart({ period: 'timeShare' }) } };
export const RsiAndForwardAdjusted: Story = {
  args: { chart: chart({ indicator: 'rsi', adjust: 'forward' }) },
};
export const Bollinger: Story = { args: { chart: chart({ indicator: 'boll', period: 'week' }) } };
export const MarketClosed: Story = { parameters: { data: { at: CLOSED } } };
export const Watched: Story = { parameters: { data: { stock: { ...toyotaDetail, watched: true } } } };
export const Suspended: Story = { parameters: { data: { stock: { ...toyotaDetail, tradable: false } } } };
export const UsStockNoLimits: Story = {
  parameters: {
    data: {
      at: new Date('2026-11-20T15:00:00Z'),
      stock: {
        ...toyotaDetail,
        code: 'AAPL',
        name: 'Apple Inc.',
        market: 'usd',
        price: '190.52',
        previousClose: '188.01',
        currency: 'USD',
      },
    },
  },
};
export const ChartLoading: Story = { args: { chart: chart({ kline: null }) } };
export const ChartEmpty: Story = { args: { chart: chart({ kline: { ...kline, bars: [] } }) } };
export const Loading: Story = { render: (args) => <StockDetailScreen {...args} detail={null} /> };
export const Failed: Story = { args: { error: '株価を取得できませんでした', onRetry: fn() } };
