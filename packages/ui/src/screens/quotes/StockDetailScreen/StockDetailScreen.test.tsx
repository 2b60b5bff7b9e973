import type { components } from '@tsumiki/sdk';
import {
  chartTimeFormatter,
  selectKLineView,
  selectStockDetailView,
  selectTimeShareView,
} from '@tsumiki/sdk';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { storyBars, storyLabels, storyTimeShare, toyotaDetail } from '../storyData';
import { StockDetailScreen } from './StockDetailScreen';

const labels = storyLabels('quotes', 'en');

async function show(
  stock: components['schemas']['StockDetail'],
  at: string,
  indicator: 'macd' | 'rsi' | 'boll' = 'macd',
) {
  const calls: string[] = [];
  const screen = await render(
    <TsumikiProvider>
      <StockDetailScreen
        labels={labels}
        detail={selectStockDetailView(stock, new Date(at), 'en')}
        chart={{
          period: 'day',
          onPeriodChange: (p) => calls.push(`period:${p}`),
          adjust: 'none',
          onAdjustChange: (a) => calls.push(`adjust:${a}`),
          indicator,
          onIndicatorChange: (i) => calls.push(`indicator:${i}`),
          kline: selectKLineView(storyBars(60)),
          timeShare: selectTimeShareView(storyTimeShare()),
          formatTime: chartTimeFormatter('en', 'Asia/Tokyo'),
        }}
        onToggleWatch={() => calls.push('watch')}
        onBuy={(side) => calls.push(`buy:${side}`)}
      />
    </TsumikiProvider>,
  );
  return { screen, calls };
}

describe('StockDetailScreen', () => {
  it.each([
    ['in session', { at: '2026-11-20T01:15:00Z', status: 'Trading' }],
    ['after the close', { at: '2026-11-20T07:00:00Z', status: 'Closed' }],
  ])('shows the header, the limits and the market status %s', async (_t, { at, status }) => {
    const { screen } = await show(toyotaDetail, at);
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('トヨタ自動車 7203');
    await expect.element(screen.getByText(status)).toBeVisible();
    await expect.element(screen.getByRole('definition').filter({ hasText: '3,450.00' })).toBeVisible();
    await expect.element(screen.getByRole('definition').filter({ hasText: '2,450.00' })).toBeVisible();
  });

  it('drives periods, adjustment, indicators, watchlist and both buy buttons', async () => {
    const { screen, calls } = await show(toyotaDetail, '2026-11-20T01:15:00Z');
    await userEvent.click(screen.getByRole('tab', { name: '15m' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Forward' }));
    await userEvent.click(screen.getByRole('radio', { name: 'RSI' }));
    await userEvent.click(screen.getByRole('button', { name: labels.addWatchlist }));
    await userEvent.click(screen.getByRole('button', { name: labels.buyLong }));
    await userEvent.click(screen.getByRole('button', { name: labels.buyShort }));
    expect(calls).toEqual([
      'period:m15',
      'adjust:forward',
      'indicator:rsi',
      'watch',
      'buy:long',
      'buy:short',
    ]);
  });

  it('shows the Bollinger bands in translated words in the chart tooltip when BOLL is on', async () => {
    const { screen } = await show(toyotaDetail, '2026-11-20T01:15:00Z', 'boll');
    const status = screen.getByRole('status');
    for (const band of [labels.bollUpper, labels.bollMiddle, labels.bollLower])
      await expect.element(status).toHaveTextContent(band);
  });

  it('cannot buy a suspended stock', async () => {
    const { screen } = await show({ ...toyotaDetail, tradable: false }, '2026-11-20T01:15:00Z');
    await expect.element(screen.getByRole('button', { name: labels.buyLong })).toBeDisabled();
    await expect.element(screen.getByText(labels.notTradable)).toBeVisible();
  });
});
