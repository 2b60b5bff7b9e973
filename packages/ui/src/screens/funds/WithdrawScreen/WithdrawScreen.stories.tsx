import type { Meta, StoryObj } from '@storybook/react-vite';
import type { components } from '@tsumiki/sdk';
import { describeReasons, selectWithdrawForm, translateMessage, translateRule } from '@tsumiki/sdk';
import { useState } from 'react';
import { expect, fn, screen } from 'storybook/test';
import { positionListFixture } from '../../positions/fixtures';
import { storyI18n, storyLabels, storyLanguage } from '../../positions/storyKit';
import { cardFixtures, STORY_LATE, STORY_NOW, userFixture } from '../parts/fixtures';
import { WithdrawScreen } from './WithdrawScreen';

type Mode = 'ready' | 'belowMinimum' | 'blocked' | 'late' | 'noCard' | 'loading' | 'loadError' | 'done';

const unpaidLoan = [
  { id: '3', orderNo: 'L3', market: 'jpy', amount: '200000', status: 1, createdAt: '2026-11-01T00:00:00Z' },
] as components['schemas']['Loan'][];

function Story({ globals, mode }: { globals: { locale?: unknown }; mode: Mode }) {
  const language = storyLanguage(globals);
  const i18n = storyI18n(globals);
  const labels = storyLabels(globals, 'funds');
  const [amount, setAmount] = useState(mode === 'belowMinimum' ? '20000' : '100000');
  const [cardId, setCardId] = useState('12');
  const form = selectWithdrawForm({
    amount,
    market: 'jpy',
    user: userFixture(mode === 'blocked' ? { verification: 0, fundsPasswordSet: false } : {}),
    ...(mode === 'blocked' ? { positions: positionListFixture, loans: unpaidLoan } : {}),
    credit: {
      market: 'jpy',
      creditScore: mode === 'blocked' ? 40 : 82,
      minScore: 60,
      borrowedQuota: '0',
      availableQuota: '0',
      loanAmount: '0',
    } as components['schemas']['Credit'],
    cards: mode === 'noCard' ? [] : cardFixtures,
    now: mode === 'late' || mode === 'blocked' ? STORY_LATE : STORY_NOW,
    language,
  });
  const amountError =
    form.amountIssue && mode === 'belowMinimum'
      ? translateRule(i18n, form.amountIssue.code, form.amountIssue.params)
      : undefined;
  return (
    <WithdrawScreen
      labels={labels}
      {...(mode === 'loading' || mode === 'loadError' ? {} : { form })}
      {...(mode === 'loadError' ? { error: translateMessage(i18n, 'network.timeout'), onRetry: fn() } : {})}
      reasons={describeReasons(form.reasons, (code, params) => translateRule(i18n, code, params))}
      amount={amount}
      onAmountChange={setAmount}
      currency="JPY"
      cardId={cardId}
      onCardChange={setCardId}
      {...(amountError ? { amountError } : {})}
      onAttempt={fn()}
      onSubmit={fn()}
      done={mode === 'done'}
    />
  );
}

const meta = {
  title: 'Screens/Funds/WithdrawScreen',
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
    await userEvent.click(await screen.findByRole('button', { name: '出金を申請する' }));
    await expect(await screen.findByRole('alertdialog', { name: '出金を申請しますか？' })).toBeVisible();
  },
};
export const Chinese: S = { globals: { locale: 'zh-CN' } };
export const English: S = { globals: { locale: 'en' } };
export const Murasaki: S = { globals: { theme: 'murasaki' } };
export const BelowMinimum: S = { args: { mode: 'belowMinimum' } };
export const EveryBlockingReason: S = { args: { mode: 'blocked' } };
export const EveryBlockingReasonEnglish: S = { args: { mode: 'blocked' }, globals: { locale: 'en' } };
export const EveryBlockingReasonChinese: S = { args: { mode: 'blocked' }, globals: { locale: 'zh-CN' } };
export const AfterTheWindow: S = { args: { mode: 'late' } };
export const NoBankCard: S = { args: { mode: 'noCard' } };
export const Loading: S = { args: { mode: 'loading' } };
// A read the form needs failed (no answer by the deadline): the error and a retry, never an endless skeleton.
export const LoadError: S = {
  args: { mode: 'loadError' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('通信がタイムアウトしました');
    await expect(screen.getByRole('button', { name: '再読み込み' })).toBeVisible();
  },
};
export const LoadErrorChinese: S = { args: { mode: 'loadError' }, globals: { locale: 'zh-CN' } };
export const LoadErrorEnglish: S = { args: { mode: 'loadError' }, globals: { locale: 'en' } };
export const Submitted: S = { args: { mode: 'done' } };
