import type { Meta, StoryObj } from '@storybook/react-vite';
import { type Language, selectAccountHeader } from '@tsumiki/sdk';
import { fn } from 'storybook/test';
import { storyHeader, storySummary, storyUser } from '../storyData';
import { storyLabels } from '../storyLabels';
import { AccountScreen } from './AccountScreen';

const markets: Record<Language, string> = { ja: '日本株', 'zh-CN': '日股', en: 'Japan' };

const meta = {
  title: 'Screens/Account/AccountScreen',
  component: AccountScreen,
  args: {
    labels: storyLabels({}, 'account'),
    header: storyHeader,
    summary: storySummary('ja'),
    marketName: markets.ja,
    unread: 3,
    onCustomerService: fn(),
    onLogout: fn(),
  },
  render: (args, { globals, parameters }) => {
    const language = (globals.locale ?? 'ja') as Language;
    return (
      <AccountScreen
        {...args}
        labels={storyLabels(globals, 'account')}
        marketName={markets[language]}
        summary={storySummary(language, Boolean(parameters.loading))}
      />
    );
  },
} satisfies Meta<typeof AccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = { globals: { locale: 'ja' } };
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
export const Loading: Story = { parameters: { loading: true } };
export const NotVerified: Story = {
  args: {
    header: selectAccountHeader({ ...storyUser, verification: 0, fundsPasswordSet: false }, '0901234567'),
  },
};
export const NoCustomerService: Story = { args: { serviceUnavailable: true } };
export const TradingBarred: Story = {
  args: {
    header: selectAccountHeader({ ...storyUser, tradingBarred: true }, '0901234567'),
    serviceUrl: 'https://support.example.jp/chat',
  },
};
