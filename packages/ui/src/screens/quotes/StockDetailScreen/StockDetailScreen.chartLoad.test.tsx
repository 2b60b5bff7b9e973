import {
  chartTimeFormatter,
  selectKLineView,
  selectStockDetailView,
  selectTimeShareView,
} from '@tsumiki/sdk';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { storyBars, storyLabels, storyTimeShare, toyotaDetail } from '../storyData';
import { StockDetailScreen } from './StockDetailScreen';

// The charts fail while `load.broken` (as when their code did not load: React throws a failed lazy component's
// error where it renders), and draw once the connection is back.
const load = vi.hoisted(() => ({ broken: true }));
vi.mock('./stockCharts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./stockCharts')>();
  return {
    ...real,
    TimeShareChart: (props: Parameters<typeof real.TimeShareChart>[0]) => {
      if (load.broken) throw new TypeError('Failed to fetch dynamically imported module');
      return real.TimeShareChart(props);
    },
  };
});

const labels = storyLabels('quotes', 'en');

describe('StockDetailScreen, its charts loaded apart', () => {
  it('keeps the quote on screen when the charts fail, and draws them on retry', async () => {
    const screen = await render(
      <TsumikiProvider>
        <StockDetailScreen
          labels={labels}
          detail={selectStockDetailView(toyotaDetail, new Date('2026-11-20T01:15:00Z'), 'en')}
          chart={{
            period: 'timeShare',
            onPeriodChange: () => {},
            adjust: 'none',
            onAdjustChange: () => {},
            indicator: 'macd',
            onIndicatorChange: () => {},
            kline: selectKLineView(storyBars(60)),
            timeShare: selectTimeShareView(storyTimeShare()),
            formatTime: chartTimeFormatter('en', 'Asia/Tokyo'),
          }}
          onToggleWatch={() => {}}
          onBuy={() => {}}
        />
      </TsumikiProvider>,
    );
    const chart = screen.getByRole('region', { name: labels.chart });
    await expect.element(chart.getByText(labels.error)).toBeVisible();
    // The quote and the order buttons stay.
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('7203');
    await expect.element(screen.getByRole('button', { name: labels.buyLong })).toBeEnabled();
    load.broken = false;
    await userEvent.click(chart.getByRole('button', { name: labels.retry }));
    await expect.element(chart.getByRole('img').first()).toBeInTheDocument();
    await expect.element(chart.getByText(labels.error)).not.toBeInTheDocument();
  });
});
