import type { components } from '@tsumiki/sdk';
import { describeReasons, selectWithdrawForm } from '@tsumiki/sdk';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { positionListFixture } from '../../positions/fixtures';
import { storyLabels } from '../../positions/storyKit';
import { cardFixtures, STORY_LATE, STORY_NOW, userFixture } from '../parts/fixtures';
import { WithdrawScreen } from './WithdrawScreen';

const labels = storyLabels({ locale: 'ja' }, 'funds');

async function mount(blocked = false, cards = cardFixtures) {
  const calls: string[] = [];
  const form = selectWithdrawForm({
    amount: '100000',
    market: 'jpy',
    user: userFixture(blocked ? { fundsPasswordSet: false } : {}),
    ...(blocked
      ? { positions: positionListFixture, loans: [{ status: 1 }] as components['schemas']['Loan'][] }
      : {}),
    cards,
    now: blocked ? STORY_LATE : STORY_NOW,
    language: 'ja',
  });
  const screen = await render(
    <TsumikiProvider>
      <WithdrawScreen
        labels={labels}
        form={form}
        reasons={describeReasons(form.reasons, (code) => `text:${code}`)}
        amount="100000"
        onAmountChange={() => {}}
        currency="JPY"
        cardId={cards[0]?.id ?? ''}
        onCardChange={() => {}}
        onAttempt={() => calls.push('attempt')}
        onSubmit={(pin) => calls.push(`submit:${pin}`)}
      />
    </TsumikiProvider>,
  );
  return { calls, screen };
}

describe('WithdrawScreen', () => {
  it('should send only with the six-digit funds password entered in the sheet', async () => {
    const { calls, screen } = await mount();
    await userEvent.click(screen.getByRole('button', { name: '出金を申請する' }));
    const sheet = screen.getByRole('alertdialog');
    const confirm = sheet.getByRole('button', { name: '申請する' });
    await expect.element(confirm).toBeDisabled();
    for (const d of '135790') await userEvent.click(sheet.getByRole('button', { name: d, exact: true }));
    await userEvent.click(confirm);
    expect(calls).toEqual(['submit:135790']);
  });

  const reasons: [string, { link: string; href: string }][] = [
    ['set the funds password', { link: '取引パスワードを設定する', href: '/mine/fundPassword' }],
    ['close positions', { link: '保有ポジションを確認する', href: '/position/index?tab=holding' }],
    ['repay the loan', { link: '融資を返済する', href: '/mine/loanOrder' }],
  ];
  it.each(reasons)('should link to %s', async (_, { link, href }) => {
    const { screen } = await mount(true);
    await expect.element(screen.getByRole('link', { name: link })).toHaveAttribute('href', href);
    await expect.element(screen.getByText('text:withdraw.outsideWindow')).toBeVisible();
    await expect.element(screen.getByText('次の受付開始：2026/11/25 09:00')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: '出金を申請する' })).toBeDisabled();
  });

  it.each([
    [
      'a load failure: the error and a retry instead of the skeleton',
      { error: '通信がタイムアウトしました', busy: false },
    ],
    ['still loading: the skeleton', { error: undefined, busy: true }],
  ])('should show %s', async (_title, { error, busy }) => {
    let retried = 0;
    const screen = await render(
      <TsumikiProvider>
        <WithdrawScreen
          labels={labels}
          {...(error ? { error, onRetry: () => (retried += 1) } : {})}
          reasons={[]}
          amount=""
          onAmountChange={() => {}}
          currency="JPY"
          cardId=""
          onCardChange={() => {}}
          onAttempt={() => {}}
          onSubmit={() => {}}
        />
      </TsumikiProvider>,
    );
    await expect.element(screen.getByRole('heading', { name: '出金' })).toBeVisible();
    expect(screen.container.querySelectorAll('[aria-busy="true"]').length > 0).toBe(busy);
    if (!error) return;
    await expect.element(screen.getByRole('alert')).toHaveTextContent(error);
    await userEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(retried).toBe(1);
  });

  it('should ask for a bank account when there is none', async () => {
    const { screen } = await mount(false, []);
    await expect
      .element(screen.getByRole('link', { name: '銀行口座を登録する' }))
      .toHaveAttribute('href', '/mine/bankAdd');
  });
});
