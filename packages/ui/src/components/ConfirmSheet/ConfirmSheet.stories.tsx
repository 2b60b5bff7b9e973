import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { Button } from '../Button/Button';
import { MoneyText } from '../MoneyText/MoneyText';
import { pickText } from '../private/storyLocale';
import { ConfirmSheet } from './ConfirmSheet';

const text = {
  ja: {
    title: '注文の確認',
    stock: '銘柄',
    side: '売買',
    long: '買い（ロング）',
    lots: '数量',
    fee: '手数料',
    total: '合計',
    ok: '注文する',
    cancel: 'キャンセル',
    close: 'ポジションを決済しますか？',
    closeOk: '決済する',
    lotsV: '2 ロット',
  },
  'zh-CN': {
    title: '确认订单',
    stock: '股票',
    side: '方向',
    long: '买涨',
    lots: '数量',
    fee: '手续费',
    total: '合计',
    ok: '确认下单',
    cancel: '取消',
    close: '确定平仓吗？',
    closeOk: '平仓',
    lotsV: '2 手',
  },
  en: {
    title: 'Confirm order',
    stock: 'Stock',
    side: 'Side',
    long: 'Long',
    lots: 'Quantity',
    fee: 'Fee',
    total: 'Total',
    ok: 'Place order',
    cancel: 'Cancel',
    close: 'Close this position?',
    closeOk: 'Close position',
    lotsV: '2 lots',
  },
};

const meta = {
  title: 'Components/ConfirmSheet',
  component: ConfirmSheet,
  args: { title: text.ja.title, confirmLabel: text.ja.ok, cancelLabel: text.ja.cancel, onConfirm: fn() },
} satisfies Meta<typeof ConfirmSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Order: Story = {
  render: (args, { globals }) => {
    const t = pickText(globals, text);
    return (
      <ConfirmSheet
        {...args}
        defaultOpen
        title={t.title}
        confirmLabel={t.ok}
        cancelLabel={t.cancel}
        rows={[
          { label: t.stock, value: 'トヨタ自動車 7203' },
          { label: t.side, value: t.long },
          { label: t.lots, value: t.lotsV },
          { label: t.fee, value: <MoneyText value="120" currency="円" size="sm" /> },
          { label: t.total, value: <MoneyText value="569,220" currency="円" /> },
        ]}
      />
    );
  },
  play: async ({ userEvent, args }) => {
    await userEvent.click(await screen.findByRole('button', { name: args.confirmLabel }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Danger: Story = {
  render: (args, { globals }) => {
    const t = pickText(globals, text);
    return (
      <ConfirmSheet
        {...args}
        defaultOpen
        tone="danger"
        title={t.close}
        confirmLabel={t.closeOk}
        cancelLabel={t.cancel}
      />
    );
  },
};

export const Loading: Story = { args: { defaultOpen: true, loading: true } };

export const WithTrigger: Story = { args: { trigger: <Button>注文</Button> } };

// The same story in the other themes and languages, so axe checks every theme (not only the default).
export const DarkChinese: Story = {
  ...Order,
  play: undefined,
  globals: { theme: 'dark', locale: 'zh-CN', priceConvention: 'green-up' },
};

export const MurasakiEnglish: Story = {
  ...Order,
  play: undefined,
  globals: { theme: 'murasaki', locale: 'en', priceConvention: 'red-up' },
};
