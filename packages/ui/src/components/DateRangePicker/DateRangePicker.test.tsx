import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../TsumikiProvider/TsumikiProvider';
import type { DateRange, YearMonth } from './calendar';
import { monthGrid, pickDay, shiftMonth } from './calendar';
import { DateRangePicker } from './DateRangePicker';

describe('calendar helpers', () => {
  it.each([
    [
      'Nov 2026 starts on a Sunday',
      { given: { year: 2026, month: 11 }, want: { first: '2026-11-01', weeks: 5, lead: 0 } },
    ],
    [
      'Feb 2026 starts on a Sunday and fills 4 weeks',
      { given: { year: 2026, month: 2 }, want: { first: '2026-02-01', weeks: 4, lead: 0 } },
    ],
    [
      'Feb 2024 (leap) starts on a Thursday',
      { given: { year: 2024, month: 2 }, want: { first: '2024-02-01', weeks: 5, lead: 4 } },
    ],
  ] as [string, { given: YearMonth; want: { first: string; weeks: number; lead: number } }][])(
    '%s',
    (_t, { given, want }) => {
      const grid = monthGrid(given);
      expect(grid).toHaveLength(want.weeks);
      expect(grid[0]?.indexOf(want.first)).toBe(want.lead);
      for (const week of grid) expect(week).toHaveLength(7);
    },
  );

  it('counts every day of a month exactly once', () => {
    expect(monthGrid({ year: 2024, month: 2 }).flat().filter(Boolean)).toHaveLength(29);
  });

  it.each([
    ['back a year', { given: [{ year: 2026, month: 1 }, -1], want: { year: 2025, month: 12 } }],
    ['forward a year', { given: [{ year: 2026, month: 12 }, 1], want: { year: 2027, month: 1 } }],
    ['six months back', { given: [{ year: 2026, month: 11 }, -6], want: { year: 2026, month: 5 } }],
  ] as [string, { given: [YearMonth, number]; want: YearMonth }][])(
    'shiftMonth %s',
    (_t, { given, want }) => {
      expect(shiftMonth(...given)).toEqual(want);
    },
  );

  it.each([
    [
      'a first tap starts a range',
      { given: [null, '2026-11-05'], want: { start: '2026-11-05', end: '2026-11-05' } },
    ],
    [
      'a later second tap ends it',
      { given: ['2026-11-05', '2026-11-09'], want: { start: '2026-11-05', end: '2026-11-09' } },
    ],
    [
      'an earlier second tap swaps',
      { given: ['2026-11-05', '2026-11-01'], want: { start: '2026-11-01', end: '2026-11-05' } },
    ],
  ] as [string, { given: [string | null, string]; want: DateRange }][])(
    'pickDay: %s',
    (_t, { given, want }) => {
      expect(pickDay(...given).range).toEqual(want);
    },
  );
});

function Harness({ seen }: { seen: DateRange[] }) {
  const [value, setValue] = useState<DateRange>({ start: '2026-05-22', end: '2026-11-22' });
  return (
    <DateRangePicker
      value={value}
      onChange={(r) => {
        seen.push(r);
        setValue(r);
      }}
      max="2026-11-22"
      weekdayLabels={['日', '月', '火', '水', '木', '金', '土']}
      startLabel="開始日"
      endLabel="終了日"
      previousMonthLabel="前の月"
      nextMonthLabel="次の月"
      presets={[{ label: '1か月', range: { start: '2026-10-22', end: '2026-11-22' } }]}
    />
  );
}

describe('DateRangePicker', () => {
  it('should open on the end month, apply a preset and pick two days', async () => {
    const seen: DateRange[] = [];
    const screen = await render(
      <TsumikiProvider lang="ja">
        <Harness seen={seen} />
      </TsumikiProvider>,
    );
    await expect.element(screen.getByText('2026年11月')).toBeVisible();
    await expect.element(screen.getByText('2026/05/22')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: '次の月' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '1か月' }));
    await userEvent.click(screen.getByRole('button', { name: '前の月' }));
    await expect.element(screen.getByText('2026年10月')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '2026/10/20' }));
    await userEvent.click(screen.getByRole('button', { name: '2026/10/02' }));
    expect(seen).toEqual([
      { start: '2026-10-22', end: '2026-11-22' },
      { start: '2026-10-20', end: '2026-10-20' },
      { start: '2026-10-02', end: '2026-10-20' },
    ]);
  });

  it.each([
    ['en', 'Nov 2026', 'May 22, 2026', 'Nov 20, 2026'],
    ['zh-CN', '2026年11月', '2026/05/22', '2026/11/20'],
    ['ko', '2026년 11월', '2026. 05. 22.', '2026. 11. 20.'],
  ])('should write its month and days in the SDK format of %s', async (lang, month, start, day) => {
    const screen = await render(
      <TsumikiProvider lang={lang}>
        <Harness seen={[]} />
      </TsumikiProvider>,
    );
    await expect.element(screen.getByText(month)).toBeVisible();
    await expect.element(screen.getByText(start)).toBeVisible();
    await expect.element(screen.getByRole('button', { name: day })).toBeVisible();
  });
});
