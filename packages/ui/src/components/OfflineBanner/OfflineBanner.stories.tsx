import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pickText } from '../private/storyLocale';
import { OfflineBanner } from './OfflineBanner';

// The SDK's `shell.offline` and `shell.offlineHint` labels.
const text = {
  ja: {
    title: 'オフラインです',
    description: '注文・出金は送信できません。接続が戻ると画面は自動で更新されます。',
  },
  'zh-CN': { title: '网络已断开', description: '下单和提现暂时无法提交，网络恢复后页面将自动刷新。' },
  en: {
    title: 'You are offline',
    description: 'Orders and withdrawals cannot be sent. Screens refresh when the connection is back.',
  },
};

const meta = {
  title: 'Components/OfflineBanner',
  component: OfflineBanner,
  args: { offline: true, title: text.ja.title, description: text.ja.description },
} satisfies Meta<typeof OfflineBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(text.ja.title);
  },
};

// The SDK's `shell.pricesReconnecting` and `shell.pricesReconnectingHint` labels.
const prices = {
  ja: {
    title: 'リアルタイム株価に再接続しています',
    description: '再接続まで株価は数秒ごとに更新されます。',
  },
  'zh-CN': { title: '实时行情正在重新连接', description: '重新连接前，价格每隔几秒刷新一次。' },
  en: { title: 'Reconnecting live prices', description: 'Until then prices refresh every few seconds.' },
};

/** Online, but the quote stream is reconnecting: a calmer notice than offline. */
export const PricesReconnecting: Story = {
  render: (args, { globals }) => (
    <OfflineBanner {...args} offline={false} pricesDelayed={pickText(globals, prices)} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(prices.ja.title);
  },
};

export const PricesReconnectingDarkEnglish: Story = {
  ...PricesReconnecting,
  globals: { theme: 'dark', locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(prices.en.title);
  },
};

/** Offline wins over the prices notice. */
export const OfflineWhilePricesReconnect: Story = {
  render: (args) => <OfflineBanner {...args} pricesDelayed={prices.ja} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(text.ja.title);
    await expect(canvas.getByRole('status')).not.toHaveTextContent(prices.ja.title);
  },
};

export const Online: Story = {
  args: { offline: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Localised: Story = {
  render: (args, { globals }) => {
    const t = pickText(globals, text);
    return <OfflineBanner {...args} title={t.title} description={t.description} />;
  },
};

// The same story in the other themes and languages, so axe checks every theme (not only the default).
export const DarkChinese: Story = {
  ...Localised,
  globals: { theme: 'dark', locale: 'zh-CN', priceConvention: 'green-up' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(text['zh-CN'].title);
  },
};

export const MurasakiEnglish: Story = {
  ...Localised,
  globals: { theme: 'murasaki', locale: 'en', priceConvention: 'red-up' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(text.en.title);
  },
};
