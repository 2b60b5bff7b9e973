import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FundingCurrency } from '@tsumiki/sdk';
import { describeReasons, selectDepositForm, translateRule } from '@tsumiki/sdk';
import { useState } from 'react';
import { expect, fn, screen } from 'storybook/test';
import { storyI18n, storyLabels, storyLanguage } from '../../positions/storyKit';
import { depositFixtures, STORY_NOW, userFixture } from '../parts/fixtures';
import { DepositScreen } from './DepositScreen';

type Mode = 'empty' | 'ready' | 'invalid' | 'blocked' | 'weekend' | 'done' | 'dollars' | 'error';

function Story({ globals, mode }: { globals: { locale?: unknown }; mode: Mode }) {
  const language = storyLanguage(globals);
  const i18n = storyI18n(globals);
  const labels = storyLabels(globals, 'funds');
  const [currency, setCurrency] = useState<FundingCurrency>(mode === 'dollars' ? 'USD' : 'JPY');
  const [amount, setAmount] = useState(mode === 'empty' ? '' : mode === 'invalid' ? '800000' : '300000');
  const proof = mode === 'invalid' || mode === 'empty' ? null : { type: 'image/png', size: 420_000 };
  const form = selectDepositForm({
    amount,
    currency,
    proof,
    user: userFixture(mode === 'blocked' ? { verification: 1 } : {}),
    deposits: mode === 'blocked' ? depositFixtures : [],
    now: mode === 'weekend' ? new Date('2026-11-22T01:00:00Z') : STORY_NOW,
    language,
  });
  const t = (i: { code: string; params?: object } | null) =>
    i ? translateRule(i18n, i.code, { ...i.params }) : undefined;
  const amountError = mode === 'invalid' || mode === 'dollars' ? t(form.amountIssue) : undefined;
  const proofError = mode === 'invalid' ? t(form.proofIssue) : undefined;
  return (
    <DepositScreen
      labels={labels}
      form={form}
      reasons={describeReasons(form.reasons, (code, params) => translateRule(i18n, code, params))}
      amount={amount}
      onAmountChange={setAmount}
      currencies={['JPY', 'USD', 'CNY']}
      currency={currency}
      onCurrencyChange={setCurrency}
      onProofChange={fn()}
      {...(amountError ? { amountError } : {})}
      {...(proofError ? { proofError } : {})}
      onAttempt={fn()}
      onSubmit={fn()}
      done={mode === 'done'}
      {...(mode === 'error' ? { loadError: 'Request failed with status code 503', onRetry: fn() } : {})}
    />
  );
}

const meta = {
  title: 'Screens/Funds/DepositScreen',
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
    await userEvent.click(await screen.findByRole('button', { name: '入金を申請する' }));
    await expect(await screen.findByRole('alertdialog', { name: '入金を申請しますか？' })).toBeVisible();
  },
};
export const Chinese: S = { globals: { locale: 'zh-CN' } };
export const English: S = { globals: { locale: 'en' } };
export const Murasaki: S = { globals: { theme: 'murasaki' } };
export const Empty: S = { args: { mode: 'empty' } };
export const InvalidAmountAndNoProof: S = { args: { mode: 'invalid' } };
export const BlockedUnverifiedAndPending: S = { args: { mode: 'blocked' } };
export const BlockedEnglish: S = { args: { mode: 'blocked' }, globals: { locale: 'en' } };
export const OutsideWindowSunday: S = { args: { mode: 'weekend' } };
export const Submitted: S = { args: { mode: 'done' } };
/** 300,000 dollars typed: over the dollar maximum, shown and refused in dollars ($3,300), not the yen figure. */
export const DollarsOverTheDollarMaximum: S = {
  args: { mode: 'dollars' },
  globals: { locale: 'en' },
  play: async () => {
    await expect(await screen.findByText('The amount must not exceed $3,300')).toBeVisible();
    await expect(screen.queryByText(/\$500,000/)).toBeNull();
  },
};

/** The user info or the pending deposits did not load: no form built on missing data ("verify first"), a retry. */
export const LoadError: S = {
  args: { mode: 'error' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Request failed with status code 503');
    await expect(canvas.getByRole('button', { name: '再読み込み' })).toBeVisible();
    await expect(canvas.queryByLabelText('金額')).toBeNull();
  },
};
