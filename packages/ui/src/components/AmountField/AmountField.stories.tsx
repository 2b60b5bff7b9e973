import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { pickText } from '../private/storyLocale';
import type { AmountFieldProps } from './AmountField';
import { AmountField } from './AmountField';

const text = {
  ja: {
    amount: '出金額',
    hint: '出金可能額 1,250,000 円',
    err: '最低出金額は 1,000 円です',
    all: '全額',
    deposit: '入金額',
  },
  'zh-CN': {
    amount: '提现金额',
    hint: '可提现 1,250,000 日元',
    err: '最低提现金额为 1,000 日元',
    all: '全部',
    deposit: '充值金额',
  },
  en: {
    amount: 'Withdrawal amount',
    hint: 'Available 1,250,000 JPY',
    err: 'The minimum is 1,000 JPY',
    all: 'All',
    deposit: 'Deposit amount',
  },
};

function Controlled(props: Omit<AmountFieldProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <AmountField {...rest} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/AmountField',
  component: AmountField,
  args: { label: text.ja.amount, currency: 'JPY', value: '', onChange: () => {} },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof AmountField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Typing: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(text.ja.amount);
    await userEvent.type(input, '12a,000');
    await expect(input).toHaveValue('12000');
  },
};

export const Grid: Story = {
  render: (_args, { globals }) => {
    const t = pickText(globals, text);
    return (
      <div style={{ display: 'grid', gap: 20 }}>
        <Controlled
          label={t.amount}
          currency="JPY"
          placeholder="0"
          hint={t.hint}
          presets={[
            { label: '10,000', value: '10000' },
            { label: '50,000', value: '50000' },
            { label: '100,000', value: '100000' },
            { label: t.all, value: '1250000' },
          ]}
        />
        <Controlled label={t.amount} currency="JPY" initial="500" error={t.err} />
        <Controlled label={t.deposit} currency="USD" decimals={2} initial="1250.50" />
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
