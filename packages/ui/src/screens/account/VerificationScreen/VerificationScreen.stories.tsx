import type { Meta, StoryObj } from '@storybook/react-vite';
import { type Language, selectVerificationView, translateRule, verificationErrors } from '@tsumiki/sdk';
import { expect, fn } from 'storybook/test';
import { storyI18n, storyLabels } from '../storyLabels';
import { VerificationScreen } from './VerificationScreen';

const meta = {
  title: 'Screens/Account/VerificationScreen',
  component: VerificationScreen,
  args: {
    labels: storyLabels({}, 'account'),
    view: selectVerificationView({ status: 0 }, 'ja'),
    values: { realName: '山田 太郎', idNumber: 'AB1234567', noticeAccepted: false },
    onChange: fn(),
    onFileChange: fn(),
    onSubmit: fn(),
  },
  render: (args, { globals, parameters }) => {
    const i18n = storyI18n(globals);
    const status = parameters.status as Parameters<typeof selectVerificationView>[0];
    const errors = parameters.validate
      ? verificationErrors({ ...args.values, front: null, back: null }, (c, p) => translateRule(i18n, c, p))
      : undefined;
    return (
      <VerificationScreen
        {...args}
        labels={storyLabels(globals, 'account')}
        {...(status === undefined
          ? {}
          : { view: selectVerificationView(status, (globals.locale ?? 'ja') as Language) })}
        {...(errors ? { errors } : {})}
      />
    );
  },
} satisfies Meta<typeof VerificationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = { globals: { locale: 'ja' } };
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
export const Invalid: Story = {
  args: { values: { realName: '', idNumber: '', noticeAccepted: false } },
  parameters: { validate: true },
};
export const Loading: Story = { args: { view: undefined } };
export const UnderReview: Story = {
  parameters: {
    status: {
      status: 1,
      realName: '山田 太郎',
      idNumber: '*****4567',
      submittedAt: '2026-11-20T10:02:00+09:00',
    },
  },
};
export const Verified: Story = {
  parameters: {
    status: {
      status: 2,
      realName: '山田 太郎',
      idNumber: '*****4567',
      submittedAt: '2026-11-18T09:12:00+09:00',
    },
  },
};
export const Failed: Story = {
  parameters: {
    status: { status: 3, reason: '書類の文字が読み取れません。明るい場所で撮影し直してください。' },
  },
};

/** The verification state did not load: an error with a retry, not a skeleton forever. */
export const LoadError: Story = {
  args: { view: undefined, loadError: 'Request failed with status code 503', onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('読み込めませんでした');
    await expect(canvas.getByRole('button', { name: '再試行' })).toBeVisible();
  },
};
