import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { pickText } from '../private/storyLocale';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import type { UserPanelProps } from './UserPanel';
import { UserPanel } from './UserPanel';
import type { AssetSummaryKey, UserPanelLinkEntry } from './userPanelEntries';
import { userPanelStoryText } from './userPanelStoryText';

const hrefs: Record<UserPanelLinkEntry, string> = {
  verification: '#/mine/verified',
  messages: '#/mine/message',
  customerService: '#/mine/service',
  deposit: '#/mine/deposit',
  withdraw: '#/mine/withdraw',
  loan: '#/mine/loan',
  fundRecords: '#/mine/transactionRecords',
  positions: '#/position/index',
  bankCards: '#/mine/bank',
  loginPassword: '#/mine/loginPassword',
  tradePassword: '#/mine/fundPassword',
  language: '#/mine/language',
  about: '#/mine/about',
  privacy: '#/mine/privacy',
};

const values: Record<AssetSummaryKey, string> = {
  totalAssets: '12,845,230',
  marketValue: '8,120,000',
  availableFunds: '4,512,730',
  frozenFunds: '212,500',
  totalDebt: '1,000,000',
  unrealisedPnl: '325,400',
};

function props(globals: { locale?: unknown }): Omit<UserPanelProps, 'onLogout'> {
  const t = pickText(globals, userPanelStoryText);
  const assets = Object.fromEntries(
    Object.entries(values).map(([k, value]) => [
      k,
      {
        label: t.assets[k as AssetSummaryKey],
        value,
        direction: k === 'unrealisedPnl' ? ('up' as const) : undefined,
      },
    ]),
  ) as UserPanelProps['assets'];
  return {
    account: '090-1234-5678',
    status: <StatusBadge state="verification.verified" label={t.verified} />,
    labels: t.labels,
    hrefs,
    assets,
    closeLabel: t.close,
    trailing: { messages: <StatusBadge tone="danger" label="3" />, language: '日本語' },
  };
}

const meta = {
  title: 'Components/UserPanel',
  component: UserPanel,
  parameters: { bleed: true },
  args: { ...props({}), onLogout: fn() },
  render: (args, { globals }) => <UserPanel {...args} {...props(globals)} open />,
} satisfies Meta<typeof UserPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ userEvent, args }) => {
    const panel = await screen.findByRole('dialog', { name: '090-1234-5678' });
    await waitFor(() => expect(panel).toBeVisible());
    await expect(screen.getByRole('link', { name: '銀行カード管理' })).toHaveAttribute('href', '#/mine/bank');
    await userEvent.click(screen.getByRole('button', { name: 'ログアウト' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

// The same story in the other themes and languages, so axe checks every theme (not only the default).
export const DarkChinese: Story = {
  ...Open,
  play: undefined,
  globals: { theme: 'dark', locale: 'zh-CN', priceConvention: 'green-up' },
};

export const MurasakiEnglish: Story = {
  ...Open,
  play: undefined,
  globals: { theme: 'murasaki', locale: 'en', priceConvention: 'red-up' },
};
