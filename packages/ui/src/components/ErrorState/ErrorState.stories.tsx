import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { pickText } from '../private/storyLocale';
import { ErrorState } from './ErrorState';

const text = {
  ja: {
    title: '読み込めませんでした',
    body: '通信状態を確認して、もう一度お試しください。',
    retry: '再読み込み',
  },
  'zh-CN': { title: '加载失败', body: '请检查网络后重试。', retry: '重新加载' },
  en: { title: 'Could not load', body: 'Check your connection and try again.', retry: 'Try again' },
};

const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  args: { title: '読み込めませんでした', retryLabel: '再読み込み', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Retry: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '再読み込み' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Localised: Story = {
  render: (args, { globals }) => {
    const t = pickText(globals, text);
    return <ErrorState {...args} title={t.title} description={t.body} retryLabel={t.retry} />;
  },
};

export const NoRetry: Story = {
  args: { onRetry: undefined, description: '時間をおいて再度お試しください。' },
};

// The same story in the other themes and languages, so axe checks every theme (not only the default).
export const DarkChinese: Story = {
  ...Localised,
  play: undefined,
  globals: { theme: 'dark', locale: 'zh-CN', priceConvention: 'green-up' },
};

export const MurasakiEnglish: Story = {
  ...Localised,
  play: undefined,
  globals: { theme: 'murasaki', locale: 'en', priceConvention: 'red-up' },
};
