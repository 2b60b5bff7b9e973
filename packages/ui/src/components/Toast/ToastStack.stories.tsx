import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { toastTones } from './Toast';
import { ToastStack } from './ToastStack';

const meta = {
  title: 'Components/Toast/ToastStack',
  component: ToastStack,
  args: {
    // Long-lived so the stack stays on screen for review and axe.
    duration: 600_000,
    dismissLabel: '閉じる',
    label: '通知',
    onDismiss: fn(),
    entries: toastTones.map((tone, id) => ({
      id,
      tone,
      title: {
        info: 'コピーしました',
        success: '注文が約定しました',
        warning: '取引時間外です',
        danger: '残高が不足しています',
      }[tone],
      description: 'トヨタ自動車 100株',
      duration: 600_000,
      open: true,
    })),
  },
} satisfies Meta<typeof ToastStack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What `ToastProvider` loads with the first toast: one toast per tone, each with its close button. */
export const EveryTone: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    // Each toast slides in: visible once its entry animation has run.
    for (const entry of args.entries) await waitFor(() => expect(page.getByText(entry.title)).toBeVisible());
    const close = page.getAllByRole('button', { name: args.dismissLabel });
    await expect(close).toHaveLength(args.entries.length);
    close[0]?.click();
    await expect(args.onDismiss).toHaveBeenCalledWith(args.entries[0]?.id);
  },
};

export const English: Story = {
  args: {
    dismissLabel: 'Dismiss',
    label: 'Notifications',
    entries: [
      {
        id: 1,
        tone: 'danger',
        title: 'Insufficient balance',
        description: 'Toyota Motor, 100 shares',
        duration: 600_000,
        open: true,
      },
    ],
  },
  globals: { locale: 'en', theme: 'dark' },
};
