import type { ChartIndicator, ChartPeriodKey, KLineView, StockDetailView, TimeShareView } from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import { fillLabel } from '@tsumiki/sdk/labels';
import type { AdjustMode } from '@tsumiki/sdk/rules';
import { lazy, Suspense, useMemo, useState } from 'react';
import { marketSessions } from '../../../charts/geometry/sessionLayout';
import type { TickLevel } from '../../../charts/geometry/tradingAxis';
import type { KLineIndicatorSwitch } from '../../../charts/KLineChart/IndicatorSwitch';
import { Button } from '../../../components/Button/Button';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorBoundary } from '../../../components/ErrorBoundary/ErrorBoundary';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { FlashPrice } from '../../../components/FlashPrice/FlashPrice';
import { Icon } from '../../../components/Icon/Icon';
import { Cell, CellGrid } from '../../../components/ListRow/ListRow';
import { MarketStatusPill } from '../../../components/MarketStatusPill/MarketStatusPill';
import { PriceChange } from '../../../components/PriceChange/PriceChange';
import { useAfterPaint } from '../../../components/private/useAfterPaint';
import { SegmentedControl } from '../../../components/SegmentedControl/SegmentedControl';
import { Skeleton, SkeletonCard } from '../../../components/Skeleton/Skeleton';
import { Tabs } from '../../../components/Tabs/Tabs';
import { vars } from '../../../theme/vars.css';
import * as s from '../screen.css';
import * as styles from './StockDetailScreen.css';

/** The chart part of the detail screen: which chart, its data and the controls' callbacks. */
export interface StockChartProps {
  /** The chart period: intraday, 5/15/30 minutes, day, week, month or year. */
  period: ChartPeriodKey;
  /** Called with the period the customer picks. */
  onPeriodChange: (period: ChartPeriodKey) => void;
  /** Price adjustment of the K-line: none, forward or backward. */
  adjust: AdjustMode;
  /** Called with the adjustment the customer picks. */
  onAdjustChange: (adjust: AdjustMode) => void;
  /** The indicator under the K-line: MACD, RSI or BOLL. */
  indicator: ChartIndicator;
  /** Called with the indicator the customer picks. */
  onIndicatorChange: (indicator: ChartIndicator) => void;
  /** K-line bars and indicator series (SDK `selectKLineView`); null while loading. */
  kline: KLineView | null;
  /** The intraday line (SDK `selectTimeShareView`); null while loading. */
  timeShare: TimeShareView | null;
  /** Translated error of the chart call. Default none. */
  error?: string;
  /** Tooltip time in the exchange's zone, formatted by the SDK (`chartTimeFormatter`). */
  formatTime: (time: number, period: ChartPeriodKey) => string;
  /** K-line axis labels in the exchange's zone (SDK `chartTickFormatter`). Default numeric (`2025-03`). */
  formatTick?: (time: number, level: TickLevel) => string;
}

export interface StockDetailScreenProps {
  /** The `quotes` labels in the reader's language: `labelsFor(i18n, 'quotes')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'quotes'>;
  /** The quote header (SDK `selectStockDetailView`); null while loading. */
  detail: StockDetailView | null;
  /** A translated error to show instead of the content (the call failed). */
  error?: string;
  /** Called by the error state's retry button. */
  onRetry?: () => void;
  /** The chart part: period, adjustment, indicator, data and their callbacks. */
  chart: StockChartProps;
  /** Called when the customer adds the stock to or removes it from the watchlist. */
  onToggleWatch: () => void;
  /** The watchlist change is being sent. Default false. */
  watchBusy?: boolean;
  /** Called with the side when the customer opens the order ticket (buy long or short). */
  onBuy: (side: 'long' | 'short') => void;
}

const PERIODS: readonly ChartPeriodKey[] = ['timeShare', 'm5', 'm15', 'm30', 'day', 'week', 'month', 'year'];
// The chart engine (about 13 kB gzip) loads once the quote header has painted: the price is what the customer came
// for, and the engine's bytes would share the phone's connection with the code that paints it (issue 17).
/**
 * The two charts as lazy components (one module: the loader asks for it once); a new pair for each retry, since
 * React keeps a lazy component's failure.
 */
