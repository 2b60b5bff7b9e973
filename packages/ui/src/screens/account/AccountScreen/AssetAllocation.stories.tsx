import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Language } from '@tsumiki/sdk';
import { expect } from 'storybook/test';
import { storySummary } from '../storyData';
import { storyLabels } from '../storyLabels';
import { AssetAllocation } from './AssetAllocation';

const meta = {
  title: 'Screens/Account/AssetAllocation',
  component: AssetAllocation,
  args: { labels: storyLabels({}, 'account'), slices: storySummary('ja').allocation },
  render: (args, { globals }) => {
    const language = (globals.locale ?? 'ja') as Language;
    return (
      <AssetAllocation
        {...args}
        labels={storyLabels(globals, 'account')}
        slices={storySummary(language).allocation}
      />
    );
  },
} satisfies Meta<typeof AssetAllocation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    // The ring and the legend with the same figures: colour is never the only key.
    await expect(canvas.getByRole('img', { name: '資産の内訳' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
export const Dark: Story = { globals: { theme: 'dark', locale: 'en' } };

/** While the summary loads: the heading and the parts' names, the ring and the figures as placeholders of their size. */
export const Loading: Story = {
  globals: { locale: 'en' },
  args: { loading: true },
  render: (args, { globals }) => (
    <AssetAllocation
      labels={storyLabels(globals, 'account')}
      slices={storySummary('en').allocation}
      loading={args.loading ?? false}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
