import { recentRange, selectFundRecords } from '@tsumiki/sdk';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { storyLabels } from '../../positions/storyKit';
import { recordFixtures, STORY_NOW } from '../parts/fixtures';
import type { FundRecordsScreenProps } from './FundRecordsScreen';
import { FundRecordsScreen } from './FundRecordsScreen';

const labels = storyLabels({ locale: 'ja' }, 'funds');

async function mount(over: Partial<FundRecordsScreenProps> = {}) {
  const calls: string[] = [];
  const six = recentRange(STORY_NOW, 6);
  const screen = await render(
    <TsumikiProvider lang="ja">
      <FundRecordsScreen
        labels={labels}
        type="all"
        onTypeChange={(t) => calls.push(`type:${t}`)}
        range={six}
        onRangeChange={(r) => calls.push(`range:${r.from}..${r.to}`)}
        presets={[
          { label: 'lastMonth', range: recentRange(STORY_NOW, 1) },
          { label: 'lastSixMonths', range: six },
        ]}
        today={six.to}
        records={selectFundRecords(recordFixtures, 'ja', labels)}
        onExport={() => calls.push('export')}
        {...over}
      />
    </TsumikiProvider>,
  );
  return { calls, screen };
}

describe('FundRecordsScreen', () => {
  it('should show signed amounts with words and the six-month range', async () => {
    const { screen } = await mount();
    await expect.element(screen.getByText('すべて · 2026/05/24 – 2026/11/24')).toBeVisible();
    await expect.element(screen.getByText('出金 -￥50,000.00')).toBeInTheDocument();
    await expect.element(screen.getByText('入金 +￥76,120.00')).toBeInTheDocument();
  });

  const rows: [
    string,
    { act: (s: Awaited<ReturnType<typeof mount>>['screen']) => Promise<void>; want: string },
  ][] = [
    [
      'export',
      { act: (s) => userEvent.click(s.getByRole('button', { name: 'CSVで書き出す' })), want: 'export' },
    ],
    [
      'a preset range',
      {
        act: async (s) => {
          await userEvent.click(s.getByText('絞り込み'));
          await userEvent.click(s.getByRole('button', { name: '1か月' }));
        },
        want: 'range:2026-10-24..2026-11-24',
      },
    ],
  ];
  it.each(rows)('should report %s', async (_, { act, want }) => {
    const { calls, screen } = await mount();
    await act(screen);
    expect(calls).toEqual([want]);
  });

  it('should open on the records, with the filters closed to one line saying what they show', async () => {
    const { screen } = await mount();
    expect(screen.getByRole('button', { name: '1か月' }).query()).toBeNull();
    const list = screen.getByRole('list').element();
    const filters = screen.getByText('絞り込み').element();
    expect(list.getBoundingClientRect().top).toBeLessThan(filters.getBoundingClientRect().bottom + 40);
    await userEvent.click(screen.getByText('絞り込み'));
    await expect.element(screen.getByRole('button', { name: '1か月' })).toBeVisible();
  });

  it('should say when the period is empty and not export nothing', async () => {
    const { screen } = await mount({ records: [] });
    await expect.element(screen.getByText('この期間の資金履歴はありません')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'CSVで書き出す' })).toBeDisabled();
  });
});
