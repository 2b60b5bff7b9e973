import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { pickText } from '../private/storyLocale';
import { Link } from '../TsumikiProvider/TsumikiProvider';
import { Checkbox } from './Checkbox';

const text = {
  ja: {
    pre: '',
    terms: '利用規約',
    post: 'に同意します',
    err: '利用規約に同意してください',
    remember: 'パスワードを保存する',
    privacy: '個人情報の取扱いに同意します',
  },
  'zh-CN': {
    pre: '我已阅读并同意',
    terms: '用户协议',
    post: '',
    err: '请先同意用户协议',
    remember: '记住密码',
    privacy: '我同意个人信息处理说明',
  },
  en: {
    pre: 'I agree to the ',
    terms: 'Terms of use',
    post: '',
    err: 'Please accept the terms',
    remember: 'Remember password',
    privacy: 'I accept the privacy notice',
  },
};

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: text.ja.remember, onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Toggle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: text.ja.remember }));
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const Grid: Story = {
  render: (_args, { globals }) => {
    const t = pickText(globals, text);
    const terms = (
      <>
        {t.pre}
        <Link href="#/mine/protocol">{t.terms}</Link>
        {t.post}
      </>
    );
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <Checkbox label={terms} />
        <Checkbox label={terms} error={t.err} />
        <Checkbox label={t.remember} defaultChecked />
        <Checkbox label={t.privacy} disabled />
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
