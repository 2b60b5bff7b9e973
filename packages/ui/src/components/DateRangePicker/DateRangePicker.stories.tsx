import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { pickText } from '../private/storyLocale';
import type { DateRange } from './calendar';
import type { DateRangePickerProps } from './DateRangePicker';
import { DateRangePicker } from './DateRangePicker';

const text = {
  ja: {
    wd: ['日', '月', '火', '水', '木', '金', '土'],
    s: '開始日',
    e: '終了日',
    p: ['1か月', '3か月', '6か月'],
    prev: '前の月',
    next: '次の月',
  },
  'zh-CN': {
    wd: ['日', '一', '二', '三', '四', '五', '六'],
    s: '开始日期',
    e: '结束日期',
    p: ['近1个月', '近3个月', '近6个月'],
    prev: '上个月',
    next: '下个月',
  },
  en: {
    wd: ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'],
    s: 'From',
    e: 'To',
    p: ['1 month', '3 months', '6 months'],
    prev: 'Previous month',
    next: 'Next month',
  },
};

// What the caller computes from its clock (the SDK): today is 2026-11-22, default = last six months.
const ranges: DateRange[] = [
  { start: '2026-10-22', end: '2026-11-22' },
  { start: '2026-08-22', end: '2026-11-22' },
  { start: '2026-05-22', end: '2026-11-22' },
];

function Controlled(props: Partial<DateRangePickerProps> & { locale: (typeof text)['ja'] }) {
  const { locale: t, ...rest } = props;
  const [value, setValue] = useState<DateRange>(ranges[2] as DateRange);
  return (
    <DateRangePicker
      value={value}
      onChange={setValue}
      max="2026-11-22"
      weekdayLabels={t.wd}
      startLabel={t.s}
      endLabel={t.e}
      previousMonthLabel={t.prev}
      nextMonthLabel={t.next}
      presets={t.p.map((label, i) => ({ label, range: ranges[i] as DateRange }))}
      {...rest}
    />
  );
}

const meta = {
  title: 'Components/DateRangePicker',
  component: DateRangePicker,
  args: {
    value: ranges[2] as DateRange,
    onChange: () => {},
    weekdayLabels: text.ja.wd,
    startLabel: text.ja.s,
    endLabel: text.ja.e,
  },
  render: (_args, { globals }) => <Controlled locale={pickText(globals, text)} />,
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LastSixMonths: Story = {};

export const PickingARange: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '2026/11/03' }));
    await userEvent.click(canvas.getByRole('button', { name: '2026/11/10' }));
    await expect(canvas.getByRole('button', { name: '2026/11/03' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: '2026/11/10' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: '2026/11/23' })).toBeDisabled();
  },
};

// The same story in the other themes and languages, so axe checks every theme (not only the default).
export const DarkChinese: Story = {
  ...LastSixMonths,
  play: undefined,
  globals: { theme: 'dark', locale: 'zh-CN', priceConvention: 'green-up' },
};

export const MurasakiEnglish: Story = {
  ...LastSixMonths,
  play: undefined,
  globals: { theme: 'murasaki', locale: 'en', priceConvention: 'red-up' },
};
