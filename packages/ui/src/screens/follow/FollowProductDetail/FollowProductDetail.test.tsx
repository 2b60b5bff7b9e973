import { selectFollowBuy } from '@tsumiki/sdk';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { STORY_NOW } from '../../ipo/parts/ipoFixtures';
import { storyIssueText, storyLabels } from '../../ipo/parts/storyI18n';
import { followProduct } from '../followFixtures';
import { FollowProductDetail } from './FollowProductDetail';

function ui(o: {
  timeLimit?: string;
  amount: string;
  password: string;
  calls: { amount: string[]; buy: number };
}) {
  return (
    <TsumikiProvider>
      <FollowProductDetail
        status="ready"
        labels={storyLabels('follow', 'en')}
        issueText={storyIssueText('en')}
        view={selectFollowBuy(followProduct(o.timeLimit ? { timeLimit: o.timeLimit } : {}), {
          language: 'en',
          now: STORY_NOW,
          amount: o.amount,
          available: '800000',
        })}
        currency="JPY"
        amount={o.amount}
        onAmountChange={(a) => o.calls.amount.push(a)}
        fundsPassword={o.password}
        onFundsPasswordChange={() => {}}
        onBuy={() => (o.calls.buy += 1)}
      />
    </TsumikiProvider>
  );
}

describe('FollowProductDetail', () => {
  it('should show the lock-up with its unlock date and buy after confirmation', async () => {
    const calls = { amount: [] as string[], buy: 0 };
    const screen = await render(ui({ amount: '100000', password: '135790', calls }));
    await expect.element(screen.getByText('7 days')).toBeVisible();
    await expect.element(screen.getByText('Nov 29, 2026').first()).toBeVisible();
    await screen.getByRole('button', { name: 'Buy' }).click();
    await screen.getByRole('button', { name: 'Confirm' }).click();
    expect(calls.buy).toBe(1);
  });

  const refused: [string, { timeLimit?: string; amount: string; text: string }][] = [
    ['below the minimum', { amount: '50000', text: 'Enter at least ¥100,000.00' }],
    [
      'past the time limit',
      { timeLimit: '2026-11-21T15:00:00+09:00', amount: '100000', text: 'The subscription period has ended' },
    ],
  ];
  it.each(refused)('should refuse %s', async (_, { timeLimit, amount, text }) => {
    const screen = await render(
      ui({ ...(timeLimit ? { timeLimit } : {}), amount, password: '135790', calls: { amount: [], buy: 0 } }),
    );
    await expect.element(screen.getByText(text)).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Buy' })).toBeDisabled();
  });
});
