import {
  CandlestickSeries,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  LineSeries,
  type UTCTimestamp,
} from 'lightweight-charts';
import { KLineEngine } from '../../../packages/ui/src/charts/engine/klineEngine';
import { makeZonedCalendar } from '../../../packages/ui/src/charts/geometry/calendar';
import {
  defaultFormatPrice,
  defaultFormatVolume,
  makeDefaultFormatTick,
} from '../../../packages/ui/src/charts/react/formatDefaults';
import type { Bar } from '../../../packages/ui/src/charts/types';
import { MA_COLORS, MA_PERIODS, nextSma } from './data';

/** The operations the benchmark drives, implemented once per library. */
export interface ChartAdapter {
  /** Create the chart and hand it all data; drawing may happen in the next frame. */
  create(root: HTMLElement, bars: Bar[], ma: (number | null)[][]): void;
  /** Scroll so the middle of the data is on screen (setup, not measured). */
  toMiddle(): void;
  /** Pan by `dx` CSS pixels. */
  pan(dx: number): void;
  /** Append `bar` (and the MA values it implies). */
  append(bar: Bar): void;
  /** Replace the last bar with `bar` (same time). */
  amend(bar: Bar): void;
  /** Draw pending changes synchronously, where the library can (ours); for the tight profiling loop. */
  renderNow?(): void;
}

const UP = '#e0294a';
const DOWN = '#1a9e5c';
const SPACING = 6;

export function makeOurs(): ChartAdapter {
  let engine: KLineEngine;
  let bars: Bar[] = [];
  let ma: (number | null)[][] = [];
  const calendar = makeZonedCalendar('Asia/Tokyo');
  const data = () => ({
    bars,
    ma: ma.map((values, k) => ({ name: `MA${MA_PERIODS[k]}`, values, color: MA_COLORS[k] ?? 'gray' })),
  });
  let current = data();
  return {
    create(root, b, m) {
      bars = b;
      ma = m;
      engine = new KLineEngine(root, {
        style: {
          colors: {
            up: UP,
            down: DOWN,
            flat: '#666',
            text: '#333',
            grid: '#888',
            background: '#fff',
            crosshair: '#333',
          },
          font: '11px sans-serif',
          formatPrice: defaultFormatPrice,
          formatVolume: defaultFormatVolume,
          formatTick: makeDefaultFormatTick(calendar),
          formatTime: (t) => String(t),
          calendar,
        },
        barSpacing: SPACING,
        pixelRatio: devicePixelRatio,
      });
      engine.setSize(root.clientWidth, root.clientHeight);
      current = data();
      engine.setData(current);
    },
    toMiddle() {
      engine.pan((bars.length / 2) * SPACING);
      engine.render();
    },
    pan(dx) {
      engine.pan(dx);
    },
    renderNow() {
      engine.render();
    },
    append(bar) {
      bars.push(bar);
      MA_PERIODS.forEach((p, k) => {
        ma[k]?.push(nextSma(bars, p));
      });
      engine.update(current);
    },
    amend(bar) {
      bars[bars.length - 1] = bar;
      MA_PERIODS.forEach((p, k) => {
        const values = ma[k];
        if (values) values[values.length - 1] = nextSma(bars, p);
      });
      engine.update(current);
    },
  };
}

export function makeLightweight(): ChartAdapter {
  let chart: IChartApi;
  let candles: ISeriesApi<'Candlestick'>;
  let volume: ISeriesApi<'Histogram'>;
  let lines: ISeriesApi<'Line'>[] = [];
  const bars: Bar[] = [];
  const t = (ms: number) => (ms / 1000) as UTCTimestamp;
  const push = (bar: Bar) => {
    candles.update({ time: t(bar.time), open: bar.open, high: bar.high, low: bar.low, close: bar.close });
    volume.update({ time: t(bar.time), value: bar.volume, color: bar.close >= bar.open ? UP : DOWN });
    MA_PERIODS.forEach((p, k) => {
      const v = nextSma(bars, p);
      if (v !== null) lines[k]?.update({ time: t(bar.time), value: v });
    });
  };
  return {
    create(root, b, m) {
      bars.push(...b);
      chart = createChart(root, {
        width: root.clientWidth,
        height: root.clientHeight,
        layout: { background: { color: '#fff' }, textColor: '#333', attributionLogo: false },
        timeScale: { barSpacing: SPACING, rightOffset: 1, timeVisible: true },
      });
      candles = chart.addSeries(CandlestickSeries, {
        upColor: UP,
        downColor: DOWN,
        wickUpColor: UP,
        wickDownColor: DOWN,
        borderVisible: false,
      });
      candles.setData(
        b.map((x) => ({ time: t(x.time), open: x.open, high: x.high, low: x.low, close: x.close })),
      );
      lines = m.map((values, k) => {
        const s = chart.addSeries(LineSeries, {
          color: MA_COLORS[k],
          lineWidth: 1,
          priceLineVisible: false,
          lastValueVisible: false,
        });
        const points = [];
        for (let i = 0; i < values.length; i++) {
          const v = values[i];
          if (v != null) points.push({ time: t((b[i] as Bar).time), value: v });
        }
        s.setData(points);
        return s;
      });
      volume = chart.addSeries(HistogramSeries, { priceFormat: { type: 'volume' } }, 1);
      volume.setData(
        b.map((x) => ({ time: t(x.time), value: x.volume, color: x.close >= x.open ? UP : DOWN })),
      );
      chart.panes()[1]?.setHeight(Math.round(root.clientHeight * 0.25));
    },
    toMiddle() {
      chart.timeScale().scrollToPosition(-bars.length / 2, false);
    },
    pan(dx) {
      const ts = chart.timeScale();
      ts.scrollToPosition(ts.scrollPosition() + dx / ts.options().barSpacing, false);
    },
    append(bar) {
      bars.push(bar);
      push(bar);
    },
    amend(bar) {
      bars[bars.length - 1] = bar;
      push(bar);
    },
  };
}