function lazyCharts() {
  return {
    TimeShareChart: lazy(() => import('./stockCharts').then((m) => ({ default: m.TimeShareChart }))),
    KLineChart: lazy(() => import('./stockCharts').then((m) => ({ default: m.KLineChart }))),
  };
}
type Charts = ReturnType<typeof lazyCharts>;
const firstCharts = lazyCharts();

/** The chart's place while its data or its code is on the way: the height each chart draws at. */
const chartPlaceholder = (period: ChartPeriodKey) => (
  <Skeleton shape="rect" height={period === 'timeShare' ? 280 : 360} />
);

const SESSIONS = { jpy: marketSessions.tse, cny: marketSessions.cn, usd: marketSessions.us } as const;
// The theme's chart series, each apart from the others and from the price colours in every brand.
const SERIES = vars.color.chart;
const MA_COLORS = [SERIES.series1, SERIES.series2, SERIES.series3, SERIES.series4];
// Indicator names are the same in every language the kit ships.
const INDICATOR_OPTIONS: KLineIndicatorSwitch['options'] = [
  { value: 'macd', label: 'MACD' },
  { value: 'rsi', label: 'RSI' },
  { value: 'boll', label: 'BOLL' },
];
const STATUS_KEY = {
  open: 'statusOpen',
  lunchBreak: 'statusLunchBreak',
  closed: 'statusClosed',
  holiday: 'statusHoliday',
} as const;

function StockChart({
  labels,
  detail,
  chart,
  painted,
  charts,
}: {
  labels: Labels<'quotes'>;
  detail: StockDetailView;
  chart: StockChartProps;
  /** Whether the header has painted: the chart's code loads from then on. */
  painted: boolean;
  /** The chart components (lazy). */
  charts: Charts;
}) {
  const { TimeShareChart, KLineChart } = charts;
  const chartLabels = {
    time: labels.chartTime,
    open: labels.open,
    high: labels.high,
    low: labels.low,
    close: labels.chartClose,
    change: labels.change,
    volume: labels.volume,
    price: labels.price,
    average: labels.chartAverage,
    bollUpper: labels.bollUpper,
    bollMiddle: labels.bollMiddle,
    bollLower: labels.bollLower,
  };
  const ariaLabel = fillLabel(labels.chartName, { name: detail.row.name, period: labels[chart.period] });
  const { kline, indicator, onIndicatorChange } = chart;
  // The chart's own switch (accessible radio group) shows the chosen indicator; the screen stays controlled.
  const series = useMemo(() => {
    if (!kline) return null;
    const ma = kline.ma.map((m, i) => ({ ...m, color: MA_COLORS[i % MA_COLORS.length] ?? SERIES.series1 }));
    const indicators: KLineIndicatorSwitch = {
      label: labels.indicator,
      options: INDICATOR_OPTIONS,
      macd: {
        kind: 'macd',
        dif: { name: 'DIF', values: kline.macd.dif, color: SERIES.series1 },
        dea: { name: 'DEA', values: kline.macd.dea, color: SERIES.series2 },
        histogram: kline.macd.histogram,
      },
      rsi: {
        kind: 'rsi',
        lines: [{ name: 'RSI14', values: kline.rsi, color: SERIES.series3 }],
      },
      boll: { ...kline.boll, color: SERIES.series5 },
      value: indicator,
      onValueChange: onIndicatorChange,
    };
    return { ma, indicators };
  }, [kline, indicator, onIndicatorChange, labels.indicator]);

  if (chart.error) return <ErrorState title={chart.error} />;
  if (chart.period === 'timeShare') {
    if (!chart.timeShare || !painted) return chartPlaceholder('timeShare');
    if (chart.timeShare.points.length === 0) return <EmptyState icon="quotes" title={labels.noChartData} />;
    return (
      <Suspense fallback={chartPlaceholder('timeShare')}>
        <TimeShareChart
          points={chart.timeShare.points}
          prevClose={chart.timeShare.prevClose}
          sessions={SESSIONS[detail.row.market]}
          timeZone={detail.timeZone}
          formatTime={(t) => chart.formatTime(t, 'timeShare')}
          labels={chartLabels}
          ariaLabel={ariaLabel}
        />
      </Suspense>
    );
  }
  if (!kline || !series || !painted) return chartPlaceholder(chart.period);
  if (kline.bars.length === 0) return <EmptyState icon="quotes" title={labels.noChartData} />;
  return (
    <Suspense fallback={chartPlaceholder(chart.period)}>
      <KLineChart
        bars={kline.bars}
        ma={series.ma}
        indicators={series.indicators}
        period={chart.period}
        timeZone={detail.timeZone}
        formatTime={chart.formatTime}
        {...(chart.formatTick ? { formatTick: chart.formatTick } : {})}
        labels={chartLabels}
        ariaLabel={ariaLabel}
      />
    </Suspense>
  );
}

