import type { Meta, StoryObj } from '@storybook/react-vite';
import { pickText } from '../private/storyLocale';
import { MarketStatusPill, marketStatuses } from './MarketStatusPill';

const text = {
  ja: {
    open: '取引中',
    lunchBreak: '昼休み',
    closed: '取引終了',
    holiday: '休場日',
    tse: '東証',
    us: '米国',
    cn: '上海',
  },
  'zh-CN': {
    open: '交易中',
    lunchBreak: '午休',
    closed: '已收盘',
    holiday: '休市',
    tse: '东京',
    us: '美股',
    cn: '上证',
  },
  en: {
    open: 'Open',
    lunchBreak: 'Lunch break',
    closed: 'Closed',
    holiday: 'Holiday',
    tse: 'TSE',
    us: 'US',
    cn: 'SSE',
  },
};

const meta = {
  title: 'Components/MarketStatusPill',
  component: MarketStatusPill,
  args: { status: 'open', label: '取引中' },
  argTypes: { status: { control: 'inline-radio', options: marketStatuses } },
} satisfies Meta<typeof MarketStatusPill>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Grid: Story = {
  render: (_args, { globals }) => {
    const t = pickText(globals, text);
    return (
      <div style={{ display: 'grid', gap: 10, justifyItems: 'start' }}>
        {marketStatuses.map((status) => (
          <MarketStatusPill key={status} status={status} label={t[status]} />
        ))}
        <MarketStatusPill status="open" market={t.us} label={t.open} />
        <MarketStatusPill status="lunchBreak" market={t.tse} label={t.lunchBreak} />
        <MarketStatusPill status="holiday" market={t.cn} label={t.holiday} />
      </div>
    );
  },
};

// The same story in the other themes and languages, so axe checks every theme (not only the default).
export const DarkChinese: Story = {
  ...Grid,
  play: undefined,
  globals: { theme: 'dark', locale: 'zh-CN', priceConvention: 'green-up' },
};

export const MurasakiEnglish: Story = {
  ...Grid,
  play: undefined,
  globals: { theme: 'murasaki', locale: 'en', priceConvention: 'red-up' },
};
