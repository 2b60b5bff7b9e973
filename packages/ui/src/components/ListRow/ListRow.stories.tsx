import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Icon } from '../Icon/Icon';
import { MoneyText } from '../MoneyText/MoneyText';
import { PriceChange } from '../PriceChange/PriceChange';
import { pickText } from '../private/storyLocale';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { Cell, CellGrid, List, ListRow } from './ListRow';

const text = {
  ja: {
    watch: 'ウォッチリスト',
    toyota: 'トヨタ自動車',
    sony: 'ソニーグループ',
    records: '入出金',
    deposit: '入金',
    approved: '承認済み',
    detail: '注文詳細',
    price: '約定価格',
    qty: '数量',
    fee: '手数料',
    total: '合計',
    bank: '銀行カード管理',
    shares: '100株',
  },
  'zh-CN': {
    watch: '自选股',
    toyota: '丰田汽车',
    sony: '索尼集团',
    records: '资金记录',
    deposit: '充值',
    approved: '已通过',
    detail: '订单详情',
    price: '成交价',
    qty: '数量',
    fee: '手续费',
    total: '合计',
    bank: '银行卡管理',
    shares: '100股',
  },
  en: {
    watch: 'Watchlist',
    toyota: 'Toyota Motor',
    sony: 'Sony Group',
    records: 'Fund records',
    deposit: 'Deposit',
    approved: 'Approved',
    detail: 'Order detail',
    price: 'Fill price',
    qty: 'Quantity',
    fee: 'Fee',
    total: 'Total',
    bank: 'Bank cards',
    shares: '100 shares',
  },
};

const meta = {
  title: 'Components/ListRow',
  component: ListRow,
  args: { title: 'トヨタ自動車', description: '7203', onClick: fn() },
  render: (args) => (
    <List>
      <ListRow {...args} />
    </List>
  ),
} satisfies Meta<typeof ListRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Button: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /トヨタ自動車/ }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Static: Story = { args: { onClick: undefined, trailing: '100株' } };

export const Grid: Story = {
  render: (_args, { globals }) => {
    const t = pickText(globals, text);
    return (
      <div style={{ display: 'grid', gap: 20 }}>
        <List heading={t.watch}>
          <ListRow
            href="#/quotes/info?code=7203"
            title={t.toyota}
            description="7203 · TSE"
            trailing={
              <>
                <MoneyText value="2,845.5" />
                <PriceChange direction="up" percent="1.82%" variant="pill" size="sm" />
              </>
            }
            chevron={false}
          />
          <ListRow
            href="#/quotes/info?code=6758"
            title={t.sony}
            description="6758 · TSE"
            trailing={
              <>
                <MoneyText value="3,120.0" />
                <PriceChange direction="down" percent="0.64%" variant="pill" size="sm" />
              </>
            }
            chevron={false}
          />
        </List>
        <List heading={t.records}>
          <ListRow
            leading={<Icon name="deposit" />}
            title={t.deposit}
            description="2026-11-20 14:02"
            trailing={
              <>
                <MoneyText value="500,000" direction="up" size="sm" />
                <StatusBadge state="application.approved" label={t.approved} />
              </>
            }
          />
          <ListRow leading={<Icon name="bankCard" />} title={t.bank} href="#/mine/bank" />
        </List>
        <section aria-label={t.detail}>
          <CellGrid>
            <Cell label={t.price} value={<MoneyText value="2,845.5" size="sm" />} />
            <Cell label={t.qty} value={t.shares} />
            <Cell label={t.fee} value={<MoneyText value="120" currency="円" size="sm" />} />
            <Cell label={t.total} value={<MoneyText value="284,670" currency="円" size="sm" />} />
          </CellGrid>
        </section>
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
