import { selectNewShareDetail } from '@tsumiki/sdk';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { newStock, STORY_NOW } from '../parts/ipoFixtures';
import { storyIssueText, storyLabels } from '../parts/storyI18n';
import { NewShareDetail } from './NewShareDetail';

const labels = storyLabels('ipo', 'en');

function setup(stock = newStock(), quantity = '100') {
  const calls = { quantity: [] as number[], pay: [] as boolean[], subscribe: 0 };
  const ui = (
    <TsumikiProvider>
      <NewShareDetail
        status="ready"
        labels={labels}
        issueText={storyIssueText('en')}
        view={selectNewShareDetail(stock, { language: 'en', now: STORY_NOW, quantity })}
        onQuantityChange={(n) => calls.quantity.push(n)}
        payNow={false}
        onPayNowChange={(b) => calls.pay.push(b)}
        onSubscribe={() => (calls.subscribe += 1)}
      />
    </TsumikiProvider>
  );
  return { calls, ui };
}

describe('NewShareDetail', () => {
  it('should show every IPO field and subscribe after confirmation', async () => {
    const { calls, ui } = setup();
    const screen = await render(ui);
    for (const name of [
      'Subscription number',
      'Offer price',
      'Underwriting price',
      'Winning rate',
      'Lead broker',
      'Lottery date',
      'Listing date',
      'Allotment date',
      'Subscription deadline',
      'Minimum purchase quantity',
      'Issue market',
    ]) {
      await expect
        .element(screen.getByRole('term').filter({ hasText: new RegExp(`^${name}$`) }))
        .toBeVisible();
    }
    await screen.getByRole('button', { name: 'Increase' }).click();
    expect(calls.quantity).toEqual([101]);
    await screen.getByRole('checkbox', { name: /Pay now/ }).click();
    expect(calls.pay).toEqual([true]);
    await screen.getByRole('button', { name: 'Subscribe' }).click();
    await screen.getByRole('button', { name: 'Confirm' }).click();
    expect(calls.subscribe).toBe(1);
  });

  it('should refuse a second subscription with the rule text', async () => {
    const { ui } = setup(newStock({ subscribed: true }));
    const screen = await render(ui);
    await expect.element(screen.getByText('You have already subscribed to this new share')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  });
});
