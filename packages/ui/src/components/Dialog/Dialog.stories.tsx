import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { pickText } from '../private/storyLocale';
import { Dialog, DialogClose } from './Dialog';

const text = {
  ja: {
    title: '資金パスワード未設定',
    body: '出金の前に資金パスワードを設定してください。',
    later: '後で',
    set: '設定する',
    open: '開く',
    close: '閉じる',
  },
  'zh-CN': {
    title: '未设置资金密码',
    body: '提现前请先设置资金密码。',
    later: '稍后',
    set: '去设置',
    open: '打开',
    close: '关闭',
  },
  en: {
    title: 'No funds password',
    body: 'Set a funds password before you withdraw.',
    later: 'Later',
    set: 'Set it now',
    open: 'Open',
    close: 'Close',
  },
};

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: { title: text.ja.title, description: text.ja.body, closeLabel: text.ja.close, onOpenChange: fn() },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  render: (args, { globals }) => {
    const t = pickText(globals, text);
    return (
      <Dialog
        {...args}
        defaultOpen
        title={t.title}
        description={t.body}
        closeLabel={t.close}
        actions={
          <>
            <DialogClose asChild>
              <Button variant="secondary">{t.later}</Button>
            </DialogClose>
            <Button href="#/mine/fundPassword">{t.set}</Button>
          </>
        }
      />
    );
  },
};

export const WithTrigger: Story = {
  args: { trigger: <Button>開く</Button> },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '開く' }));
    const dialog = await screen.findByRole('dialog', { name: args.title });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: '閉じる' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
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
