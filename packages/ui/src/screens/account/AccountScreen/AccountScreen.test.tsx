import { selectAccountHeader } from '@tsumiki/sdk';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { storyHeader, storySummary, storyUser } from '../storyData';
import { storyLabels } from '../storyLabels';
import { AccountScreen, type AccountScreenProps } from './AccountScreen';

const labels = storyLabels({ locale: 'en' }, 'account');

async function show(props: Partial<AccountScreenProps> = {}) {
  const calls: string[] = [];
  const screen = await render(
    <TsumikiProvider>
      <AccountScreen
        labels={labels}
        header={storyHeader}
        summary={storySummary('en')}
        marketName="Japan"
        onCustomerService={() => calls.push('service')}
        onLogout={() => calls.push('logout')}
        {...props}
      />
    </TsumikiProvider>,
  );
  return { screen, calls };
}

describe('AccountScreen', () => {
  it('shows the account, verification, the six asset rows and every entry of the user panel', async () => {
    const { screen } = await show();
    await expect.element(screen.getByText('0901234567')).toBeInTheDocument();
    // The six rows as terms of the summary, in order (the allocation legend below repeats some names).
    const terms = screen
      .getByRole('term')
      .elements()
      .map((dt) => dt.textContent);
    expect(terms).toEqual([
      'Total assets',
      'Position market value',
      'Available funds',
      'Frozen funds',
      'Total debt',
      'Unrealised P/L',
    ]);
    const hrefs = screen
      .getByRole('link')
      .elements()
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/mine/verified',
      '/mine/deposit',
      '/mine/withdraw',
      '/mine/loan',
      '/mine/transactionRecords',
      '/position/index',
      '/mine/bank',
      '/mine/loginPassword',
      '/mine/fundPassword',
      '/mine/language',
      '/mine/message',
      '/mine/about',
      '/mine/privacy',
      '/mine/protocol',
    ]);
  });

  it("rings total assets by the SDK's parts and shares, with a legend that names every figure", async () => {
    const summary = storySummary('en');
    const { screen } = await show({ summary });
    const legend = screen.getByRole('list', { name: labels.allocationHeading });
    const items = legend.getByRole('listitem').elements();
    expect(items.map((li) => li.textContent)).toEqual(
      summary.allocation.map((s, k) => {
        const name = [labels.allocationAvailable, labels.allocationPositions, labels.allocationOtherFrozen][
          k
        ];
        return `${name}${s.text} ${s.share}`;
      }),
    );
    await expect.element(screen.getByRole('img', { name: labels.allocationHeading })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: labels.allocationHeading });
    for (const s of summary.allocation) await expect.element(table).toHaveTextContent(s.share);
  });

  it('hides the ring while the summary loads', async () => {
    const { screen } = await show({ summary: storySummary('en', true) });
    await expect.element(screen.getByRole('img', { name: labels.allocationHeading })).not.toBeInTheDocument();
  });

  it.each([
    ['follows the market by default', { given: 'auto', pick: 'Green up', want: ['green-up'] }],
    ['can go back to the market', { given: 'green-up', pick: 'By market', want: ['auto'] }],
  ] as const)('price colours setting: %s', async (_t, { given, pick, want }) => {
    const chosen: string[] = [];
    const { screen } = await show({ priceColors: { value: given, onChange: (v) => chosen.push(v) } });
    const group = screen.getByRole('radiogroup', { name: labels.priceColors });
    const current = { auto: 'By market', 'red-up': 'Red up', 'green-up': 'Green up' }[given];
    await expect.element(group.getByRole('radio', { name: current })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(group.getByRole('radio', { name: pick }));
    expect(chosen).toEqual(want);
    await expect.element(screen.getByText(labels.priceColorsHint)).toBeVisible();
  });

  it('leaves the price colours setting out when the app does not offer it', async () => {
    const { screen } = await show();
    await expect
      .element(screen.getByRole('radiogroup', { name: labels.priceColors }))
      .not.toBeInTheDocument();
  });

  it('opens customer service, says when none is configured, and signs out only after confirming', async () => {
    const { screen, calls } = await show({ serviceUnavailable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    await expect.element(screen.getByRole('alert')).toHaveTextContent(labels.kefuUnavailable);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(calls).toEqual(['service']);
    await userEvent.click(screen.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }));
    expect(calls).toEqual(['service', 'logout']);
  });

  it.each([
    [
      'not verified, no trade password',
      { given: { verification: 0, fundsPasswordSet: false }, want: ['Not verified', 'Not set'] },
    ],
    [
      'verified, trade password set',
      { given: { verification: 2, fundsPasswordSet: true }, want: ['Verified', 'Set'] },
    ],
  ] as const)('badges: %s', async (_t, { given, want }) => {
    const { screen } = await show({ header: selectAccountHeader({ ...storyUser, ...given }, '') });
    for (const text of want)
      await expect.element(screen.getByText(text, { exact: true }).first()).toBeInTheDocument();
  });
});
