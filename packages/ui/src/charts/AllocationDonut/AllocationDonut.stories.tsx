import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../../theme/vars.css';
import { AllocationDonut } from './AllocationDonut';

const meta = {
  title: 'Charts/AllocationDonut',
  component: AllocationDonut,
  args: {
    ariaLabel: '資産配分',
    columns: ['資産', '評価額', '比率'],
    formatValue: (v) => `¥${v.toLocaleString('ja-JP')}`,
    slices: [
      { label: '国内株式', value: 1_250_000, color: vars.color.brand.primary },
      { label: '米国株式', value: 820_000, color: vars.color.feedback.info.solid },
      { label: '中国株式', value: 310_000, color: vars.color.feedback.warning.solid },
      { label: '現金', value: 400_000, color: vars.color.border.strong },
    ],
    center: <strong>¥2,780,000</strong>,
  },
} satisfies Meta<typeof AllocationDonut>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Highlighted: Story = { args: { activeIndex: 1 } };
export const Empty: Story = { args: { slices: [], center: <span>¥0</span> } };
