import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { pickText } from '../private/storyLocale';
import type { PasswordFieldProps } from './PasswordField';
import { PasswordField } from './PasswordField';

const text = {
  ja: {
    pw: 'ログインパスワード',
    again: 'パスワード（確認）',
    err: 'パスワードが一致しません',
    show: 'パスワードを表示',
    hint: '6〜16文字の英数字',
  },
  'zh-CN': {
    pw: '登录密码',
    again: '确认密码',
    err: '两次输入的密码不一致',
    show: '显示密码',
    hint: '6-16位字母或数字',
  },
  en: {
    pw: 'Login password',
    again: 'Repeat password',
    err: 'Passwords do not match',
    show: 'Show password',
    hint: '6-16 letters or digits',
  },
};

function Controlled(props: Omit<PasswordFieldProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <PasswordField {...rest} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { label: text.ja.pw, revealLabel: text.ja.show, value: '', onChange: () => {} },
  render: (args) => <Controlled {...args} initial="secret12" />,
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reveal: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(text.ja.pw);
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: text.ja.show }));
    await expect(input).toHaveAttribute('type', 'text');
  },
};

export const Grid: Story = {
  render: (_args, { globals }) => {
    const t = pickText(globals, text);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <Controlled label={t.pw} revealLabel={t.show} hint={t.hint} autoComplete="new-password" />
        <Controlled
          label={t.again}
          revealLabel={t.show}
          initial="secret1"
          error={t.err}
          autoComplete="new-password"
        />
      </div>
    );
  },
};

// The same story in the other themes and languages, so axe checks every theme (not only the default).
export const DarkChinese: Story = {
  ...Grid,
  play: undefined,
  globals: { theme: 'dark', locale: 'zh-CN', priceConvention: 'green-up' },
};

export const MurasakiEnglish: Story = {
  ...Grid,
  play: undefined,
  globals: { theme: 'murasaki', locale: 'en', priceConvention: 'red-up' },
};
