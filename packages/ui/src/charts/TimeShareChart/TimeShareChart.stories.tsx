import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { darkTheme } from '../../theme/themes/dark.css';
import { storyLabels } from '../fixtures/formatters';
import { randomTimeShare } from '../fixtures/randomWalk';
import { marketSessions } from '../geometry/sessionLayout';
import { TimeShareChart } from './TimeShareChart';

const DAY = Date.UTC(2025, 2, 14);
const clock = (locale: string, timeZone: string) => {
  const f = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' });
  return (t: number) => f.format(t);
};

const meta = {
  title: 'Charts/TimeShareChart',
  component: TimeShareChart,
  args: {
    points: randomTimeShare(DAY, 9, marketSessions.tse, 3, 2500),
    prevClose: 2500,
    sessions: marketSessions.tse,
    timeZone: 'Asia/Tokyo',
    formatTime: clock('ja-JP', 'Asia/Tokyo'),
    labels: storyLabels.ja,
    ariaLabel: 'トヨタ自動車 当日チャート',
  },
} satisfies Meta<typeof TimeShareChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TokyoFullDay: Story = {
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'トヨタ自動車 当日チャート' });
    const status = canvas.getByRole('status');
    const before = status.textContent;
    img.focus();
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(status.textContent).not.toBe(before));
  },
};

/** Shanghai at 10:45: the x-axis still spans the whole day, lunch (11:30/13:00) as one mark. */
export const ShanghaiMorningChinese: Story = {
  args: {
    points: randomTimeShare(DAY, 8, marketSessions.cn, 9, 12.5, 75),
    prevClose: 12.5,
    sessions: marketSessions.cn,
    timeZone: 'Asia/Shanghai',
    formatTime: clock('zh-CN', 'Asia/Shanghai'),
    labels: storyLabels.zh,
    ariaLabel: '贵州茅台 分时图',
  },
};

export const NewYorkEnglish: Story = {
  args: {
    points: randomTimeShare(DAY, -4, marketSessions.us, 5, 180),
    prevClose: 180,
    sessions: marketSessions.us,
    timeZone: 'America/New_York',
    formatTime: clock('en-US', 'America/New_York'),
    labels: storyLabels.en,
    ariaLabel: 'Apple intraday chart',
  },
  // US convention from the provider (the toolbar), as the app sets it for a US stock.
  globals: { locale: 'en', priceConvention: 'green-up' },
};

export const MurasakiBrand: Story = {
  globals: { theme: 'murasaki' },
  args: { ariaLabel: 'むらさき 当日チャート' },
};

export const DarkTheme: Story = {
  decorators: [(S) => <div className={darkTheme}>{S()}</div>],
  args: { ariaLabel: 'ダークテーマ 当日チャート' },
};
