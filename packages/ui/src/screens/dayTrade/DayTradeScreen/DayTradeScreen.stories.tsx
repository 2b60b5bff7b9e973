import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectDayTradeApply, selectDayTradeOrders, selectDayTradeProgrammes } from '@tsumiki/sdk';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { storyIssueText, storyLabels, storyLanguage } from '../../ipo/parts/storyI18n';
import { dayTradeOrders, dayTradeProgrammes } from '../dayTradeFixtures';
import { DayTradeScreen, type DayTradeScreenProps } from './DayTradeScreen';

type Lang = ReturnType<typeof storyLanguage>;

function Demo({
  language,
  available,
  ...props
}: DayTradeScreenProps & { language: Lang; available: string }) {
  const [selected, setSelected] = useState<string | null>(props.apply?.programme.id ?? null);
  const [amount, setAmount] = useState(props.amount);
  const [password, setPassword] = useState(props.fundsPassword);
  const programme = dayTradeProgrammes.find((p) => p.id === selected);
  const ready = props.status === 'ready';
  return (
    <DayTradeScreen
      {...props}
      labels={storyLabels('dayTrade', language)}
      issueText={storyIssueText(language)}
      {...(ready && !props.programmes
        ? { programmes: selectDayTradeProgrammes(dayTradeProgrammes, language) }
        : {})}
      {...(ready && !props.orders ? { orders: selectDayTradeOrders(dayTradeOrders, language) } : {})}
      {...(programme ? { apply: selectDayTradeApply(programme, { language, amount, available }) } : {})}
      onSelect={setSelected}
      amount={amount}
      onAmountChange={setAmount}
      fundsPassword={password}
      onFundsPasswordChange={setPassword}
    />
  );
}

const meta = {
  title: 'Screens/DayTrade/DayTradeScreen',
  component: DayTradeScreen,
  parameters: { bleed: true },
  args: {
    status: 'ready',
    labels: storyLabels('dayTrade', 'ja'),
    issueText: storyIssueText('ja'),
    onSelect: fn(),
    currency: 'JPY',
    amount: '200000',
    onAmountChange: fn(),
    fundsPassword: '',
    onFundsPasswordChange: fn(),
    onApply: fn(),
  },
  render: (args, { globals, parameters }) => (
    <Demo
      {...args}
      language={storyLanguage(globals)}
      available={(parameters.available as string | undefined) ?? '1500000'}
    />
  ),
} satisfies Meta<typeof DayTradeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = {
  play: async ({ userEvent, args }) => {
    await userEvent.click(await screen.findByRole('button', { name: '日計りプラン Aに申し込む' }));
    await userEvent.type(screen.getByLabelText('取引パスワード'), '135790');
    await userEvent.click(screen.getByRole('button', { name: '申込を送信' }));
    await userEvent.click(await screen.findByRole('button', { name: '確定' }));
    await waitFor(() => expect(args.onApply).toHaveBeenCalledOnce());
  },
};
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
export const MyApplications: Story = {
  args: { tab: 'applications' },
  play: async () => {
    for (const state of ['申込済（審査中）', '承認済', '取引中', '失敗'])
      await expect(await screen.findByText(state)).toBeVisible();
  },
};
export const BelowMinimum: Story = {
  args: { amount: '5000' },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: '日計りプラン Aに申し込む' }));
    await expect(await screen.findByText(/以上で入力してください/)).toBeVisible();
  },
};
export const Loading: Story = { args: { status: 'loading' } };
export const Empty: Story = { args: { programmes: [], orders: { orders: [], totalProfit: null } } };
export const ErrorState: Story = { args: { status: 'error', errorText: 'ネットワークエラー' } };
/** No applications yet: the empty tab leads to the programmes. */
export const NoApplications: Story = {
  args: { tab: 'applications', orders: { orders: [], totalProfit: null } },
  play: async () => {
    await expect(await screen.findByText('申込履歴はありません')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'プログラム' })).toHaveAttribute(
      'href',
      '/home/withinDays',
    );
  },
};
