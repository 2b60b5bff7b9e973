import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectBankCards } from '@tsumiki/sdk';
import { fn } from 'storybook/test';
import { storyCards } from '../storyData';
import { storyLabels } from '../storyLabels';
import { BankCardsScreen } from './BankCardsScreen';

const meta = {
  title: 'Screens/Account/BankCardsScreen',
  component: BankCardsScreen,
  args: {
    labels: storyLabels({}, 'account'),
    cards: selectBankCards(storyCards),
    onDelete: fn(),
    onRetry: fn(),
  },
  render: (args, { globals }) => <BankCardsScreen {...args} labels={storyLabels(globals, 'account')} />,
} satisfies Meta<typeof BankCardsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = { globals: { locale: 'ja' } };
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
export const Loading: Story = { args: { cards: undefined } };
export const Empty: Story = { args: { cards: [] } };
export const Deleting: Story = { args: { deletingId: '12' } };
export const Failed: Story = { args: { cards: undefined, error: 'ネットワークエラーが発生しました' } };
