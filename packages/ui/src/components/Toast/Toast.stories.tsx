import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { pickText } from '../private/storyLocale';
import type { ToastTone } from './Toast';
import { ToastProvider, toastTones, useToast } from './Toast';

const text = {
  ja: {
    show: '通知を表示',
    dismiss: '閉じる',
    label: '通知',
    info: 'コピーしました',
    success: '注文が約定しました',
    warning: '取引時間外です',
    danger: '残高が不足しています',
    detail: 'トヨタ自動車 100株',
  },
  'zh-CN': {
    show: '显示通知',
    dismiss: '关闭',
    label: '通知',
    info: '已复制',
    success: '订单已成交',
    warning: '非交易时间',
    danger: '余额不足',
    detail: '丰田汽车 100股',
  },
  en: {
    show: 'Show toast',
    dismiss: 'Dismiss',
    label: 'Notifications',
    info: 'Copied',
    success: 'Order filled',
    warning: 'Market is closed',
    danger: 'Insufficient balance',
    detail: 'Toyota Motor, 100 shares',
  },
};

function Demo({ tones, t, auto }: { tones: readonly ToastTone[]; t: (typeof text)['ja']; auto: boolean }) {
  const { toast } = useToast();
  useEffect(() => {
    // Long-lived so the stacked state stays on screen for review and axe.
    if (auto)
      for (const tone of tones) toast({ tone, title: t[tone], description: t.detail, duration: 600_000 });
  }, [auto, tones, t, toast]);
  return <Button onClick={() => toast({ title: t.success })}>{t.show}</Button>;
}

const meta = {
  title: 'Components/Toast',
  component: ToastProvider,
  args: { dismissLabel: text.ja.dismiss, label: text.ja.label },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stacked: Story = {
  render: (args, { globals }) => {
    const t = pickText(globals, text);
    return (
      <ToastProvider {...args} dismissLabel={t.dismiss} label={t.label}>
        <Demo tones={toastTones} t={t} auto />
      </ToastProvider>
    );
  },
};

export const Imperative: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Demo tones={[]} t={text.ja} auto={false} />
    </ToastProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: text.ja.show }));
    const title = await screen.findByText(text.ja.success, { selector: 'div' });
    await waitFor(() => expect(title).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: text.ja.dismiss }));
  },
};

// The same story in the other themes and languages, so axe checks every theme (not only the default).
export const DarkChinese: Story = {
  ...Stacked,
  play: undefined,
  globals: { theme: 'dark', locale: 'zh-CN', priceConvention: 'green-up' },
};

export const MurasakiEnglish: Story = {
  ...Stacked,
  play: undefined,
  globals: { theme: 'murasaki', locale: 'en', priceConvention: 'red-up' },
};
