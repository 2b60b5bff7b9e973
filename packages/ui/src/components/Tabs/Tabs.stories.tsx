import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pickText } from '../private/storyLocale';
import { Tabs } from './Tabs';

const text = {
  ja: {
    label: 'ポジション',
    tabs: ['申込', 'コピートレード', '保有', '取引履歴', '決済'],
    periods: ['分時', '5分', '15分', '30分', '日足', '週足', '月足', '年足'],
    chart: 'チャート期間',
  },
  'zh-CN': {
    label: '持仓',
    tabs: ['申购', '跟单', '持仓', '交易记录', '平仓'],
    periods: ['分时', '5分', '15分', '30分', '日K', '周K', '月K', '年K'],
    chart: '图表周期',
  },
  en: {
    label: 'Positions',
    tabs: ['Subscriptions', 'Copy trading', 'Holding', 'History', 'Closed'],
    periods: ['Time', '5m', '15m', '30m', 'Day', 'Week', 'Month', 'Year'],
    chart: 'Chart period',
  },
};

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: {
    label: 'ポジション',
    items: text.ja.tabs.map((label, i) => ({ value: `t${i}`, label, content: `${label}…` })),
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Underline: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '保有' }));
    await expect(canvas.getByRole('tab', { name: '保有' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Grid: Story = {
  render: (_args, { globals }) => {
    const t = pickText(globals, text);
    return (
      <div style={{ display: 'grid', gap: 24 }}>
        <Tabs label={t.label} items={t.tabs.map((label, i) => ({ value: `t${i}`, label, content: label }))} />
        <Tabs
          label={t.chart}
          variant="pill"
          defaultValue="p4"
          items={t.periods.map((label, i) => ({ value: `p${i}`, label, content: label }))}
        />
      </div>
    );
  },
};

// The same story in the other themes and languages, so axe checks every theme (not only the default).
export const DarkChinese: Story = {
  ...Grid,
  play: undefined,
  globals: { theme: 'dark', locale: 'zh-CN', priceConvention: 'green-up' },
};

export const MurasakiEnglish: Story = {
  ...Grid,
  play: undefined,
  globals: { theme: 'murasaki', locale: 'en', priceConvention: 'red-up' },
};
