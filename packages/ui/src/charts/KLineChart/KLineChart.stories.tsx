import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { darkTheme, murasakiTheme } from '../../theme/vars.css';
import { makeKLineFixture } from '../fixtures/chartStoryData';
import { makeFormatTime, storyLabels } from '../fixtures/formatters';
import { type ChartPeriod, chartPeriods } from '../types';
import { KLineChart } from './KLineChart';

const day = makeKLineFixture('day', 300);
const tokyoTime = makeFormatTime('ja-JP', 'Asia/Tokyo');

const meta = {
  title: 'Charts/KLineChart',
  component: KLineChart,
  args: {
    bars: day.bars,
    ma: day.ma,
    lower: day.macd,
    period: 'day',
    timeZone: 'Asia/Tokyo',
    formatTime: tokyoTime,
    labels: storyLabels.ja,
    ariaLabel: 'トヨタ自動車 日足チャート',
    height: 360,
  },
} satisfies Meta<typeof KLineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DailyWithMacd: Story = {
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'トヨタ自動車 日足チャート' });
    const status = canvas.getByRole('status');
    const before = status.textContent;
    img.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(status.textContent).not.toBe(before));
  },
};

export const DailyRsiAndBollEnglish: Story = {
  args: {
    lower: day.rsi,
    boll: day.boll,
    labels: storyLabels.en,
    formatTime: makeFormatTime('en-US', 'Asia/Tokyo'),
    ariaLabel: 'Toyota daily chart',
  },
};

const m5 = makeKLineFixture('m5', 600, 11, 12.5);
export const FiveMinuteChinese: Story = {
  args: {
    bars: m5.bars,
    ma: m5.ma,
    lower: m5.macd,
    period: 'm5',
    labels: storyLabels.zh,
    formatTime: makeFormatTime('zh-CN', 'Asia/Tokyo'),
    ariaLabel: '5分钟K线',
  },
};

export const GreenUpConvention: Story = {
  args: { upColor: 'seagreen', downColor: 'crimson', ariaLabel: 'US convention chart' },
};

export const DarkTheme: Story = {
  decorators: [(S) => <div className={darkTheme}>{S()}</div>],
  args: { ariaLabel: 'ダークテーマ 日足' },
};

export const MurasakiBrand: Story = {
  decorators: [(S) => <div className={murasakiTheme}>{S()}</div>],
  args: { ariaLabel: 'むらさき 日足' },
};

const periods = chartPeriods.filter((p): p is Exclude<ChartPeriod, 'timeShare'> => p !== 'timeShare');
const fixtures = Object.fromEntries(periods.map((p) => [p, makeKLineFixture(p, 200, 3)]));

/** Every K-line period of the spec, each with its own axis labels. */
export const AllPeriods: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {periods.map((p) => (
        <KLineChart
          key={p}
          {...args}
          bars={fixtures[p]!.bars}
          ma={fixtures[p]!.ma}
          lower={undefined}
          period={p}
          height={200}
          ariaLabel={`${p} chart`}
        />
      ))}
    </div>
  ),
};