/** /quotes/info: quote header with today's limits and market status, charts, watchlist and buy buttons. */
export function StockDetailScreen(props: StockDetailScreenProps) {
  const { labels, detail, chart } = props;
  const painted = useAfterPaint(detail !== null);
  const [charts, setCharts] = useState<Charts>(firstCharts);
  // Failing or loading, inside the same page frame (gutter) as the loaded screen.
  if (props.error)
    return (
      <section className={s.page}>
        <ErrorState
          title={props.error}
          retryLabel={labels.retry}
          {...(props.onRetry ? { onRetry: props.onRetry } : {})}
        />
      </section>
    );
  if (!detail)
    return (
      <section className={s.page}>
        <SkeletonCard label={labels.loading} pairs={10} blockHeight={240} />
      </section>
    );
  const { row } = detail;
  const direction = { up: labels.up, down: labels.down, flat: labels.flat };
  return (
    <section className={s.page} aria-labelledby="stock-name">
      <header className={styles.header}>
        <div className={styles.nameRow}>
          <h1 id="stock-name" className={styles.name}>
            {row.name} <span className={styles.code}>{row.code}</span>
          </h1>
          <MarketStatusPill status={detail.status} label={labels[STATUS_KEY[detail.status]]} />
        </div>
        <div className={styles.priceRow}>
          <FlashPrice className={styles.price} text={row.price} value={row.priceDecimal} />
          <PriceChange
            direction={row.direction}
            value={row.change}
            percent={row.changeRate}
            size="lg"
            directionLabels={direction}
          />
        </div>
        <CellGrid minColumnWidth="5.75rem">
          {detail.fields.map((f) => (
            <Cell
              key={f.key}
              label={labels[f.key]}
              value={<span className={styles.figure}>{f.text ?? labels.noLimit}</span>}
            />
          ))}
        </CellGrid>
      </header>
      <section className={styles.chartCard} aria-label={labels.chart}>
        <Tabs
          label={labels.periods}
          variant="pill"
          value={chart.period}
          onValueChange={(v) => chart.onPeriodChange(v as ChartPeriodKey)}
          items={PERIODS.map((p) => ({
            value: p,
            label: labels[p],
            content:
              p === chart.period ? (
                // When the charts' code failed to load (a dropped connection) the chart's place says so, with a
                // retry that loads it again; the quote above stays on screen.
                <ErrorBoundary
                  fallback={(reset) => (
                    <ErrorState
                      title={labels.error}
                      retryLabel={labels.retry}
                      onRetry={() => {
                        setCharts(lazyCharts());
                        reset();
                      }}
                    />
                  )}
                >
                  <StockChart
                    labels={labels}
                    detail={detail}
                    chart={chart}
                    painted={painted}
                    charts={charts}
                  />
                </ErrorBoundary>
              ) : null,
          }))}
        />
        {chart.period !== 'timeShare' && (
          <div className={styles.controls}>
            <SegmentedControl
              label={labels.adjustment}
              value={chart.adjust}
              onValueChange={chart.onAdjustChange}
              options={[
                { value: 'none', label: labels.adjustNone },
                { value: 'forward', label: labels.adjustForward },
                { value: 'backward', label: labels.adjustBackward },
              ]}
            />
          </div>
        )}
      </section>
      {!detail.tradable && <p className={s.muted}>{labels.notTradable}</p>}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          className={styles.watch}
          aria-pressed={detail.watched}
          aria-label={detail.watched ? labels.removeWatchlist : labels.addWatchlist}
          title={detail.watched ? labels.removeWatchlist : labels.addWatchlist}
          loading={props.watchBusy ?? false}
          onClick={props.onToggleWatch}
        >
          <Icon name="star" size={20} />
        </Button>
        <Button className={styles.long} disabled={!detail.tradable} onClick={() => props.onBuy('long')}>
          {labels.buyLong}
        </Button>
        <Button className={styles.short} disabled={!detail.tradable} onClick={() => props.onBuy('short')}>
          {labels.buyShort}
        </Button>
      </div>
    </section>
  );
}
