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
