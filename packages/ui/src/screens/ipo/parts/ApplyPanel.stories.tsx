import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectFollowBuy } from '@tsumiki/sdk';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { followProduct } from '../../follow/followFixtures';
import { ApplyPanel, type ApplyPanelProps } from './ApplyPanel';
import { STORY_NOW } from './ipoFixtures';
import { storyIssueText, storyLabels, storyLanguage } from './storyI18n';

type Lang = ReturnType<typeof storyLanguage>;

/** The copy-trading purchase as the follow screen shows it, through the SDK's view model. */
function Demo({
  language,
  available,
  closed,
  ...props
}: ApplyPanelProps & { language: Lang; available: string; closed: boolean }) {
  const [amount, setAmount] = useState(props.amount);
  const [password, setPassword] = useState(props.fundsPassword);
  const labels = storyLabels('follow', language);
  const product = followProduct(closed ? { status: 1 } : {});
  const view = selectFollowBuy(product, { language, now: STORY_NOW, amount, available });
  return (
    <ApplyPanel
      {...props}
      labels={labels}
      heading={labels.buy}
      open={view.row.open}
      closedNotice={labels.closedNotice}
      amountHint={`${labels.minimumInvestment} ${view.row.minimumText}`}
      amount={amount}
      onAmountChange={setAmount}
      availableText={view.availableText}
      facts={[{ label: labels.unlockIfToday, value: view.unlockIfToday }]}
      fundsPassword={password}
      onFundsPasswordChange={setPassword}
      issues={view.issues.map(storyIssueText(language))}
      submitLabel={labels.buy}
      confirmTitle={labels.confirmBuy}
      confirmRows={[
        { label: labels.productName, value: view.row.name },
        { label: labels.buyAmount, value: `${amount} ${props.currency}` },
        { label: labels.unlockDate, value: view.unlockIfToday },
      ]}
    />
  );
}

const ja = storyLabels('follow', 'ja');

const meta = {
  title: 'Screens/Parts/ApplyPanel',
  component: ApplyPanel,
  args: {
    id: 'apply',
    labels: ja,
    heading: ja.buy,
    open: true,
    amountHint: '',
    currency: 'JPY',
    amount: '500000',
    onAmountChange: fn(),
    availableText: '',
    fundsPassword: '',
    onFundsPasswordChange: fn(),
    issues: [],
    submitLabel: ja.buy,
    confirmTitle: ja.confirmBuy,
    confirmRows: [],
    onConfirm: fn(),
  },
  render: (args, { globals, parameters }) => (
    <Demo
      {...args}
      language={storyLanguage(globals)}
      available={(parameters.available as string | undefined) ?? '1250000'}
      closed={Boolean(parameters.closed)}
    />
  ),
} satisfies Meta<typeof ApplyPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const buy = canvas.getByRole('button', { name: ja.buy });
    await expect(buy).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(ja.fundsPassword), '135790');
    await expect(buy).toBeEnabled();
    await userEvent.click(buy);
    await userEvent.click(await screen.findByRole('button', { name: ja.confirm }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledOnce());
  },
};
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
/** More than the balance: the reason is listed and the button stays disabled. */
export const Insufficient: Story = {
  parameters: { available: '100000' },
  args: { fundsPassword: '135790' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: ja.buy })).toBeDisabled();
    await expect(canvas.getByRole('list')).toBeVisible();
  },
};
/** A closed product: said in words, every input disabled. */
export const Closed: Story = {
  parameters: { closed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(ja.closedNotice);
    await expect(canvas.getByLabelText(ja.fundsPassword)).toBeDisabled();
  },
};
