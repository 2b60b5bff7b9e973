import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { darkTheme } from '../../theme/themes/dark.css';
import { murasakiTheme } from '../../theme/themes/murasaki.css';
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
    // The canvas comes once the chart has measured its box and resolved its theme's colours (effects after the
    // first render): wait for it, as a busy machine may take longer than the first render.
    const img = await canvas.findByRole('img', { name: 'トヨタ自動車 日足チャート' }, { timeout: 5_000 });
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

/** A brand's own colours: the readout above the plot writes the change in them, so they keep 4.5:1 on the card. */
export const GreenUpConvention: Story = {
  args: { upColor: '#1f7a4a', downColor: 'crimson', ariaLabel: 'US convention chart' },
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

const indicatorOptions = {
  ja: { label: '指標', names: { macd: 'MACD', rsi: 'RSI', boll: 'ボリンジャー' } },
  en: { label: 'Indicator', names: { macd: 'MACD', rsi: 'RSI', boll: 'BOLL' } },
  zh: { label: '指标', names: { macd: 'MACD', rsi: 'RSI', boll: '布林带' } },
} as const;
const switchFor = (lang: keyof typeof indicatorOptions) => ({
  label: indicatorOptions[lang].label,
  options: (['macd', 'rsi', 'boll'] as const).map((value) => ({
    value,
    label: indicatorOptions[lang].names[value],
  })),
  macd: day.macd as Extract<typeof day.macd, { kind: 'macd' }>,
  rsi: day.rsi as Extract<typeof day.rsi, { kind: 'rsi' }>,
  boll: day.boll,
});

/** The built-in switch: MACD or RSI in the lower pane, BOLL on the main pane; the tooltip follows. */
export const IndicatorSwitchJapanese: Story = {
  args: { lower: undefined, indicators: switchFor('ja'), ariaLabel: '指標切替つき 日足' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status.textContent).toContain('DIF'));
    await userEvent.click(canvas.getByRole('radio', { name: 'RSI' }));
    await waitFor(() => expect(status.textContent).toContain('RSI6'));
    await userEvent.click(canvas.getByRole('radio', { name: 'ボリンジャー' }));
    await waitFor(() => expect(status.textContent).not.toContain('RSI6'));
    for (const band of ['BOLL上限', 'BOLL中心', 'BOLL下限']) await expect(status.textContent).toContain(band);
    await expect(canvas.getByRole('radio', { name: 'ボリンジャー' })).toHaveAttribute('aria-checked', 'true');
  },
};

export const IndicatorSwitchEnglishRsi: Story = {
  args: {
    lower: undefined,
    indicators: { ...switchFor('en'), defaultValue: 'rsi' },
    labels: storyLabels.en,
    formatTime: makeFormatTime('en-US', 'Asia/Tokyo'),
    ariaLabel: 'Daily chart with indicator switch',
  },
};

export const IndicatorSwitchChineseDark: Story = {
  decorators: [(S) => <div className={darkTheme}>{S()}</div>],
  args: {
    lower: undefined,
    indicators: { ...switchFor('zh'), defaultValue: 'boll' },
    labels: storyLabels.zh,
    formatTime: makeFormatTime('zh-CN', 'Asia/Tokyo'),
    ariaLabel: '带指标切换的日K线',
  },
};
