import { selectNewShareOrders } from '@tsumiki/sdk';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { newStockOrders } from '../parts/ipoFixtures';
import { storyIssueText, storyLabels } from '../parts/storyI18n';
import { NewShareOrders } from './NewShareOrders';

describe('NewShareOrders', () => {
  const cases: [string, { available: string; want: { disabled: boolean; text?: string } }][] = [
    ['pays with enough balance', { available: '1000000', want: { disabled: false } }],
    ['refuses without balance', { available: '100', want: { disabled: true, text: 'Insufficient balance' } }],
  ];
  it.each(cases)('%s', async (_, { available, want }) => {
    const paid: string[] = [];
    const screen = await render(
      <TsumikiProvider>
        <NewShareOrders
          status="ready"
          labels={storyLabels('ipo', 'en')}
          issueText={storyIssueText('en')}
          orders={selectNewShareOrders(newStockOrders, { language: 'en', available })}
          onPay={(id) => paid.push(id)}
        />
      </TsumikiProvider>,
    );
    for (const state of [
      'Need to pay',
      'Paid',
      'Won',
      'Not won',
      'Waived',
      'Subscription failed',
      'Purchase successful',
    ]) {
      await expect.element(screen.getByText(state, { exact: true })).toBeVisible();
    }
    const pay = screen.getByRole('button', { name: 'Pay QPS研究所' });
    if (want.disabled) {
      await expect.element(pay).toBeDisabled();
      await expect.element(screen.getByText(want.text ?? '', { exact: false })).toBeVisible();
    } else {
      await pay.click();
      await screen.getByRole('button', { name: 'Confirm' }).click();
      expect(paid).toEqual(['o3']);
    }
  });
});
