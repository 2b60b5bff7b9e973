import { selectDayTradeApply, selectDayTradeOrders, selectDayTradeProgrammes } from '@tsumiki/sdk';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { storyIssueText, storyLabels } from '../../ipo/parts/storyI18n';
import { dayTradeOrders, dayTradeProgrammes } from '../dayTradeFixtures';
import { DayTradeScreen } from './DayTradeScreen';

function ui(o: {
  amount: string;
  selected?: number;
  tab?: 'programmes' | 'applications';
  calls: { select: string[]; apply: number };
}) {
  const programme = o.selected === undefined ? undefined : dayTradeProgrammes[o.selected];
  return (
    <TsumikiProvider>
      <DayTradeScreen
        status="ready"
        labels={storyLabels('dayTrade', 'en')}
        issueText={storyIssueText('en')}
        programmes={selectDayTradeProgrammes(dayTradeProgrammes, 'en')}
        orders={selectDayTradeOrders(dayTradeOrders, 'en')}
        {...(o.tab ? { tab: o.tab } : {})}
        {...(programme
          ? {
              apply: selectDayTradeApply(programme, {
                language: 'en',
                amount: o.amount,
                available: '1500000',
              }),
            }
          : {})}
        onSelect={(id) => o.calls.select.push(id)}
        currency="JPY"
        amount={o.amount}
        onAmountChange={() => {}}
        fundsPassword="135790"
        onFundsPasswordChange={() => {}}
        onApply={() => (o.calls.apply += 1)}
      />
    </TsumikiProvider>
  );
}

describe('DayTradeScreen', () => {
  it('should pick a programme and apply with a participation amount', async () => {
    const calls = { select: [] as string[], apply: 0 };
    const screen = await render(ui({ amount: '200000', selected: 0, calls }));
    await screen.getByRole('button', { name: 'Apply for 日計りプラン B（大口）' }).click();
    expect(calls.select).toEqual(['6']);
    await expect
      .element(screen.getByRole('note'))
      .toHaveTextContent('This programme no longer takes applications');
    await screen.getByRole('button', { name: 'Send application' }).click();
    await screen.getByRole('button', { name: 'Confirm' }).click();
    expect(calls.apply).toBe(1);
  });

  const refused: [string, { amount: string; text: string }][] = [
    ['below the minimum', { amount: '5000', text: 'Enter at least ¥100,000.00' }],
    ['above the maximum', { amount: '4000000', text: '¥3,000,000.00' }],
  ];
  it.each(refused)('should refuse an amount %s', async (_, { amount, text }) => {
    const screen = await render(ui({ amount, selected: 0, calls: { select: [], apply: 0 } }));
    await expect.element(screen.getByText(text, { exact: false }).first()).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Send application' })).toBeDisabled();
  });

  it('should list my applications with their states and the settled P&L', async () => {
    const screen = await render(ui({ amount: '', tab: 'applications', calls: { select: [], apply: 0 } }));
    for (const state of ['Submitted (under review)', 'Applied', 'Trading', 'Filled', 'Failed']) {
      await expect.element(screen.getByText(state, { exact: true }).first()).toBeVisible();
    }
    await expect.element(screen.getByText('¥14,050.50')).toBeVisible();
  });
});
