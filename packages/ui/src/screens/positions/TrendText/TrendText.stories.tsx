import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Labels } from '@tsumiki/sdk/labels';
import { expect } from 'storybook/test';
import { storyLabels } from '../storyKit';
import { TrendText } from './TrendText';

function wordsOf(labels: Labels<'positions'>) {
  return { up: labels.trendUp, down: labels.trendDown, flat: labels.trendFlat };
}

const meta = {
  title: 'Screens/Positions/TrendText',
  component: TrendText,
  args: { text: '+¥4,950', direction: 'up', words: { up: '', down: '', flat: '' } },
  // One of each direction, as the SDK formats them, with the hidden words in the toolbar language.
  render: (_args, { globals }) => {
    const words = wordsOf(storyLabels(globals, 'positions'));
    return (
      <ul style={{ display: 'grid', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}>
        <li>
          <TrendText text="+¥4,950" direction="up" words={words} />
        </li>
        <li>
          <TrendText text="-1.80%" direction="down" words={words} />
        </li>
        <li>
          <TrendText text="¥0" direction="flat" words={words} />
        </li>
        <li>
          <TrendText text="+$1,234.56" direction="up" words={words} />
        </li>
      </ul>
    );
  },
} satisfies Meta<typeof TrendText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    // Colour is never the only signal: the direction is also read out as a word.
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent(/\+¥4,950/);
    await expect(items[0]?.querySelector('[data-direction="up"]')).not.toBeNull();
    await expect(items[1]?.querySelector('[data-direction="down"]')).not.toBeNull();
  },
};
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki', locale: 'ja' } };
/** US convention: green is up. */
export const GreenUp: Story = { globals: { locale: 'en', priceConvention: 'green-up' } };
export const Dark: Story = { globals: { theme: 'dark', locale: 'zh-CN' } };
