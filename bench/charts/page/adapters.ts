import { scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
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
import { type BenchInput, MA_COLORS, MA_PERIODS, nextSma, type Ohlcv } from './data';

/** The operations the benchmark drives, implemented once per contender. */
export interface ChartAdapter {
  /** Convert the input to the contender's own form and create the chart: all of it is the mount. */
  create(root: HTMLElement, input: BenchInput): void;
  /** Scroll so the middle of the data is on screen (setup, not measured). */
  toMiddle?(): void;
  /** Pan by `dx` CSS pixels. */
  pan?(dx: number): void;
  /** Append `row` (and the MA values it implies). */
  append?(row: Ohlcv): void;
  /** Replace the last bar with `row` (same time). */
  amend?(row: Ohlcv): void;
}

const UP = '#e0294a';
const DOWN = '#1a9e5c';
const SPACING = 6;
const TEXT = '#333';
const FONT = '11px sans-serif';

export function makeOurs(): ChartAdapter {
  let engine: KLineEngine;
  let rows: Ohlcv[] = [];
  let ma: (number | null)[][] = [];
  // The engine takes the rows as they are and copies them into its columns (typed arrays) itself.
  const data = () => ({
    bars: rows,
    ma: ma.map((values, k) => ({ name: `MA${MA_PERIODS[k]}`, values, color: MA_COLORS[k] ?? 'gray' })),
  });
  return {
    create(root, input) {
      rows = input.rows;
      ma = input.ma;
      // The exchange's zone calendar is part of creating the chart (KLineChart makes it from `timeZone`).
      const calendar = makeZonedCalendar('Asia/Tokyo');
      engine = new KLineEngine(root, {
        style: {
          colors: {
            up: UP,
            down: DOWN,
            flat: '#666',
            text: TEXT,
            grid: '#888',
            background: '#fff',
            crosshair: TEXT,
          },
          font: FONT,
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
      engine.setData(data());
      // As KLineChart does in its layout effect: the first frame painted after the mount shows the chart.
      engine.render();
    },
    toMiddle() {
      engine.pan((rows.length / 2) * SPACING);
      engine.render();
    },
    pan(dx) {
      engine.pan(dx);
    },
    append(row) {
      rows.push(row);
      for (const [k, p] of MA_PERIODS.entries()) ma[k]?.push(nextSma(rows, p));
      engine.update(data());
    },
    amend(row) {
      rows[rows.length - 1] = row;
      for (const [k, p] of MA_PERIODS.entries()) {
        const values = ma[k];
        if (values) values[values.length - 1] = nextSma(rows, p);
      }
      engine.update(data());
    },
  };
}

export function makeLightweight(): ChartAdapter {
  let chart: IChartApi;
  let candles: ISeriesApi<'Candlestick'>;
  let volume: ISeriesApi<'Histogram'>;
  let lines: ISeriesApi<'Line'>[] = [];
  let rows: Ohlcv[] = [];
  const t = (ms: number) => (ms / 1000) as UTCTimestamp;
  const push = (r: Ohlcv) => {
    candles.update({ time: t(r[0]), open: r[1], high: r[2], low: r[3], close: r[4] });
    volume.update({ time: t(r[0]), value: r[5], color: r[4] >= r[1] ? UP : DOWN });
    for (const [k, p] of MA_PERIODS.entries()) {
      const v = nextSma(rows, p);
      if (v !== null) lines[k]?.update({ time: t(r[0]), value: v });
    }
  };
  return {
    create(root, input) {
      rows = input.rows;
      chart = createChart(root, {
        width: root.clientWidth,
        height: root.clientHeight,
        layout: { background: { color: '#fff' }, textColor: TEXT, attributionLogo: false },
        timeScale: { barSpacing: SPACING, rightOffset: 1, timeVisible: true },
      });
      candles = chart.addSeries(CandlestickSeries, {
        upColor: UP,
        downColor: DOWN,
        wickUpColor: UP,
        wickDownColor: DOWN,
        borderVisible: false,
      });
      candles.setData(rows.map((r) => ({ time: t(r[0]), open: r[1], high: r[2], low: r[3], close: r[4] })));
      lines = input.ma.map((values, k) => {
        const s = chart.addSeries(LineSeries, {
          color: MA_COLORS[k],
          lineWidth: 1,
          priceLineVisible: false,
          lastValueVisible: false,
        });
        const points = [];
        for (let i = 0; i < values.length; i++) {
          const v = values[i];
          if (v != null) points.push({ time: t((rows[i] as Ohlcv)[0]), value: v });
        }
        s.setData(points);
        return s;
      });
      volume = chart.addSeries(HistogramSeries, { priceFormat: { type: 'volume' } }, 1);
      volume.setData(rows.map((r) => ({ time: t(r[0]), value: r[5], color: r[4] >= r[1] ? UP : DOWN })));
      chart.panes()[1]?.setHeight(Math.round(root.clientHeight * 0.25));
    },
    toMiddle() {
      chart.timeScale().scrollToPosition(-rows.length / 2, false);
    },
    pan(dx) {
      const ts = chart.timeScale();
      ts.scrollToPosition(ts.scrollPosition() + dx / ts.options().barSpacing, false);
    },
    append(row) {
      rows.push(row);
      push(row);
    },
    amend(row) {
      rows[rows.length - 1] = row;
      push(row);
    },
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const JST = 9 * 3_600_000;

/**
 * The floor: a plain d3 canvas drawing the same elements (the latest bars' candles, volume, MA lines, a price
 * axis and a time axis) at the device pixel ratio, straight from the input rows, and nothing else.
 */
export function makeD3(): ChartAdapter {
  return {
    create(root, input) {
      const { rows, ma } = input;
      const pr = devicePixelRatio;
      const width = root.clientWidth;
      const height = root.clientHeight;
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(width * pr);
      canvas.height = Math.round(height * pr);
      canvas.style.width = `${width}px`;
      canvas.style.height = `${height}px`;
      root.appendChild(canvas);
      const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
      ctx.scale(pr, pr);
      const plotW = width - 56;
      const axisTop = height - 20;
      const mainH = Math.round(axisTop * 0.75);
      const n = rows.length;
      const first = Math.max(0, n - Math.ceil(plotW / SPACING));
      const x = scaleLinear()
        .domain([n - plotW / SPACING + 0.5, n + 0.5])
        .range([0, plotW]);
      let lo = Number.POSITIVE_INFINITY;
      let hi = Number.NEGATIVE_INFINITY;
      let vmax = 1;
      for (let i = first; i < n; i++) {
        const r = rows[i] as Ohlcv;
        lo = Math.min(lo, r[3]);
        hi = Math.max(hi, r[2]);
        vmax = Math.max(vmax, r[5]);
        for (const values of ma) {
          const v = values[i];
          if (v != null) {
            lo = Math.min(lo, v);
            hi = Math.max(hi, v);
          }
        }
      }
      const y = scaleLinear()
        .domain([lo, hi])
        .range([mainH - 8, 8])
        .nice();
      const vy = scaleLinear()
        .domain([0, vmax])
        .range([axisTop, mainH + 10]);
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, width, height);
      ctx.fillStyle = 'rgba(136,136,136,0.12)';
      for (const v of y.ticks(8)) ctx.fillRect(0, Math.round(y(v)), plotW, 1 / pr);
      const body = Math.max(1 / pr, SPACING * 0.75 - 1);
      for (const up of [true, false]) {
        ctx.fillStyle = up ? UP : DOWN;
        for (let i = first; i < n; i++) {
          const [, o, h, l, c, vol] = rows[i] as Ohlcv;
          if (c >= o !== up) continue;
          const cx = x(i);
          ctx.fillRect(cx - 0.5 / pr, y(h), 1 / pr, y(l) - y(h));
          ctx.fillRect(cx - body / 2, y(Math.max(o, c)), body, Math.max(1 / pr, Math.abs(y(o) - y(c))));
          ctx.globalAlpha = 0.6;
          ctx.fillRect(cx - body / 2, vy(vol), body, axisTop - vy(vol));
          ctx.globalAlpha = 1;
        }
      }
      ctx.lineWidth = 1;
      ma.forEach((values, k) => {
        ctx.beginPath();
        line<number>()
          .defined((i) => values[i] != null)
          .x((i) => x(i))
          .y((i) => y(values[i] ?? 0))
          .context(ctx)(Array.from({ length: n - first }, (_, k2) => first + k2));
        ctx.strokeStyle = MA_COLORS[k] ?? 'gray';
        ctx.stroke();
      });
      ctx.fillStyle = '#fff';
      ctx.fillRect(plotW, 0, 56, height);
      ctx.font = FONT;
      ctx.fillStyle = TEXT;
      ctx.textBaseline = 'middle';
      for (const v of y.ticks(8)) ctx.fillText(v.toFixed(2), plotW + 4, y(v));
      ctx.textAlign = 'center';
      for (let i = n - 1; i >= first; i -= 12) {
        const local = new Date((rows[i] as Ohlcv)[0] + JST);
        ctx.fillText(`${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`, x(i), axisTop + 10);
      }
    },
  };
}
