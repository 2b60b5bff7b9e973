import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { Icon } from '../Icon/Icon';
import { pickText } from '../private/storyLocale';
import type { TextFieldProps } from './TextField';
import { TextField } from './TextField';

const text = {
  ja: {
    account: '口座番号（携帯電話番号）',
    ph: '10桁の番号',
    err: '10桁の携帯電話番号を入力してください',
    invite: '招待コード',
    opt: '任意',
    name: '氏名',
  },
  'zh-CN': {
    account: '账号（手机号）',
    ph: '10位号码',
    err: '请输入10位手机号',
    invite: '邀请码',
    opt: '选填',
    name: '姓名',
  },
  en: {
    account: 'Account (mobile number)',
    ph: '10 digits',
    err: 'Enter a 10-digit mobile number',
    invite: 'Invite code',
    opt: 'Optional',
    name: 'Full name',
  },
};

function Controlled(props: Omit<TextFieldProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <TextField {...rest} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: text.ja.account, value: '', onChange: () => {} },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Typing: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(text.ja.account);
    await userEvent.type(input, '0901234567');
    await expect(input).toHaveValue('0901234567');
  },
};

export const Grid: Story = {
  render: (_args, { globals }) => {
    const t = pickText(globals, text);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <Controlled
          label={t.account}
          placeholder={t.ph}
          inputMode="tel"
          prefix={<Icon name="user" size={20} />}
        />
        <Controlled label={t.account} initial="090123" error={t.err} inputMode="tel" />
        <Controlled label={t.invite} hint={t.opt} />
        <Controlled label={t.name} initial="山田 太郎" disabled />
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
