import { selectDepositHistory, selectExchangeView } from '@tsumiki/sdk';
import type { CurrencyCode } from '@tsumiki/sdk/rules';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { storyLabels } from '../../positions/storyKit';
import { depositFixtures, rateFixtures, userFixture } from '../parts/fixtures';
import { StoredScreen } from './StoredScreen';

const labels = storyLabels({ locale: 'en' }, 'funds');

async function mount(to: CurrencyCode = 'JPY') {
  const calls: string[] = [];
  const exchange = selectExchangeView({
    from: 'USD',
    to,
    amount: '100',
    rates: rateFixtures,
    user: userFixture(),
    language: 'en',
  });
  const screen = await render(
    <TsumikiProvider>
      <StoredScreen
        labels={labels}
        deposits={selectDepositHistory(depositFixtures, 'en')}
        exchange={exchange}
        from="USD"
        to={to}
        onFromChange={() => {}}
        onToChange={() => {}}
        exchangeAmount="100"
        onExchangeAmountChange={() => {}}
        exchangeErrors={exchange.issues.map((i) => i.code)}
        onExchange={(pin) => calls.push(`exchange:${pin}`)}
      />
    </TsumikiProvider>,
  );
  return { calls, screen };
}

describe('StoredScreen', () => {
  it('should list deposits with their states in words', async () => {
    const { screen } = await mount();
    for (const state of ['Under review', 'Approved', 'Rejected'])
      await expect.element(screen.getByText(state)).toBeVisible();
    await expect.element(screen.getByText('Credited by Nov 26, 2026, 00:00 at the latest')).toBeVisible();
  });

  it('should show the rate and the amount received, and exchange with the funds password', async () => {
    const { calls, screen } = await mount();
    await expect.element(screen.getByText('1 USD = 151.2345 JPY')).toBeVisible();
    await expect.element(screen.getByText('¥15,123.45')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Exchange' }));
    const sheet = screen.getByRole('alertdialog');
    for (const d of '246801') await userEvent.click(sheet.getByRole('button', { name: d, exact: true }));
    await userEvent.click(sheet.getByRole('button', { name: 'Exchange' }));
    expect(calls).toEqual(['exchange:246801']);
  });

  it('should refuse one currency on both sides', async () => {
    const { screen } = await mount('USD');
    await expect.element(screen.getByText(/exchange.sameCurrency/)).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Exchange' })).toBeDisabled();
  });
});
