import { describeReasons, selectDepositForm } from '@tsumiki/sdk';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { storyLabels } from '../../positions/storyKit';
import { depositFixtures, STORY_NOW, userFixture } from '../parts/fixtures';
import type { DepositScreenProps } from './DepositScreen';
import { DepositScreen } from './DepositScreen';

const labels = storyLabels({ locale: 'ja' }, 'funds');

async function mount(over: { amount?: string; proof?: boolean; blocked?: boolean } = {}) {
  const calls: string[] = [];
  const amount = over.amount ?? '300000';
  const form = selectDepositForm({
    amount,
    currency: 'JPY',
    proof: over.proof === false ? null : { type: 'image/png', size: 1000 },
    user: userFixture(over.blocked ? { verification: 0 } : {}),
    deposits: over.blocked ? depositFixtures : [],
    now: STORY_NOW,
    language: 'ja',
  });
  const props: DepositScreenProps = {
    labels,
    form,
    reasons: describeReasons(form.reasons, (code) => `text:${code}`),
    amount,
    onAmountChange: (v) => calls.push(`amount:${v}`),
    currencies: ['JPY', 'USD', 'CNY'],
    currency: 'JPY',
    onCurrencyChange: (c) => calls.push(`currency:${c}`),
    onProofChange: () => calls.push('proof'),
    onAttempt: () => calls.push('attempt'),
    onSubmit: () => calls.push('submit'),
  };
  const screen = await render(
    <TsumikiProvider>
      <DepositScreen {...props} />
    </TsumikiProvider>,
  );
  return { calls, screen };
}

describe('DepositScreen', () => {
  it('should show the window, maximum and arrival, and submit only after the confirmation', async () => {
    const { calls, screen } = await mount();
    await expect.element(screen.getByText('営業日 0:00〜23:59')).toBeVisible();
    await expect
      .element(screen.getByText('通常 2026/11/24 12:00 ごろ、遅くとも 2026/11/26 00:00 まで').first())
      .toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '入金を申請する' }));
    await userEvent.click(screen.getByRole('alertdialog').getByRole('button', { name: '申請する' }));
    expect(calls).toEqual(['submit']);
  });

  it('should report an attempt while the proof is missing', async () => {
    const { calls, screen } = await mount({ proof: false });
    await userEvent.click(screen.getByRole('button', { name: '入金を申請する' }));
    expect(calls).toEqual(['attempt']);
  });

  it('should list every blocking reason with its remedy link and disable sending', async () => {
    const { screen } = await mount({ blocked: true });
    await expect.element(screen.getByRole('heading', { name: '現在は申請できません' })).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: '本人確認へ進む' }))
      .toHaveAttribute('href', '/mine/verified');
    await expect
      .element(screen.getByRole('link', { name: '申請中の入金を確認する' }))
      .toHaveAttribute('href', '/mine/stored');
    await expect.element(screen.getByRole('button', { name: '入金を申請する' })).toBeDisabled();
  });

  it('should report a currency change', async () => {
    const { calls, screen } = await mount();
    await userEvent.click(screen.getByRole('radio', { name: '米ドル' }));
    expect(calls).toEqual(['currency:USD']);
  });
});
