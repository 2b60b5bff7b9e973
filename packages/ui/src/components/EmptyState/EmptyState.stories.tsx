import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { pickText } from '../private/storyLocale';
import { EmptyState } from './EmptyState';

const text = {
  ja: {
    title: '保有銘柄はありません',
    body: '気になる銘柄を探して、最初の取引を始めましょう。',
    cta: '銘柄を探す',
  },
  'zh-CN': { title: '暂无持仓', body: '去看看感兴趣的股票，开始第一笔交易吧。', cta: '查找股票' },
  en: {
    title: 'No positions yet',
    body: 'Find a stock you like and place your first trade.',
    cta: 'Find stocks',
  },
};

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { title: '保有銘柄はありません' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};

export const WithAction: Story = {
  render: (_args, { globals }) => {
    const t = pickText(globals, text);
    return (
      <EmptyState
        icon="positions"
        title={t.title}
        description={t.body}
        action={<Button href="#/quotes/search">{t.cta}</Button>}
      />
    );
  },
};

// The same story in the other themes and languages, so axe checks every theme (not only the default).
export const DarkChinese: Story = {
  ...WithAction,
  play: undefined,
  globals: { theme: 'dark', locale: 'zh-CN', priceConvention: 'green-up' },
};

export const MurasakiEnglish: Story = {
  ...WithAction,
  play: undefined,
  globals: { theme: 'murasaki', locale: 'en', priceConvention: 'red-up' },
};
