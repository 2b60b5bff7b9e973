import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { pickText } from '../private/storyLocale';
import { LivePricesToggle } from './LivePricesToggle';

// The SDK's `shell.freezePrices` and `shell.pricesFrozen` labels.
const text = {
  ja: { freeze: '株価の自動更新を止める', frozen: '株価の更新を停止中' },
  'zh-CN': { freeze: '暂停价格自动更新', frozen: '价格已暂停更新' },
  en: { freeze: 'Freeze prices', frozen: 'Prices are frozen' },
};

const meta = {
  title: 'Components/LivePricesToggle',
  component: LivePricesToggle,
  args: { frozen: false, onFrozenChange: fn(), labels: text.ja },
} satisfies Meta<typeof LivePricesToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

function Toggle({ labels }: { labels: { freeze: string; frozen: string } }) {
  const [frozen, setFrozen] = useState(false);
  return <LivePricesToggle frozen={frozen} onFrozenChange={setFrozen} labels={labels} />;
}

/** Out of sight until the keyboard reaches it; pressing it freezes prices and shows why they stand still. */
export const Live: Story = {
  render: (_args, { globals }) => <Toggle labels={pickText(globals, text)} />,
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: text.ja.freeze });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText(text.ja.frozen)).toBeVisible();
  },
};

export const Frozen: Story = {
  args: { frozen: true },
  render: (args, { globals }) => <LivePricesToggle {...args} labels={pickText(globals, text)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.ja.frozen)).toBeVisible();
  },
};

export const FrozenDarkEnglish: Story = {
  ...Frozen,
  globals: { theme: 'dark', locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: text.en.freeze })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const FrozenMurasakiChinese: Story = {
  ...Frozen,
  globals: { theme: 'murasaki', locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text['zh-CN'].frozen)).toBeVisible();
  },
};
