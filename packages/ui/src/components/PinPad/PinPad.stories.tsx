import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { pickText } from '../private/storyLocale';
import type { PinPadProps } from './PinPad';
import { PinPad } from './PinPad';

const text = {
  ja: { label: '資金パスワードを入力', del: '1文字削除', err: '資金パスワードが正しくありません' },
  'zh-CN': { label: '请输入资金密码', del: '删除', err: '资金密码错误' },
  en: { label: 'Enter your funds password', del: 'Delete', err: 'Wrong funds password' },
};

function Controlled(props: Omit<PinPadProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <PinPad {...rest} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/PinPad',
  component: PinPad,
  args: { label: text.ja.label, deleteLabel: text.ja.del, value: '', onChange: () => {}, onComplete: fn() },
  render: (args, { globals }) => {
    const t = pickText(globals, text);
    return <Controlled {...args} label={t.label} deleteLabel={t.del} />;
  },
} satisfies Meta<typeof PinPad>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Entering: Story = {
  play: async ({ canvas, userEvent, args }) => {
    for (const d of ['1', '2', '3', '4', '5', '6'])
      await userEvent.click(canvas.getByRole('button', { name: d }));
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

export const Partial: Story = {
  render: (args, { globals }) => {
    const t = pickText(globals, text);
    return <Controlled {...args} label={t.label} deleteLabel={t.del} initial="123" />;
  },
};

export const WithError: Story = {
  render: (args, { globals }) => {
    const t = pickText(globals, text);
    return <Controlled {...args} label={t.label} deleteLabel={t.del} initial="123456" error={t.err} />;
  },
};

// The same story in the other themes and languages, so axe checks every theme (not only the default).
export const DarkChinese: Story = {
  ...WithError,
  play: undefined,
  globals: { theme: 'dark', locale: 'zh-CN', priceConvention: 'green-up' },
};

export const MurasakiEnglish: Story = {
  ...WithError,
  play: undefined,
  globals: { theme: 'murasaki', locale: 'en', priceConvention: 'red-up' },
};
