import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { ErrorState } from '../ErrorState/ErrorState';
import { pickText } from '../private/storyLocale';
import { ErrorBoundary } from './ErrorBoundary';

const text = {
  ja: { chart: 'チャートを描画しました', error: 'チャートを読み込めませんでした', retry: '再読み込み' },
  'zh-CN': { chart: '图表已绘制', error: '无法加载图表', retry: '重新加载' },
  en: { chart: 'Chart drawn', error: 'Could not load the chart', retry: 'Try again' },
};

/** Fails to render until `broken` is cleared: a chart whose code did not load over a dropped connection. */
function Chart({ broken, label }: { broken: boolean; label: string }) {
  if (broken) throw new TypeError('Failed to fetch dynamically imported module');
  return <p>{label}</p>;
}

const meta = {
  title: 'Components/ErrorBoundary',
  component: ErrorBoundary,
  args: { fallback: null, onError: fn() },
  // The boundary itself draws nothing: each story shows it around a part of a screen that fails.
  render: function Render(args, { globals }) {
    const t = pickText(globals, text);
    const [broken, setBroken] = useState(true);
    return (
      <ErrorBoundary
        onError={args.onError}
        fallback={(reset) => (
          <ErrorState
            title={t.error}
            retryLabel={t.retry}
            onRetry={() => {
              setBroken(false);
              reset();
            }}
          />
        )}
      >
        <Chart broken={broken} label={t.chart} />
      </ErrorBoundary>
    );
  },
} satisfies Meta<typeof ErrorBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The part failed: its error state with a retry in its place; retry renders it again. */
export const FailedThenRetried: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('チャートを読み込めませんでした');
    await expect(args.onError).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '再読み込み' }));
    await expect(await canvas.findByText('チャートを描画しました')).toBeVisible();
  },
};

// The failed state in the other themes and languages, so axe checks every theme.
export const DarkChinese: Story = {
  globals: { theme: 'dark', locale: 'zh-CN', priceConvention: 'green-up' },
};

export const MurasakiEnglish: Story = {
  globals: { theme: 'murasaki', locale: 'en', priceConvention: 'red-up' },
};
