import type { Meta, StoryObj } from '@storybook/react-vite';
import type { components } from '@tsumiki/sdk';
import { selectFollowBuy } from '@tsumiki/sdk';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { STORY_NOW } from '../../ipo/parts/ipoFixtures';
import { storyIssueText, storyLabels, storyLanguage } from '../../ipo/parts/storyI18n';
import { followProduct } from '../followFixtures';
import { FollowProductDetail, type FollowProductDetailProps } from './FollowProductDetail';

type Lang = ReturnType<typeof storyLanguage>;

function Demo({
  product,
  available,
  language,
  ...props
}: FollowProductDetailProps & {
  product: components['schemas']['FollowProduct'];
  available: string;
  language: Lang;
}) {
  const [amount, setAmount] = useState(props.amount);
  const [password, setPassword] = useState(props.fundsPassword);
  return (
    <FollowProductDetail
      {...props}
      labels={storyLabels('follow', language)}
      issueText={storyIssueText(language)}
      {...(props.status === 'ready'
        ? { view: selectFollowBuy(product, { language, now: STORY_NOW, amount, available }) }
        : {})}
      amount={amount}
      onAmountChange={setAmount}
      fundsPassword={password}
      onFundsPasswordChange={setPassword}
    />
  );
}

const meta = {
  title: 'Screens/Follow/FollowProductDetail',
  component: FollowProductDetail,
  parameters: { bleed: true },
  args: {
    status: 'ready',
    labels: storyLabels('follow', 'ja'),
    issueText: storyIssueText('ja'),
    currency: 'JPY',
    amount: '100000',
    onAmountChange: fn(),
    fundsPassword: '',
    onFundsPasswordChange: fn(),
    onBuy: fn(),
  },
  render: (args, { globals, parameters }) => (
    <Demo
      {...args}
      product={(parameters.product as components['schemas']['FollowProduct'] | undefined) ?? followProduct()}
      available={(parameters.available as string | undefined) ?? '800000'}
      language={storyLanguage(globals)}
    />
  ),
} satisfies Meta<typeof FollowProductDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = {
  play: async ({ userEvent, args }) => {
    await expect((await screen.findAllByText('2026/11/29'))[0]).toBeVisible();
    await userEvent.type(screen.getByLabelText('取引パスワード'), '135790');
    await userEvent.click(screen.getByRole('button', { name: '購入する' }));
    await userEvent.click(await screen.findByRole('button', { name: '確定' }));
    await waitFor(() => expect(args.onBuy).toHaveBeenCalledOnce());
  },
};
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
export const BelowMinimum: Story = { args: { amount: '50000' } };
export const PastTimeLimit: Story = {
  parameters: { product: followProduct({ timeLimit: '2026-11-21T15:00:00+09:00' }) },
};
export const InsufficientBalance: Story = { parameters: { available: '20000' } };
export const Bought: Story = { args: { doneText: '購入しました' } };
export const Loading: Story = { args: { status: 'loading' } };
export const ErrorState: Story = {
  args: { status: 'error', errorText: '商品が存在しないか、取り扱いを終了しました' },
};
