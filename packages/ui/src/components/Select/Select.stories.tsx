import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pickText } from '../private/storyLocale';
import { Select } from './Select';

const text = {
  ja: {
    label: '出金先の銀行カード',
    ph: '選択してください',
    err: '銀行カードを選択してください',
    cur: '通貨',
    jpy: '日本円',
    usd: '米ドル',
    cny: '人民元',
  },
  'zh-CN': {
    label: '提现银行卡',
    ph: '请选择',
    err: '请选择银行卡',
    cur: '币种',
    jpy: '日元',
    usd: '美元',
    cny: '人民币',
  },
  en: {
    label: 'Bank card',
    ph: 'Choose one',
    err: 'Choose a bank card',
    cur: 'Currency',
    jpy: 'Japanese yen',
    usd: 'US dollar',
    cny: 'Renminbi',
  },
};

const cards = [
  { value: 'c1', label: 'MUFG ****1234' },
  { value: 'c2', label: 'SMBC ****5678' },
  { value: 'c3', label: 'Mizuho ****9012', disabled: true },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: text.ja.label, placeholder: text.ja.ph, options: cards },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Choosing: Story = {
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: text.ja.label });
    await expect(select).toHaveDisplayValue(text.ja.ph);
    await userEvent.selectOptions(select, 'SMBC ****5678');
    await expect(select).toHaveDisplayValue('SMBC ****5678');
  },
};

export const Grid: Story = {
  render: (_args, { globals }) => {
    const t = pickText(globals, text);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <Select label={t.label} placeholder={t.ph} options={cards} />
        <Select label={t.label} placeholder={t.ph} options={cards} error={t.err} />
        <Select
          label={t.cur}
          defaultValue="jpy"
          options={[
            { value: 'jpy', label: t.jpy },
            { value: 'usd', label: t.usd },
            { value: 'cny', label: t.cny },
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
