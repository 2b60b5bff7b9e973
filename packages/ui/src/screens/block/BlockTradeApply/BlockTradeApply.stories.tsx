import type { Meta, StoryObj } from '@storybook/react-vite';
import type { components } from '@tsumiki/sdk';
import { selectBlockTradeApply } from '@tsumiki/sdk';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { storyIssueText, storyLabels, storyLanguage } from '../../ipo/parts/storyI18n';
import { blockTrade } from '../blockFixtures';
import { BlockTradeApply, type BlockTradeApplyProps } from './BlockTradeApply';

type Lang = ReturnType<typeof storyLanguage>;

function Demo({
  trade,
  available,
  language,
  ...props
}: BlockTradeApplyProps & { trade: components['schemas']['BlockTrade']; available: string; language: Lang }) {
  const [lots, setLots] = useState(trade.minLots);
  const [password, setPassword] = useState(props.fundsPassword);
  return (
    <BlockTradeApply
      {...props}
      labels={storyLabels('block', language)}
      issueText={storyIssueText(language)}
      {...(props.status === 'ready'
        ? { view: selectBlockTradeApply(trade, { language, lots, available }) }
        : {})}
      onLotsChange={(n) => setLots(String(n))}
      fundsPassword={password}
      onFundsPasswordChange={setPassword}
    />
  );
}

const meta = {
  title: 'Screens/Block/BlockTradeApply',
  component: BlockTradeApply,
  parameters: { bleed: true },
  args: {
    status: 'ready',
    labels: storyLabels('block', 'ja'),
    issueText: storyIssueText('ja'),
    onLotsChange: fn(),
    fundsPassword: '',
    onFundsPasswordChange: fn(),
    onApply: fn(),
  },
  render: (args, { globals, parameters }) => (
    <Demo
      {...args}
      trade={(parameters.trade as components['schemas']['BlockTrade'] | undefined) ?? blockTrade()}
      available={(parameters.available as string | undefined) ?? '2000000'}
      language={storyLanguage(globals)}
    />
  ),
} satisfies Meta<typeof BlockTradeApply>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = {
  play: async ({ userEvent, args }) => {
    await expect(await screen.findByText('￥270,000.00')).toBeVisible();
    await userEvent.type(screen.getByLabelText('取引パスワード'), '135790');
    await userEvent.click(screen.getByRole('button', { name: '申し込む' }));
    await userEvent.click(await screen.findByRole('button', { name: '確定' }));
    await waitFor(() => expect(args.onApply).toHaveBeenCalledOnce());
  },
};
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
export const Closed: Story = { parameters: { trade: blockTrade({ status: 2 }) } };
export const InsufficientBalance: Story = { parameters: { available: '100000' } };
export const Applied: Story = { args: { doneText: '申込を受け付けました（審査中）' } };
export const Loading: Story = { args: { status: 'loading' } };
export const ErrorState: Story = { args: { status: 'error', errorText: 'ネットワークエラー' } };
