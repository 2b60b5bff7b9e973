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
      { label: '国内株式', value: 1_250_000, color: vars.color.chart.series1 },
      { label: '米国株式', value: 820_000, color: vars.color.chart.series2 },
      { label: '中国株式', value: 310_000, color: vars.color.chart.series3 },
      { label: '現金', value: 400_000, color: vars.color.chart.series4 },
    ],
    center: <strong>¥2,780,000</strong>,
  },
} satisfies Meta<typeof AllocationDonut>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Highlighted: Story = { args: { activeIndex: 1 } };
export const Empty: Story = { args: { slices: [], center: <span>¥0</span> } };
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    ariaLabel: '资产配置',
    columns: ['资产', '市值', '占比'],
    slices: [
      { label: '日股', value: 1_250_000, color: vars.color.chart.series1 },
      { label: '美股', value: 820_000, color: vars.color.chart.series2 },
      { label: 'A股', value: 310_000, color: vars.color.chart.series3 },
      { label: '现金', value: 400_000, color: vars.color.chart.series4 },
    ],
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    ariaLabel: 'Asset allocation',
    columns: ['Asset', 'Value', 'Share'],
    slices: [
      { label: 'Japan', value: 1_250_000, color: vars.color.chart.series1 },
      { label: 'US', value: 820_000, color: vars.color.chart.series2 },
      { label: 'China', value: 310_000, color: vars.color.chart.series3 },
      { label: 'Cash', value: 400_000, color: vars.color.chart.series4 },
    ],
  },
};
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
export const Dark: Story = { globals: { theme: 'dark', locale: 'en' }, args: English.args ?? {} };
