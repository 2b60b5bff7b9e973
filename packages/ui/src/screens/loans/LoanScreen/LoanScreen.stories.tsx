import type { Meta, StoryObj } from '@storybook/react-vite';
import { describeReasons, selectLoanView, translateRule } from '@tsumiki/sdk';
import { useState } from 'react';
import { expect, fn, screen } from 'storybook/test';
import { storyI18n, storyLabels, storyLanguage } from '../../positions/storyKit';
import { creditFixture } from '../fixtures';
import { LoanScreen } from './LoanScreen';

type Mode = 'ready' | 'invalid' | 'blocked' | 'loading' | 'error' | 'applied';

function Story({ globals, mode }: { globals: { locale?: unknown }; mode: Mode }) {
  const language = storyLanguage(globals);
  const i18n = storyI18n(globals);
  const labels = storyLabels(globals, 'loans');
  const [amount, setAmount] = useState(mode === 'invalid' ? '900000' : '300000');
  const [added, setAdded] = useState(mode === 'invalid' ? '10.5' : '50000');
  const view = selectLoanView({
    credit: mode === 'blocked' ? { ...creditFixture, creditScore: 45 } : creditFixture,
    user: { verification: mode === 'blocked' ? 1 : 2 } as never,
    amount,
    addedCredit: added,
    language,
  });
  const t = (i: { code: string; params?: object } | null) =>
    i ? translateRule(i18n, i.code, { ...i.params }) : undefined;
  const amountError = t(view.amountIssue);
  const creditError = t(view.creditIssue);
  return (
    <LoanScreen
      labels={labels}
      {...(mode === 'loading' || mode === 'error' ? {} : { view })}
      {...(mode === 'error' ? { error: labels.errorTitle, onRetry: fn() } : {})}
      reasons={describeReasons(view.reasons, (code, params) => translateRule(i18n, code, params))}
      currency="JPY"
      amount={amount}
      onAmountChange={setAmount}
      {...(amountError ? { amountError } : {})}
      onApply={fn()}
      applied={mode === 'applied'}
      addedCredit={added}
      onAddedCreditChange={setAdded}
      {...(creditError ? { creditError } : {})}
      onAddCredit={fn()}
    />
  );
}

const meta = {
  title: 'Screens/Loans/LoanScreen',
  component: Story,
  parameters: { bleed: true },
  args: { globals: {}, mode: 'ready' },
  render: (args, { globals }) => <Story {...args} globals={globals} />,
} satisfies Meta<typeof Story>;

export default meta;
type S = StoryObj<typeof meta>;

export const Japanese: S = {
  globals: { locale: 'ja' },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: '申し込む' }));
    await expect(await screen.findByRole('alertdialog', { name: '融資を申し込みますか？' })).toBeVisible();
  },
};
export const Chinese: S = { globals: { locale: 'zh-CN' } };
export const English: S = { globals: { locale: 'en' } };
export const Murasaki: S = { globals: { theme: 'murasaki' } };
export const AboveQuotaAndNotAnInteger: S = { args: { mode: 'invalid' } };
export const Blocked: S = { args: { mode: 'blocked' } };
export const Loading: S = { args: { mode: 'loading' } };
export const LoadError: S = { args: { mode: 'error' } };
export const Applied: S = { args: { mode: 'applied' } };
