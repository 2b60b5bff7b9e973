import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Decimal } from '@tsumiki/sdk';
import { useEffect, useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { pickText } from '../private/storyLocale';
import { TsumikiProvider } from '../TsumikiProvider/TsumikiProvider';
import { FlashPrice } from './FlashPrice';

const text = {
  ja: { up: '値上がり', down: '値下がり', rows: ['トヨタ自動車', 'ソニーグループ'] },
  'zh-CN': { up: '上涨', down: '下跌', rows: ['丰田汽车', '索尼集团'] },
  en: { up: 'Tick up', down: 'Tick down', rows: ['Toyota Motor', 'Sony Group'] },
};

const format = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A price the buttons move by one yen, as ticks of the quote stream would. */
function Ticking({ labels }: { labels: { up: string; down: string } }) {
  const [price, setPrice] = useState(3012);
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start', fontSize: 20 }}>
      <FlashPrice text={format(price)} value={String(price) as Decimal} />
      <div style={{ display: 'flex', gap: 8 }}>
        <button type="button" onClick={() => setPrice((p) => p + 1)}>
          {labels.up}
        </button>
        <button type="button" onClick={() => setPrice((p) => p - 1)}>
          {labels.down}
        </button>
      </div>
    </div>
  );
}

/** Flashes once after mounting, from `from` to `to`. */
function Moved({ from, to }: { from: number; to: number }) {
  const [price, setPrice] = useState(from);
  useEffect(() => setPrice(to), [to]);
  return <FlashPrice text={format(price)} value={String(price) as Decimal} />;
}

const meta = {
  title: 'Components/FlashPrice',
  component: FlashPrice,
  args: { text: '3,012.00', value: '3012' as Decimal },
} satisfies Meta<typeof FlashPrice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Interactive: Story = {
  render: (_args, { globals }) => <Ticking labels={pickText(globals, text)} />,
  play: async ({ canvas }) => {
    const price = canvas.getByText('3,012.00');
    await expect(price).not.toHaveAttribute('data-flash');
    await userEvent.click(canvas.getByRole('button', { name: text.ja.up }));
    await expect(canvas.getByText('3,013.00')).toHaveAttribute('data-flash', 'up');
    await userEvent.click(canvas.getByRole('button', { name: text.ja.down }));
    await expect(canvas.getByText('3,012.00')).toHaveAttribute('data-flash', 'down');
  },
};

/**
 * Both flashes held at their start, so the tint can be reviewed (and axe checks the text on it) in each theme
 * and price convention: rises in the up colour, falls in the down colour of the convention in scope.
 */
export const FlashStates: Story = {
  render: (_args, { globals }) => {
    const labels = pickText(globals, text);
    return (
      <>
        <style>{'[data-flash] { animation-play-state: paused !important; }'}</style>
        <ul style={{ display: 'grid', gap: 12, listStyle: 'none', padding: 0, fontSize: 18 }}>
          <li style={{ display: 'flex', justifyContent: 'space-between' }}>
            <span>{labels.rows[0]}</span>
            <Moved from={3012} to={3013} />
          </li>
          <li style={{ display: 'flex', justifyContent: 'space-between' }}>
            <span>{labels.rows[1]}</span>
            <Moved from={4010} to={4008.5} />
          </li>
        </ul>
      </>
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3,013.00')).toHaveAttribute('data-flash', 'up');
    await expect(await canvas.findByText('4,008.50')).toHaveAttribute('data-flash', 'down');
  },
};

export const FlashStatesGreenUpEnglish: Story = {
  ...FlashStates,
  globals: { locale: 'en', priceConvention: 'green-up' },
};

export const FlashStatesDarkChinese: Story = {
  ...FlashStates,
  globals: { theme: 'dark', locale: 'zh-CN', priceConvention: 'red-up' },
};

export const FlashStatesMurasaki: Story = {
  ...FlashStates,
  globals: { theme: 'murasaki', locale: 'ja', priceConvention: 'green-up' },
};

/** The app's reduced-motion setting (`TsumikiProvider reducedMotion`): prices change without a flash. */
export const ReducedMotionSetting: Story = {
  render: (_args, { globals }) => (
    <TsumikiProvider reducedMotion fill={false}>
      <Ticking labels={pickText(globals, text)} />
    </TsumikiProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: text.ja.up }));
    await expect(canvas.getByText('3,013.00')).not.toHaveAttribute('data-flash');
  },
};
