import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Language, PositionTab } from '@tsumiki/sdk';
import { moneyFigure, selectPositionsView } from '@tsumiki/sdk';
import type { MarketCode } from '@tsumiki/sdk/rules';
import { useState } from 'react';
import { expect, fn, screen } from 'storybook/test';
import { followOrderFixtures, historyFixture, newStockOrderFixtures, positionListFixture } from '../fixtures';
import { storyLabels, storyLanguage } from '../storyKit';
import type { PositionsScreenProps, SummaryRows } from './PositionsScreen';
import { PositionsScreen } from './PositionsScreen';

type Mode = 'data' | 'loading' | 'empty' | 'error';

function summaryRows(language: Language): SummaryRows {
  const f = (v: string, signed = false) => moneyFigure(v, language, 'JPY', signed);
  return {
    totalAssets: f('5482310'),
    holdingMarketValue: f('453150'),
    available: f('4620000'),
    frozen: f('409160'),
    totalDebt: f('0'),
    unrealisedPnl: f('1390', true),
  };
}

function props(
  globals: { locale?: unknown },
  mode: Mode,
): Omit<PositionsScreenProps, 'tab' | 'onTabChange' | 'market' | 'onMarketChange'> {
  const language = storyLanguage(globals);
  const labels = storyLabels(globals, 'positions');
  const base = { labels, markets: ['jpy', 'usd', 'cny'] as const };
  if (mode === 'loading') return base;
  if (mode === 'error')
    return { ...base, summary: summaryRows(language), error: labels.errorTitle, onRetry: fn() };
  const view =
    mode === 'empty'
      ? selectPositionsView({ market: 'jpy', language })
      : selectPositionsView({
          market: 'jpy',
          language,
          positions: positionListFixture,
          history: historyFixture,
          newStockOrders: newStockOrderFixtures,
          followOrders: followOrderFixtures,
        });
  return { ...base, summary: summaryRows(language), view };
}

function Stateful(p: { globals: { locale?: unknown }; mode: Mode; initialTab: PositionTab }) {
  const [tab, setTab] = useState<PositionTab>(p.initialTab);
  const [market, setMarket] = useState<MarketCode>('jpy');
  return (
    <PositionsScreen
      {...props(p.globals, p.mode)}
      tab={tab}
      onTabChange={setTab}
      market={market}
      onMarketChange={setMarket}
    />
  );
}

const meta = {
  title: 'Screens/Positions/PositionsScreen',
  component: Stateful,
  parameters: { bleed: true },
  args: { globals: {}, mode: 'data', initialTab: 'holding' },
  render: (args, { globals }) => <Stateful {...args} globals={globals} />,
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ userEvent }) => {
    await expect(await screen.findByRole('heading', { name: 'ポジション' })).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: /取引履歴/ }));
    await expect(await screen.findByText('実現損益')).toBeVisible();
  },
};
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
export const ClosingTab: Story = { args: { initialTab: 'closing' } };
export const SubscriptionTab: Story = { args: { initialTab: 'subscription' } };
export const CopyTradingTab: Story = { args: { initialTab: 'follow' }, globals: { locale: 'en' } };
export const Loading: Story = { args: { mode: 'loading' } };
export const Empty: Story = { args: { mode: 'empty' } };
export const LoadError: Story = { args: { mode: 'error' } };
