import { selectBlockTradeApply } from '@tsumiki/sdk';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { storyIssueText, storyLabels } from '../../ipo/parts/storyI18n';
import { blockTrade } from '../blockFixtures';
import { BlockTradeApply } from './BlockTradeApply';

function ui(options: {
  status?: 0 | 1 | 2;
  available: string;
  password: string;
  calls: { lots: number[]; apply: number };
}) {
  return (
    <TsumikiProvider>
      <BlockTradeApply
        status="ready"
        labels={storyLabels('block', 'en')}
        issueText={storyIssueText('en')}
        view={selectBlockTradeApply(blockTrade({ status: options.status ?? 1 }), {
          language: 'en',
          lots: '100',
          available: options.available,
        })}
        onLotsChange={(n) => options.calls.lots.push(n)}
        fundsPassword={options.password}
        onFundsPasswordChange={() => {}}
        onApply={() => (options.calls.apply += 1)}
      />
    </TsumikiProvider>
  );
}

describe('BlockTradeApply', () => {
  it('should show the amount required and apply after confirmation', async () => {
    const calls = { lots: [] as number[], apply: 0 };
    const screen = await render(ui({ available: '2000000', password: '135790', calls }));
    await expect.element(screen.getByText('¥270,000.00').first()).toBeVisible();
    await screen.getByRole('button', { name: 'Increase' }).click();
    expect(calls.lots).toEqual([101]);
    await screen.getByRole('button', { name: 'Apply' }).click();
    await screen.getByRole('button', { name: 'Confirm' }).click();
    expect(calls.apply).toBe(1);
  });

  const refused: [string, { status: 0 | 1 | 2; available: string; password: string; text: string | null }][] =
    [
      [
        'a closed trade',
        { status: 2, available: '2000000', password: '135790', text: 'This block trade is closed' },
      ],
      [
        'short of balance',
        { status: 1, available: '1000', password: '135790', text: 'Insufficient balance' },
      ],
      ['no funds password', { status: 1, available: '2000000', password: '', text: null }],
    ];
  it.each(refused)('should refuse %s', async (_, { status, available, password, text }) => {
    const screen = await render(ui({ status, available, password, calls: { lots: [], apply: 0 } }));
    await expect.element(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    if (text) await expect.element(screen.getByText(text, { exact: false })).toBeVisible();
  });
});
