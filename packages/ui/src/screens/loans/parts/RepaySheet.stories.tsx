import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { storyLabels } from '../../positions/storyKit';
import { RepaySheet } from './RepaySheet';

const onRepay = fn();

function Story({ globals, canRepay }: { globals: { locale?: unknown }; canRepay: boolean }) {
  const labels = storyLabels(globals, 'loans');
  const [amount, setAmount] = useState('100000');
  return (
    <RepaySheet
      labels={labels}
      open
      onClose={fn()}
      title={labels.repayTitle}
      owed={{ label: labels.loanAmount, value: '¥100,000' }}
      canRepay={canRepay}
      currency="JPY"
      amount={amount}
      onAmountChange={setAmount}
      onRepay={onRepay}
      sending={false}
    />
  );
}

const meta = {
  title: 'Screens/Loans/RepaySheet',
  render: (args, { globals }) => <Story globals={globals} canRepay={args.canRepay} />,
  args: { canRepay: true },
} satisfies Meta<{ canRepay: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Confirmed only once the funds password is complete; the PIN goes to onRepay and is cleared. */
export const Repayable: Story = {
  play: async () => {
    const confirm = await screen.findByRole('button', { name: /返済|Repay|还款/ });
    await expect(confirm).toBeDisabled();
    for (const digit of '246813') await userEvent.click(screen.getByRole('button', { name: digit }));
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(onRepay).toHaveBeenCalledWith('246813');
  },
};

/** The SDK's rule refuses the amount: the PIN alone does not enable the confirmation. */
export const BelowWhatIsOwed: Story = {
  args: { canRepay: false },
  globals: { locale: 'en', theme: 'dark' },
  play: async () => {
    for (const digit of '246813') await userEvent.click(await screen.findByRole('button', { name: digit }));
    await expect(screen.getByRole('button', { name: /Repay/ })).toBeDisabled();
  },
};
