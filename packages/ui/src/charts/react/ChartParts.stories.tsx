import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatChange } from '@tsumiki/sdk/rules';
import { expect } from 'storybook/test';
import { darkTheme } from '../../theme/themes/dark.css';
import { murasakiTheme } from '../../theme/themes/murasaki.css';
import { ChartDataTable, ChartTooltip } from './ChartParts';
import { defaultFormatPrice } from './formatDefaults';

// The readout texts come from the SDK's chart readout rules, as the charts build them.
const up = formatChange(2512.5, 2500, defaultFormatPrice);
const down = formatChange(2487.5, 2500, defaultFormatPrice);

const ja = [
  { label: '日時', value: '2025/03/14' },
  { label: '始値', value: '2,501.00' },
  { label: '高値', value: '2,530.00' },
  { label: '安値', value: '2,488.50' },
  { label: '終値', value: '2,512.50' },
  { label: '前日比', value: up.text, direction: up.direction },
  { label: '出来高', value: '1.25M' },
  { label: 'MA5', value: '2,498.20' },
];

const meta = {
  title: 'Charts/ChartParts',
  component: ChartTooltip,
  args: { items: ja, up: 'rgb(192, 16, 46)', down: 'rgb(11, 122, 67)' },
  decorators: [(S) => <div style={{ position: 'relative', width: 360, height: 80 }}>{S()}</div>],
} satisfies Meta<typeof ChartTooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tooltip over a K-line: a polite live region, the change coloured and signed. */
export const TooltipJapaneseUp: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(`前日比 ${up.text}`);
  },
};

export const TooltipEnglishDown: Story = {
  args: {
    items: [
      { label: 'Time', value: '03/14/2025' },
      { label: 'Close', value: '2,487.50' },
      { label: 'Change', value: down.text, direction: down.direction },
      { label: 'Volume', value: '980k' },
    ],
  },
};

export const TooltipChineseDark: Story = {
  decorators: [(S) => <div className={darkTheme}>{S()}</div>],
  args: {
    items: [
      { label: '时间', value: '2025/03/14' },
      { label: '收盘', value: '2,512.50' },
      { label: '涨跌', value: up.text, direction: up.direction },
    ],
    up: 'rgb(255, 120, 140)',
    down: 'rgb(90, 210, 150)',
  },
};

/** The screen-reader table fallback (visually hidden): rows keep unique keys even when times repeat. */
export const DataTable: Story = {
  decorators: [(S) => <div className={murasakiTheme}>{S()}</div>],
  render: () => (
    <ChartDataTable
      caption="トヨタ自動車 日足チャート"
      columns={['日時', '始値', '高値', '安値', '終値', '出来高']}
      rows={[
        ['2025/03/14', '2,501.00', '2,530.00', '2,488.50', '2,512.50', '1.25M'],
        ['2025/03/14', '2,490.00', '2,505.00', '2,480.00', '2,501.00', '1.10M'],
      ]}
      rowKeys={['1741910400000-0', '1741910100000-1']}
    />
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'トヨタ自動車 日足チャート' });
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(2);
  },
};
