import type { Meta, StoryObj } from '@storybook/react-vite';
import { pickText } from '../private/storyLocale';
import { Skeleton, SkeletonCard, SkeletonList, skeletonShapes } from './Skeleton';

const text = { ja: '読み込み中', 'zh-CN': '加载中', en: 'Loading' };

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {skeletonShapes.map((shape) => (
        <Skeleton key={shape} shape={shape} width={shape === 'circle' ? 48 : '70%'} />
      ))}
    </div>
  ),
};

export const List: Story = {
  render: (_args, { globals }) => <SkeletonList rows={6} label={pickText(globals, text)} />,
};

// The same story in the other themes and languages, so axe checks every theme (not only the default).
export const DarkChinese: Story = {
  ...List,
  play: undefined,
  globals: { theme: 'dark', locale: 'zh-CN', priceConvention: 'green-up' },
};

export const MurasakiEnglish: Story = {
  ...List,
  play: undefined,
  globals: { theme: 'murasaki', locale: 'en', priceConvention: 'red-up' },
};

/** A detail or form loading: title, figures and a chart or field block. */
export const Card: Story = {
  render: (_args, { globals }) => <SkeletonCard label={pickText(globals, text)} />,
};

export const CardDarkEnglish: Story = {
  ...Card,
  globals: { theme: 'dark', locale: 'en', priceConvention: 'red-up' },
};
