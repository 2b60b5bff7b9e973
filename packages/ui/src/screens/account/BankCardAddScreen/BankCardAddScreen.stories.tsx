import type { Meta, StoryObj } from '@storybook/react-vite';
import { validateBankCardForm } from '@tsumiki/sdk';
import { fillLabel } from '@tsumiki/sdk/labels';
import { expect, fn } from 'storybook/test';
import { storyLabels } from '../storyLabels';
import { BankCardAddScreen } from './BankCardAddScreen';

const filled = {
  holderName: 'ヤマダ タロウ',
  cardNumber: '1234567',
  cardType: 'ordinary',
  bankName: 'みずほ銀行',
  branchName: '東京営業部',
  branchCode: '001',
};

const meta = {
  title: 'Screens/Account/BankCardAddScreen',
  component: BankCardAddScreen,
  args: { labels: storyLabels({}, 'account'), values: filled, onChange: fn(), onSubmit: fn() },
  render: (args, { globals, parameters }) => {
    const labels = storyLabels(globals, 'account');
    const errors: Partial<Record<keyof typeof filled, string>> = {};
    if (parameters.validate) {
      for (const i of validateBankCardForm(args.values)) {
        errors[i.field] ??= fillLabel(labels[i.label], { field: labels[i.field] });
      }
    }
    return <BankCardAddScreen {...args} labels={labels} errors={errors} />;
  },
} satisfies Meta<typeof BankCardAddScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = { globals: { locale: 'ja' } };
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
export const Invalid: Story = {
  args: { values: { ...filled, cardNumber: '12a', cardType: '', branchCode: '0.1', bankName: '' } },
  parameters: { validate: true },
};
export const NeedsVerification: Story = { args: { needsVerification: true } };
export const Submitting: Story = { args: { submitting: true } };

/** Whether the customer is verified (and their name) did not load: an error with a retry instead of the form. */
export const LoadError: Story = {
  args: { loadError: 'Request failed with status code 503', onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('読み込めませんでした');
    await expect(canvas.getByRole('button', { name: '再試行' })).toBeVisible();
  },
};
