import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QuoteSparkline } from './QuoteSparkline';

const meta = {
  title: 'Screens/Quotes/QuoteList/QuoteSparkline',
  component: QuoteSparkline,
  args: {
    values: [2500, 2512, 2506, 2530, 2521, 2544, 2538, 2551],
    baseline: 2500,
    label: 'トヨタ 本日 +2.04%',
  },
} satisfies Meta<typeof QuoteSparkline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rising: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('img', { name: args.label })).toBeVisible();
  },
};

/** No usable price for part of the morning: a gap in the line, never a drop to zero. */
export const WithGap: Story = {
  args: { values: [2500, 2490, null, null, 2470, 2465], label: 'Toyota today, -1.40%' },
  globals: { locale: 'en', theme: 'dark' },
};

/** The row's time-share call has not answered: a placeholder of the sparkline's size. */
export const Loading: Story = {
  args: { values: [], label: 'Toyota today' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};
