import type { Meta, StoryObj } from '@storybook/react-vite';
import { randomTimeShare } from '../fixtures/randomWalk';
import { marketSessions } from '../geometry/sessionLayout';
import { Sparkline } from './Sparkline';

const day = (seed: number, prev: number) =>
  randomTimeShare(Date.UTC(2025, 2, 14), 9, marketSessions.tse, seed, prev).map((p) => p.price);

const meta = {
  title: 'Charts/Sparkline',
  component: Sparkline,
  args: { values: day(3, 2500), baseline: 2500, ariaLabel: 'トヨタ 当日の値動き' },
} satisfies Meta<typeof Sparkline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Chinese: Story = { args: { ariaLabel: '丰田 今日走势' }, globals: { locale: 'zh-CN' } };
export const English: Story = { args: { ariaLabel: 'Toyota today' }, globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
/** The toolbar's convention reaches the canvas: a rise draws green here, red in the stories above. */
export const GreenUp: Story = {
  args: { ariaLabel: 'Apple today' },
  globals: { locale: 'en', priceConvention: 'green-up' },
};

/** A watchlist column: up, down and flat rows, the sign always spelled out in the name. */
export const ListRows: Story = {
  render: () => (
    <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 8 }}>
      {[
        ['7203', day(1, 2500), 2500],
        ['6758', day(2, 3000), 3000],
        ['9984', [100, 100, 100], 100],
      ].map(([code, values, base]) => (
        <li key={String(code)} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <span>{String(code)}</span>
          <Sparkline values={values as number[]} baseline={base as number} ariaLabel={`${code} today`} />
        </li>
      ))}
    </ul>
  ),
};
