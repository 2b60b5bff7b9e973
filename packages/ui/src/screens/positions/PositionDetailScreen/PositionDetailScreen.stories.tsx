import type { Meta, StoryObj } from '@storybook/react-vite';
import type { components } from '@tsumiki/sdk';
import { selectPositionDetailView, translateMessage, translateRule } from '@tsumiki/sdk';
import { expect, fn, screen } from 'storybook/test';
import {
  cancelledFixture,
  historyFixtures,
  holdingFixture,
  positionFixtures,
  stoppedOutFixture,
} from '../fixtures';
import { storyI18n, storyLabels, storyLanguage } from '../storyKit';
import { PositionDetailScreen } from './PositionDetailScreen';

type Position = components['schemas']['Position'];
type Mode =
  | 'closable'
  | 'sameDay'
  | 'pending'
  | 'closed'
  | 'stoppedOut'
  | 'cancelled'
  | 'loading'
  | 'error'
  | 'notFound';

// The clock of every story: Tuesday 24 Nov 2026, 10:00 in Tokyo (the holding fixture was bought on Friday 20).
const NOW = new Date('2026-11-24T01:00:00Z');
const SAME_DAY = new Date('2026-11-20T05:00:00Z');

const byMode: Partial<Record<Mode, { p: Position | undefined; now: Date }>> = {
  closable: { p: holdingFixture, now: NOW },
  sameDay: { p: holdingFixture, now: SAME_DAY },
  pending: { p: positionFixtures[2], now: NOW },
  closed: { p: historyFixtures[0], now: NOW },
  stoppedOut: { p: stoppedOutFixture, now: NOW },
  cancelled: { p: cancelledFixture, now: NOW },
};

function Story(p: { globals: { locale?: unknown }; mode: Mode }) {
  const language = storyLanguage(p.globals);
  const labels = storyLabels(p.globals, 'positions');
  const pick = byMode[p.mode];
  const view = pick?.p ? selectPositionDetailView(pick.p, language, pick.now) : undefined;
  const reason = view?.closeBlocked
    ? translateRule(storyI18n(p.globals), view.closeBlocked.code, view.closeBlocked.params)
    : undefined;
  const cancelReason = view?.cancelReason
    ? translateMessage(storyI18n(p.globals), view.cancelReason)
    : undefined;
  return (
    <PositionDetailScreen
      labels={labels}
      {...(view ? { view } : {})}
      {...(reason ? { closeBlockedReason: reason } : {})}
      {...(cancelReason ? { cancelReasonText: cancelReason } : {})}
      {...(p.mode === 'error' ? { error: labels.errorTitle, onRetry: fn() } : {})}
      notFound={p.mode === 'notFound'}
      onClose={fn()}
      onCancel={fn()}
    />
  );
}

const meta = {
  title: 'Screens/Positions/PositionDetailScreen',
  component: Story,
  parameters: { bleed: true },
  args: { globals: {}, mode: 'closable' },
  render: (args, { globals }) => <Story {...args} globals={globals} />,
} satisfies Meta<typeof Story>;

export default meta;
type S = StoryObj<typeof meta>;

export const Japanese: S = {
  globals: { locale: 'ja' },
  play: async ({ userEvent }) => {
    await expect(await screen.findByText('ロスカット価格', { exact: true })).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: '決済する' }));
    await expect(
      await screen.findByRole('alertdialog', { name: 'このポジションを決済しますか？' }),
    ).toBeVisible();
  },
};
export const Chinese: S = { globals: { locale: 'zh-CN' } };
export const English: S = { globals: { locale: 'en' } };
export const Murasaki: S = { globals: { theme: 'murasaki' } };
export const SameDayRefused: S = { args: { mode: 'sameDay' } };
export const SameDayRefusedEnglish: S = { args: { mode: 'sameDay' }, globals: { locale: 'en' } };
export const PendingOrder: S = { args: { mode: 'pending' } };
export const Closed: S = { args: { mode: 'closed' } };
/** Closed by the server at the stop-out: the reason row says so. */
export const StoppedOut: S = {
  args: { mode: 'stoppedOut' },
  play: async () => {
    await expect(await screen.findByText('ロスカット（当社による決済）')).toBeVisible();
  },
};
export const StoppedOutChinese: S = { args: { mode: 'stoppedOut' }, globals: { locale: 'zh-CN' } };
export const StoppedOutEnglish: S = { args: { mode: 'stoppedOut' }, globals: { locale: 'en' } };
/** A limit order the server cancelled: its price came but the balance no longer covered it there. */
export const CancelledForBalance: S = { args: { mode: 'cancelled' } };
export const CancelledForBalanceEnglish: S = { args: { mode: 'cancelled' }, globals: { locale: 'en' } };
export const Loading: S = { args: { mode: 'loading' } };
export const LoadError: S = { args: { mode: 'error' } };
export const NotFound: S = { args: { mode: 'notFound' } };
