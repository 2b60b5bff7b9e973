import type { Meta, StoryObj } from '@storybook/react-vite';
import { pickText } from '../private/storyLocale';
import { MoneyText, moneyTextSizes } from './MoneyText';

const text = {
  ja: { yen: '円', total: '総資産', pnl: '評価損益' },
  'zh-CN': { yen: '日元', total: '总资产', pnl: '浮动盈亏' },
  en: { yen: 'JPY', total: 'Total assets', pnl: 'Unrealised P/L' },
};

const meta = {
  title: 'Components/MoneyText',
  component: MoneyText,
  args: { value: '1,234,567', currency: '円' },
  argTypes: { size: { control: 'inline-radio', options: moneyTextSizes } },
} satisfies Meta<typeof MoneyText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Grid: Story = {
  render: (_args, { globals }) => {
    const t = pickText(globals, text);
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <span>{t.total}</span>
        {moneyTextSizes.map((size) => (
          <MoneyText key={size} size={size} value="12,345,678" currency={t.yen} />
        ))}
        <span>{t.pnl}</span>
        <MoneyText value="23,400" currency={t.yen} direction="up" size="lg" />
        <MoneyText value="8,150" currency={t.yen} direction="down" size="lg" />
        <MoneyText value="0" currency={t.yen} direction="flat" size="lg" />
        <MoneyText value="1,250.40" currency="$" currencyPosition="prefix" muted />
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
