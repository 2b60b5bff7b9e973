import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pickText } from '../private/storyLocale';
import { SegmentedControl } from './SegmentedControl';

const text = {
  ja: {
    side: '売買',
    buy: '買い',
    sell: '売り',
    type: '注文種別',
    limit: '指値',
    market: '成行',
    mkt: '市場',
    jp: '日本株',
    us: '米国株',
    cn: '中国株',
  },
  'zh-CN': {
    side: '买卖',
    buy: '买涨',
    sell: '买跌',
    type: '订单类型',
    limit: '限价',
    market: '市价',
    mkt: '市场',
    jp: '日股',
    us: '美股',
    cn: 'A股',
  },
  en: {
    side: 'Side',
    buy: 'Long',
    sell: 'Short',
    type: 'Order type',
    limit: 'Limit',
    market: 'Market',
    mkt: 'Market',
    jp: 'Japan',
    us: 'US',
    cn: 'China',
  },
};

const meta = {
  title: 'Components/SegmentedControl',
  component: SegmentedControl,
  args: {
    label: '注文種別',
    options: [
      { value: 'limit', label: '指値' },
      { value: 'market', label: '成行' },
    ],
  },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoOptions: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '成行' }));
    await expect(canvas.getByRole('radio', { name: '成行' })).toBeChecked();
  },
};

export const Grid: Story = {
  render: (_args, { globals }) => {
    const t = pickText(globals, text);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <SegmentedControl
          label={t.side}
          options={[
            { value: 'long', label: t.buy, tone: 'up' },
            { value: 'short', label: t.sell, tone: 'down' },
          ]}
        />
        <SegmentedControl
          label={t.type}
          options={[
            { value: 'limit', label: t.limit },
            { value: 'market', label: t.market },
          ]}
          defaultValue="market"
        />
        <SegmentedControl
          label={t.mkt}
          size="sm"
          options={[
            { value: 'jpy', label: t.jp },
            { value: 'usd', label: t.us },
            { value: 'cny', label: t.cn, disabled: true },
          ]}
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
