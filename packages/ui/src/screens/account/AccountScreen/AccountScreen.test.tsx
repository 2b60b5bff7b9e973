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
    for (const name of [
      'Total assets',
      'Position market value',
      'Available funds',
      'Frozen funds',
      'Total debt',
      'Unrealised P/L',
    ]) {
      await expect.element(screen.getByText(name, { exact: true })).toBeInTheDocument();
    }
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
