import type { Meta, StoryObj } from '@storybook/react-vite';
import { pickText } from '../private/storyLocale';
import { directions } from './direction';
import { PriceChange, priceChangeVariants } from './PriceChange';

const text = {
  ja: { up: '上昇', down: '下落', flat: '変わらず' },
  'zh-CN': { up: '上涨', down: '下跌', flat: '平盘' },
  en: { up: 'up', down: 'down', flat: 'unchanged' },
};

const meta = {
  title: 'Components/PriceChange',
  component: PriceChange,
  args: { direction: 'up', value: '12.30', percent: '1.25%' },
  argTypes: {
    direction: { control: 'inline-radio', options: directions },
    variant: { control: 'inline-radio', options: priceChangeVariants },
  },
} satisfies Meta<typeof PriceChange>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Up: Story = {};
export const Down: Story = { args: { direction: 'down' } };
export const Flat: Story = { args: { direction: 'flat', value: '0.00', percent: '0.00%' } };

export const Grid: Story = {
  render: (_args, { globals }) => {
    const labels = pickText(globals, text);
    return (
      <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        {priceChangeVariants.map((variant) =>
          directions.map((direction) => (
            <PriceChange
              key={`${variant}-${direction}`}
              variant={variant}
              direction={direction}
              value={direction === 'flat' ? '0.00' : '35.50'}
              percent={direction === 'flat' ? '0.00%' : '2.41%'}
              directionLabels={labels}
            />
          )),
        )}
        <PriceChange direction="up" percent="10.00%" variant="pill" size="lg" directionLabels={labels} />
        <PriceChange direction="down" value="1.05" size="sm" directionLabels={labels} />
      </div>
    );
  },
};

// The same story in the other themes and languages, so axe checks every theme (not only the default).
export const DarkChinese: Story = {
  ...Grid,
  play: undefined,
  globals: { theme: 'dark', locale: 'zh-CN', priceConvention: 'green-up' },
};

export const MurasakiEnglish: Story = {
  ...Grid,
  play: undefined,
  globals: { theme: 'murasaki', locale: 'en', priceConvention: 'red-up' },
};
