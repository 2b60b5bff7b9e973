import type { Meta, StoryObj } from '@storybook/react-vite';
import { type BuiltInLanguage, selectAccountHeader } from '@tsumiki/sdk';
import { expect, fn } from 'storybook/test';
import { storyHeader, storySummary, storyUser } from '../storyData';
import { storyLabels } from '../storyLabels';
import { AccountScreen } from './AccountScreen';

const markets: Record<BuiltInLanguage, string> = { ja: '日本株', 'zh-CN': '日股', en: 'Japan' };

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
    priceColors: { value: 'auto', onChange: fn() },
    motion: { value: 'auto', onChange: fn() },
    livePrices: { value: 'live', onChange: fn() },
  },
  render: (args, { globals, parameters }) => {
    const language = (globals.locale ?? 'ja') as BuiltInLanguage;
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

export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    // The ring and its legend: available funds, positions and other frozen funds with their shares.
    await expect(canvas.getByRole('img', { name: '資産の内訳' })).toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: '資産の内訳' })).toHaveTextContent('%');
    await expect(canvas.getByRole('radio', { name: '市場別' })).toHaveAttribute('aria-checked', 'true');
  },
};
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
/** A customer who wants rises in green everywhere, in the dark theme. */
export const GreenUpChosenDark: Story = {
  globals: { theme: 'dark', locale: 'en' },
  args: { priceColors: { value: 'green-up', onChange: fn() } },
};
/** A screen-reader user who froze prices and turned motion down. */
export const ReducedMotionFrozenPrices: Story = {
  globals: { locale: 'en' },
  args: {
    motion: { value: 'reduce', onChange: fn() },
    livePrices: { value: 'frozen', onChange: fn() },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Reduce' })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('radio', { name: 'Frozen' })).toHaveAttribute('aria-checked', 'true');
  },
};
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

/** The asset summary's reads failed: the card says so with a retry instead of zeros; no verification badge. */
export const SummaryError: Story = {
  args: { summaryError: 'Request failed with status code 503', onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('読み込めませんでした');
    await expect(canvas.getByRole('button', { name: '再試行' })).toBeVisible();
    await expect(canvas.queryByText('¥0.00')).toBeNull();
  },
};
