import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import { List, ListRow } from '../ListRow/ListRow';
import { MarketStatusPill } from '../MarketStatusPill/MarketStatusPill';
import { MoneyText } from '../MoneyText/MoneyText';
import { PriceChange } from '../PriceChange/PriceChange';
import { pickText } from '../private/storyLocale';
import { Tabs } from '../Tabs/Tabs';
import { UserPanel } from '../UserPanel/UserPanel';
import { userPanelStoryText } from '../UserPanel/userPanelStoryText';
import type { AppShellProps, AppTab } from './AppShell';
import { AppShell, appTabs } from './AppShell';

const text = {
  ja: {
    tabs: { home: 'ホーム', quotes: '相場', trade: '取引', records: '資金履歴', news: 'ニュース' },
    search: '銘柄コード・名称で検索',
    bell: 'メッセージ',
    unread: '未読 3 件',
    settings: '設定',
    menu: 'マイページを開く',
    nav: 'メインメニュー',
    open: '取引中',
    tse: '東証',
    popular: '人気銘柄',
    rank: 'ランキング',
    gainers: '値上がり率',
    losers: '値下がり率',
    stocks: ['トヨタ自動車', 'ソニーグループ', '三菱UFJ', '任天堂', 'ソフトバンクG', 'キーエンス'],
  },
  'zh-CN': {
    tabs: { home: '首页', quotes: '行情', trade: '交易', records: '资金记录', news: '资讯' },
    search: '搜索股票代码/名称',
    bell: '消息',
    unread: '3 条未读',
    settings: '设置',
    menu: '打开个人中心',
    nav: '主菜单',
    open: '交易中',
    tse: '东证',
    popular: '热门股票',
    rank: '排行榜',
    gainers: '涨幅榜',
    losers: '跌幅榜',
    stocks: ['丰田汽车', '索尼集团', '三菱日联', '任天堂', '软银集团', '基恩士'],
  },
  en: {
    tabs: { home: 'Home', quotes: 'Quotes', trade: 'Trade', records: 'Records', news: 'News' },
    search: 'Search code or name',
    bell: 'Messages',
    unread: '3 unread',
    settings: 'Settings',
    menu: 'Open my account',
    nav: 'Main menu',
    open: 'Open',
    tse: 'TSE',
    popular: 'Popular stocks',
    rank: 'Rankings',
    gainers: 'Top gainers',
    losers: 'Top losers',
    stocks: ['Toyota Motor', 'Sony Group', 'MUFG', 'Nintendo', 'SoftBank Group', 'Keyence'],
  },
};

const routes: Record<AppTab, string> = {
  home: '#/home/home',
  quotes: '#/home/index',
  trade: '#/position/index',
  records: '#/mine/transactionRecords',
  news: '#/news/index',
};

const quotes = [
  ['7203', '2,845.5', 'up', '1.82%'],
  ['6758', '3,120.0', 'down', '0.64%'],
  ['8306', '1,642.5', 'up', '2.15%'],
  ['7974', '8,911.0', 'flat', '0.00%'],
  ['9984', '9,450.0', 'down', '3.02%'],
  ['6861', '65,880', 'up', '0.47%'],
] as const;

function shellProps(t: (typeof text)['ja'], unread: number): Omit<AppShellProps, 'children'> {
  return {
    tabs: Object.fromEntries(
      appTabs.map((id) => [id, { label: t.tabs[id], href: routes[id] }]),
    ) as AppShellProps['tabs'],
    activeTab: 'home',
    search: { href: '#/quotes/search', placeholder: t.search },
    messages: { href: '#/mine/message', label: t.bell, unread, unreadText: t.unread },
    settings: { href: '#/mine/index', label: t.settings },
    navLabel: t.nav,
  };
}

function HomeScreen({ t }: { t: (typeof text)['ja'] }) {
  const list = (
    <List>
      {quotes.map(([code, price, dir, pct], i) => (
        <ListRow
          key={code}
          href={`#/quotes/info?code=${code}`}
          title={t.stocks[i]}
          description={`${code} · ${t.tse}`}
          chevron={false}
          trailing={
            <>
              <MoneyText value={price} />
              <PriceChange direction={dir} percent={pct} variant="pill" size="sm" />
            </>
          }
        />
      ))}
    </List>
  );
  return (
    <div style={{ display: 'grid', gap: 16, padding: 16 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <h1 style={{ margin: 0, fontSize: 20 }}>{t.popular}</h1>
        <MarketStatusPill status="open" market={t.tse} label={t.open} />
      </div>
      <Tabs
        label={t.rank}
        variant="pill"
        items={[
          { value: 'g', label: t.gainers, content: list },
          { value: 'l', label: t.losers, content: t.losers },
        ]}
      />
    </div>
  );
}

const meta = {
  title: 'Components/AppShell',
  component: AppShell,
  parameters: { bleed: true },
  args: shellProps(text.ja, 3),
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  render: (_args, { globals }) => {
    const t = pickText(globals, text);
    return (
      <AppShell {...shellProps(t, 3)}>
        <HomeScreen t={t} />
      </AppShell>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: text.ja.tabs.home })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: `${text.ja.bell} ${text.ja.unread}` })).toBeVisible();
  },
};

export const NoUnread: Story = {
  render: (_args, { globals }) => {
    const t = pickText(globals, text);
    return <AppShell {...shellProps(t, 0)} activeTab="news" />;
  },
};

function WithPanel({ t, p }: { t: (typeof text)['ja']; p: (typeof userPanelStoryText)['ja'] }) {
  const [open, setOpen] = useState(false);
  const assets = Object.fromEntries(
    Object.entries(p.assets).map(([k, label]) => [k, { label, value: '1,000,000' }]),
  ) as Parameters<typeof UserPanel>[0]['assets'];
  return (
    <AppShell {...shellProps(t, 120)} userPanel={{ label: t.menu, onOpen: () => setOpen(true) }}>
      <HomeScreen t={t} />
      <UserPanel
        open={open}
        onOpenChange={setOpen}
        account="090-1234-5678"
        labels={p.labels}
        hrefs={
          Object.fromEntries(Object.keys(p.labels).map((k) => [k, `#/${k}`])) as Parameters<
            typeof UserPanel
          >[0]['hrefs']
        }
        assets={assets}
        onLogout={() => setOpen(false)}
        closeLabel={p.close}
      />
    </AppShell>
  );
}

export const OpensUserPanel: Story = {
  render: (_args, { globals }) => (
    <WithPanel t={pickText(globals, text)} p={pickText(globals, userPanelStoryText)} />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: text.ja.menu }));
    const panel = await screen.findByRole('dialog', { name: '090-1234-5678' });
    await waitFor(() => expect(panel).toBeVisible());
  },
};

// The same story in the other themes and languages, so axe checks every theme (not only the default).
export const DarkChinese: Story = {
  ...Home,
  play: undefined,
  globals: { theme: 'dark', locale: 'zh-CN', priceConvention: 'green-up' },
};

export const MurasakiEnglish: Story = {
  ...Home,
  play: undefined,
  globals: { theme: 'murasaki', locale: 'en', priceConvention: 'red-up' },
};
