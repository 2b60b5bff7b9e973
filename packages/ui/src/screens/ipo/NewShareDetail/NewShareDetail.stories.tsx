import type { Meta, StoryObj } from '@storybook/react-vite';
import type { components } from '@tsumiki/sdk';
import { selectNewShareDetail } from '@tsumiki/sdk';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { newStock, STORY_NOW } from '../parts/ipoFixtures';
import { storyIssueText, storyLabels, storyLanguage } from '../parts/storyI18n';
import { NewShareDetail, type NewShareDetailProps } from './NewShareDetail';

type Lang = ReturnType<typeof storyLanguage>;

function Demo({
  stock,
  language,
  ...props
}: NewShareDetailProps & { stock: components['schemas']['NewStock']; language: Lang }) {
  const [quantity, setQuantity] = useState(stock.minQuantity);
  const [payNow, setPayNow] = useState(false);
  return (
    <NewShareDetail
      {...props}
      labels={storyLabels('ipo', language)}
      issueText={storyIssueText(language)}
      view={
        props.status === 'ready'
          ? selectNewShareDetail(stock, { language, now: STORY_NOW, quantity })
          : undefined
      }
      onQuantityChange={(n) => setQuantity(String(n))}
      payNow={payNow}
      onPayNowChange={setPayNow}
    />
  );
}

const meta = {
  title: 'Screens/IPO/NewShareDetail',
  component: NewShareDetail,
  parameters: { bleed: true },
  args: {
    status: 'ready',
    labels: storyLabels('ipo', 'ja'),
    issueText: storyIssueText('ja'),
    onQuantityChange: fn(),
    payNow: false,
    onPayNowChange: fn(),
    onSubscribe: fn(),
  },
  render: (args, { globals, parameters }) => (
    <Demo
      {...args}
      stock={(parameters.stock as components['schemas']['NewStock'] | undefined) ?? newStock()}
      language={storyLanguage(globals)}
    />
  ),
} satisfies Meta<typeof NewShareDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = {
  play: async ({ userEvent, args }) => {
    await expect(await screen.findByText('主幹事証券')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '増やす' }));
    await expect(screen.getByText('￥39,390.00', { exact: false })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '申し込む' }));
    await userEvent.click(await screen.findByRole('button', { name: '確定' }));
    await waitFor(() => expect(args.onSubscribe).toHaveBeenCalledOnce());
  },
};
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
export const AlreadySubscribed: Story = { parameters: { stock: newStock({ subscribed: true }) } };
export const Closed: Story = {
  parameters: {
    stock: newStock({ subscriptionDeadline: '2026-11-21T15:00:00+09:00', winningRate: undefined }),
  },
};
export const Upcoming: Story = {
  parameters: { stock: newStock({ subscriptionStart: '2026-11-24T09:00:00+09:00', leadBroker: undefined }) },
};
export const Subscribed: Story = { args: { doneText: '申込を受け付けました' } };
export const Loading: Story = { args: { status: 'loading' } };
export const ErrorState: Story = {
  args: { status: 'error', errorText: '商品が存在しないか、取り扱いを終了しました' },
};
