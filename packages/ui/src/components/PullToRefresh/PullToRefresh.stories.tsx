import type { Meta, StoryObj } from '@storybook/react-vite';
import { List, ListRow } from '../ListRow/ListRow';
import { pickText } from '../private/storyLocale';
import { PullToRefresh } from './PullToRefresh';

const text = {
  ja: { labels: { pulling: '引っ張って更新', ready: '離して更新', refreshing: '更新中…' }, row: 'ニュース' },
  'zh-CN': { labels: { pulling: '下拉刷新', ready: '释放刷新', refreshing: '刷新中…' }, row: '资讯' },
  en: {
    labels: { pulling: 'Pull to refresh', ready: 'Release to refresh', refreshing: 'Refreshing…' },
    row: 'News',
  },
};

const meta = {
  title: 'Components/PullToRefresh',
  component: PullToRefresh,
  args: { labels: text.ja.labels, onRefresh: () => new Promise((r) => setTimeout(r, 1200)) },
  render: (args, { globals }) => {
    const t = pickText(globals, text);
    return (
      <div style={{ height: 600 }}>
        <PullToRefresh {...args} labels={t.labels}>
          <List>
            {[1, 2, 3, 4, 5, 6].map((n) => (
              <ListRow
                key={n}
                title={`${t.row} ${n}`}
                description="2026-11-22 09:00"
                href={`#/news/info?id=${n}`}
              />
            ))}
          </List>
        </PullToRefresh>
      </div>
    );
  },
} satisfies Meta<typeof PullToRefresh>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Refreshing: Story = { args: { refreshing: true } };

// The same story in the other themes and languages, so axe checks every theme (not only the default).
export const DarkChinese: Story = {
  ...Refreshing,
  play: undefined,
  globals: { theme: 'dark', locale: 'zh-CN', priceConvention: 'green-up' },
};

export const MurasakiEnglish: Story = {
  ...Refreshing,
  play: undefined,
  globals: { theme: 'murasaki', locale: 'en', priceConvention: 'red-up' },
};
