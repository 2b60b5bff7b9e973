import { selectCreditRepayment, selectLoanOrders, selectRepayment, selectStockCredits } from '@tsumiki/sdk';
import { decimal } from '@tsumiki/sdk/rules';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { storyLabels } from '../../positions/storyKit';
import { loanFixtures, stockCreditFixtures } from '../fixtures';
import { LoanOrdersScreen } from './LoanOrdersScreen';

const labels = storyLabels({ locale: 'ja' }, 'loans');
const approved = loanFixtures[0];

async function mount(repayingId: string | null, amount = '200000') {
  const calls: string[] = [];
  if (!approved) throw new Error('fixture');
  const repayment = selectRepayment(approved, amount, decimal('1000000'), 'ja');
  const screen = await render(
    <TsumikiProvider>
      <LoanOrdersScreen
        labels={labels}
        loans={selectLoanOrders(loanFixtures, 'ja')}
        repayingId={repayingId}
        onRepayOpen={(id) => calls.push(`open:${id}`)}
        repayment={repayment}
        currency="JPY"
        repayAmount={amount}
        onRepayAmountChange={() => {}}
        onRepay={(pin) => calls.push(`repay:${pin}`)}
      />
    </TsumikiProvider>,
  );
  return { calls, screen };
}

describe('LoanOrdersScreen', () => {
  it('should show every state in words and offer repaying only the approved loan', async () => {
    const { calls, screen } = await mount(null);
    for (const state of ['審査中', '承認済み（返済待ち）', '却下', '返済済み'])
      await expect.element(screen.getByText(state)).toBeVisible();
    const repay = screen.getByRole('button', { name: '返済する' });
    await expect.element(repay).toBeVisible();
    await userEvent.click(repay);
    expect(calls).toEqual(['open:21']);
  });

  const rows: [string, { amount: string; want: string[] }][] = [
    ['repays the loan amount with the funds password', { amount: '200000', want: ['repay:135790'] }],
    ['refuses less than the loan', { amount: '199999', want: [] }],
  ];
  it.each(rows)('%s', async (_, { amount, want }) => {
    const { calls, screen } = await mount('21', amount);
    const sheet = screen.getByRole('alertdialog');
    for (const d of '135790') await userEvent.click(sheet.getByRole('button', { name: d, exact: true }));
    const confirm = sheet.getByRole('button', { name: '返済する' });
    if (want.length > 0) await userEvent.click(confirm);
    else await expect.element(confirm).toBeDisabled();
    expect(calls).toEqual(want);
  });
});

describe('LoanOrdersScreen with stock credits', () => {
  async function mountCredits(repayingId: string | null, amount = '50000') {
    const calls: string[] = [];
    const inUse = stockCreditFixtures[0];
    if (!inUse) throw new Error('fixture');
    const screen = await render(
      <TsumikiProvider>
        <LoanOrdersScreen
          labels={labels}
          loans={[]}
          repayingId={null}
          onRepayOpen={() => {}}
          currency="JPY"
          repayAmount=""
          onRepayAmountChange={() => {}}
          onRepay={() => {}}
          stockCredits={{
            credits: selectStockCredits(stockCreditFixtures, 'ja'),
            repayingId,
            onRepayOpen: (id) => calls.push(`open:${id}`),
            repayment: selectCreditRepayment(inUse, amount, 'ja'),
            amount,
            onAmountChange: () => {},
            onRepay: (pin) => calls.push(`repay:${pin}`),
          }}
        />
      </TsumikiProvider>,
    );
    return { calls, screen };
  }

  it('should name every state and offer repaying only the credit in use', async () => {
    const { calls, screen } = await mountCredits(null);
    for (const state of ['利用中', '精算済み', '返済済み'])
      await expect.element(screen.getByText(state)).toBeVisible();
    const repay = screen.getByRole('button', { name: '返済する' });
    await userEvent.click(repay);
    expect(calls).toEqual(['open:31']);
  });

  const rows: [string, { amount: string; want: string[] }][] = [
    ['repays the credit with the funds password', { amount: '50000', want: ['repay:135790'] }],
    ['refuses less than the credit', { amount: '49999', want: [] }],
  ];
  it.each(rows)('%s', async (_, { amount, want }) => {
    const { calls, screen } = await mountCredits('31', amount);
    const sheet = screen.getByRole('alertdialog');
    for (const d of '135790') await userEvent.click(sheet.getByRole('button', { name: d, exact: true }));
    const confirm = sheet.getByRole('button', { name: '返済する' });
    if (want.length > 0) await userEvent.click(confirm);
    else await expect.element(confirm).toBeDisabled();
    expect(calls).toEqual(want);
  });
});
