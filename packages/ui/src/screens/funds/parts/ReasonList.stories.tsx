import type { Meta, StoryObj } from '@storybook/react-vite';
import type { components } from '@tsumiki/sdk';
import { describeReasons, selectWithdrawForm, translateRule } from '@tsumiki/sdk';
import { expect } from 'storybook/test';
import { positionListFixture } from '../../positions/fixtures';
import { storyI18n, storyLabels, storyLanguage } from '../../positions/storyKit';
import { cardFixtures, STORY_LATE, STORY_NOW, userFixture } from './fixtures';
import { ReasonList } from './ReasonList';

type Case = 'blocked' | 'late' | 'none';

const unpaidLoan = [
  { id: '3', orderNo: 'L3', market: 'jpy', amount: '200000', status: 1, createdAt: '2026-11-01T00:00:00Z' },
] as components['schemas']['Loan'][];

/** Reasons the SDK gives for a withdrawal: every block at once, only the closed window, or none. */
function reasonsFor(globals: { locale?: unknown }, which: Case) {
  const blocked = which === 'blocked';
  const form = selectWithdrawForm({
    amount: '100000',
    market: 'jpy',
    user: userFixture(blocked ? { verification: 0, fundsPasswordSet: false } : {}),
    ...(blocked ? { positions: positionListFixture, loans: unpaidLoan } : {}),
    credit: {
      market: 'jpy',
      creditScore: blocked ? 40 : 82,
      minScore: 60,
      borrowedQuota: '0',
      availableQuota: '0',
      loanAmount: '0',
    } as components['schemas']['Credit'],
    cards: cardFixtures,
    now: which === 'none' ? STORY_NOW : STORY_LATE,
    language: storyLanguage(globals),
  });
  const i18n = storyI18n(globals);
  return describeReasons(form.reasons, (code, params) => translateRule(i18n, code, params));
}

const meta = {
  title: 'Screens/Funds/ReasonList',
  component: ReasonList,
  args: { labels: storyLabels({}, 'funds'), reasons: [], id: 'withdraw-blocked' },
  parameters: { reasons: 'blocked' satisfies Case },
  render: ({ id }, { globals, parameters }) => (
    <ReasonList
      labels={storyLabels(globals, 'funds')}
      reasons={reasonsFor(globals, parameters.reasons as Case)}
      id={id}
    />
  ),
} satisfies Meta<typeof ReasonList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '現在は申請できません' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(1);
    // Each fixable reason links to where the customer can fix it.
    await expect(canvas.getAllByRole('link').length).toBeGreaterThan(0);
  },
};
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki', locale: 'ja' } };
/** Only the withdrawal window is closed: the reason says when it opens again. */
export const OutsideWindow: Story = {
  parameters: { reasons: 'late' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/次の受付開始/)).toBeVisible();
  },
};
/** Nothing blocks the call: the list renders nothing. */
export const NoReasons: Story = {
  parameters: { reasons: 'none' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};
