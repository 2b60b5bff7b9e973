import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectCreditRepayment, selectStockCredits, translateRule } from '@tsumiki/sdk';
import { useState } from 'react';
import { expect, fn, screen } from 'storybook/test';
import { storyI18n, storyLabels, storyLanguage } from '../../positions/storyKit';
import { stockCreditFixtures } from '../fixtures';
import { StockCreditList } from './StockCreditList';

type Mode = 'states' | 'repaying' | 'belowCredit' | 'none';

function Story({ globals, mode }: { globals: { locale?: unknown }; mode: Mode }) {
  const language = storyLanguage(globals);
  const i18n = storyI18n(globals);
  const labels = storyLabels(globals, 'loans');
  const [repayingId, setRepayingId] = useState<string | null>(
    mode === 'states' || mode === 'none' ? null : '31',
  );
  const [amount, setAmount] = useState(mode === 'belowCredit' ? '40000' : '50000');
  const open = stockCreditFixtures.find((c) => String(c.id) === repayingId);
  const repayment = open ? selectCreditRepayment(open, amount, language) : undefined;
  const error = repayment?.amountIssue
    ? translateRule(i18n, repayment.amountIssue.code, repayment.amountIssue.params)
    : undefined;
  return (
    <StockCreditList
      labels={labels}
      credits={mode === 'none' ? [] : selectStockCredits(stockCreditFixtures, language)}
      repayingId={repayingId}
      onRepayOpen={setRepayingId}
      {...(repayment ? { repayment } : {})}
      currency="JPY"
      amount={amount}
      onAmountChange={setAmount}
      {...(error ? { error } : {})}
      onRepay={fn()}
    />
  );
}

const meta = {
  title: 'Screens/Loans/StockCreditList',
  component: Story,
  args: { globals: {}, mode: 'states' },
  render: (args, { globals }) => <Story {...args} globals={globals} />,
} satisfies Meta<typeof Story>;

export default meta;
type S = StoryObj<typeof meta>;

export const Japanese: S = {
  globals: { locale: 'ja' },
  play: async () => {
    for (const state of ['利用中', '精算済み', '返済済み'])
      await expect(await screen.findByText(state)).toBeVisible();
    await expect(screen.getAllByRole('button', { name: '返済する' })).toHaveLength(1);
  },
};
export const Chinese: S = { globals: { locale: 'zh-CN' } };
export const English: S = {
  globals: { locale: 'en' },
  play: async () => {
    for (const state of ['In use', 'Settled', 'Repaid'])
      await expect(await screen.findByText(state)).toBeVisible();
  },
};
export const Dark: S = { globals: { theme: 'dark', locale: 'en' } };
export const Repaying: S = {
  args: { mode: 'repaying' },
  play: async () => {
    await expect(await screen.findByRole('alertdialog', { name: 'この信用を返済しますか？' })).toBeVisible();
  },
};
export const RepaymentBelowCredit: S = {
  globals: { locale: 'en' },
  args: { mode: 'belowCredit' },
  play: async () => {
    await expect(
      await screen.findByText('The repayment must not be less than the loan (¥50,000.00)'),
    ).toBeVisible();
  },
};
export const None: S = { args: { mode: 'none' } };
