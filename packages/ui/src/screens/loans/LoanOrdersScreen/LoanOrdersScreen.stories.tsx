import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectLoanOrders, selectRepayment, selectStockCredits, translateRule } from '@tsumiki/sdk';
import { decimal } from '@tsumiki/sdk/rules';
import { useState } from 'react';
import { expect, fn, screen } from 'storybook/test';
import { storyI18n, storyLabels, storyLanguage } from '../../positions/storyKit';
import { loanFixtures, stockCreditFixtures } from '../fixtures';
import { LoanOrdersScreen } from './LoanOrdersScreen';

type Mode = 'data' | 'repaying' | 'belowLoan' | 'loading' | 'empty' | 'error' | 'credits';

function Story({ globals, mode }: { globals: { locale?: unknown }; mode: Mode }) {
  const language = storyLanguage(globals);
  const i18n = storyI18n(globals);
  const labels = storyLabels(globals, 'loans');
  const [repayingId, setRepayingId] = useState<string | null>(
    mode === 'repaying' || mode === 'belowLoan' ? '21' : null,
  );
  const [amount, setAmount] = useState(mode === 'belowLoan' ? '150000' : '200000');
  const open = loanFixtures.find((l) => String(l.id) === repayingId);
  const repayment = open ? selectRepayment(open, amount, decimal('1250000'), language) : undefined;
  const repayError = repayment?.amountIssue
    ? translateRule(i18n, repayment.amountIssue.code, repayment.amountIssue.params)
    : undefined;
  return (
    <LoanOrdersScreen
      labels={labels}
      {...(mode === 'loading' || mode === 'error'
        ? {}
        : { loans: mode === 'empty' ? [] : selectLoanOrders(loanFixtures, language) })}
      {...(mode === 'error' ? { error: labels.errorTitle, onRetry: fn() } : {})}
      repayingId={repayingId}
      onRepayOpen={setRepayingId}
      {...(repayment ? { repayment } : {})}
      currency="JPY"
      repayAmount={amount}
      onRepayAmountChange={setAmount}
      {...(repayError ? { repayError } : {})}
      onRepay={fn()}
      {...(mode === 'credits'
        ? {
            stockCredits: {
              credits: selectStockCredits(stockCreditFixtures, language),
              repayingId: null,
              onRepayOpen: fn(),
              amount: '',
              onAmountChange: fn(),
              onRepay: fn(),
            },
          }
        : {})}
    />
  );
}

const meta = {
  title: 'Screens/Loans/LoanOrdersScreen',
  component: Story,
  parameters: { bleed: true },
  args: { globals: {}, mode: 'data' },
  render: (args, { globals }) => <Story {...args} globals={globals} />,
} satisfies Meta<typeof Story>;

export default meta;
type S = StoryObj<typeof meta>;

export const Japanese: S = {
  globals: { locale: 'ja' },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: '返済する' }));
    await expect(await screen.findByRole('alertdialog', { name: '融資を返済しますか？' })).toBeVisible();
  },
};
export const Chinese: S = { globals: { locale: 'zh-CN' } };
export const English: S = { globals: { locale: 'en' } };
export const Murasaki: S = { globals: { theme: 'murasaki' } };
export const Repaying: S = { args: { mode: 'repaying' } };
export const RepaymentBelowLoan: S = { args: { mode: 'belowLoan' } };
export const Loading: S = { args: { mode: 'loading' } };
export const Empty: S = { args: { mode: 'empty' } };
export const LoadError: S = { args: { mode: 'error' } };
/** With the market's stock credits under the loans: the one in use can be repaid here. */
export const WithStockCredits: S = {
  globals: { locale: 'en' },
  args: { mode: 'credits' },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Stock credits' })).toBeVisible();
    await expect(screen.getByText('In use')).toBeVisible();
  },
};
