import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MarketCode } from '@tsumiki/sdk/rules';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { storyLabels } from '../positions/storyKit';
import { MarketSwitch } from './MarketSwitch';

function Controlled({
  globals,
  markets,
  onMarketChange,
}: {
  globals: { locale?: unknown };
  markets: readonly MarketCode[];
  onMarketChange: (market: MarketCode) => void;
}) {
  const [market, setMarket] = useState<MarketCode>(markets[0] ?? 'jpy');
  return (
    <MarketSwitch
      labels={storyLabels(globals, 'home')}
      markets={markets}
      market={market}
      onMarketChange={(m) => {
        setMarket(m);
        onMarketChange(m);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Home/MarketSwitch',
  component: MarketSwitch,
  args: {
    labels: storyLabels({}, 'home'),
    markets: ['jpy', 'usd', 'cny'],
    market: 'jpy',
    onMarketChange: fn(),
  },
  render: ({ markets, onMarketChange }, { globals }) => (
    <Controlled globals={globals} markets={markets} onMarketChange={onMarketChange} />
  ),
} satisfies Meta<typeof MarketSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: '市場' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '米国株' }));
    await expect(args.onMarketChange).toHaveBeenCalledWith('usd');
    await expect(canvas.getByRole('radio', { name: '米国株' })).toBeChecked();
  },
};
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki', locale: 'ja' } };
/** A brand with Japan and US only. */
export const TwoMarkets: Story = { args: { markets: ['jpy', 'usd'] } };
/** A single-market brand shows no switch at all. */
export const OneMarket: Story = {
  args: { markets: ['jpy'] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};
