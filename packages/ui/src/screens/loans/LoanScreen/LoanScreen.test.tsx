import { selectLoanView } from '@tsumiki/sdk';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { storyLabels } from '../../positions/storyKit';
import { creditFixture } from '../fixtures';
import { LoanScreen } from './LoanScreen';

const labels = storyLabels({ locale: 'ja' }, 'loans');

async function mount(amount: string, added: string, reasons: { text: string }[] = []) {
  const calls: string[] = [];
  const view = selectLoanView({ credit: creditFixture, amount, addedCredit: added, language: 'ja' });
  const screen = await render(
    <TsumikiProvider>
      <LoanScreen
        labels={labels}
        view={view}
        reasons={reasons}
        currency="JPY"
        amount={amount}
        onAmountChange={() => {}}
        onApply={() => calls.push('apply')}
        addedCredit={added}
        onAddedCreditChange={() => {}}
        {...(view.creditIssue ? { creditError: view.creditIssue.code } : {})}
        onAddCredit={() => calls.push('credit')}
      />
    </TsumikiProvider>,
  );
  return { calls, screen };
}

describe('LoanScreen', () => {
  it('should show score, borrowed and available, and apply after confirming', async () => {
    const { calls, screen } = await mount('300000', '50000');
    for (const text of ['82点', '￥200,000.00', '￥800,000.00']) {
      await expect.element(screen.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await userEvent.click(screen.getByRole('button', { name: '追加する' }));
    await userEvent.click(screen.getByRole('button', { name: '申し込む' }));
    expect(calls).toEqual(['credit']);
    await userEvent.click(screen.getByRole('alertdialog').getByRole('button', { name: '申し込む' }));
    expect(calls).toEqual(['credit', 'apply']);
  });

  const rows: [string, { amount: string; added: string; apply: boolean; credit: boolean }][] = [
    ['above the quota', { amount: '900000', added: '1', apply: false, credit: true }],
    ['added credit not an integer', { amount: '1000', added: '1.5', apply: true, credit: false }],
  ];
  it.each(rows)('should refuse %s', async (_, { amount, added, apply, credit }) => {
    const { screen } = await mount(amount, added);
    await expect.element(screen.getByRole('button', { name: '申し込む' })).toHaveProperty('disabled', !apply);
    await expect
      .element(screen.getByRole('button', { name: '追加する' }))
      .toHaveProperty('disabled', !credit);
  });

  it('should state why no loan can be applied for, with the remedy', async () => {
    const { screen } = await mount('1000', '1', [
      {
        text: '先に本人確認を完了してください',
        action: { label: 'actionVerify', href: '/mine/verified' },
      } as never,
    ]);
    await expect.element(screen.getByRole('heading', { name: '現在は申し込めません' })).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: '本人確認へ進む' }))
      .toHaveAttribute('href', '/mine/verified');
  });
});
