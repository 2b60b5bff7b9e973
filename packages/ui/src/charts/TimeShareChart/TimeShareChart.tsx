import { formatChange } from '@tsumiki/sdk/rules';
import { type KeyboardEvent, useCallback, useId, useMemo, useRef, useState } from 'react';
import { vars } from '../../theme/vars.css';
import { makeZonedCalendar } from '../geometry/calendar';
import { makeSessionLayout, type Sessions, sessionMarks } from '../geometry/sessionLayout';
import { ChartDataTable, ChartTooltip } from '../react/ChartParts';
import * as styles from '../react/chart.css';
import { defaultFormatPrice, defaultFormatVolume } from '../react/formatDefaults';
import { type ChartLabels, defaultChartLabels } from '../react/labels';
import { resolveChartColors, resolveColor } from '../react/resolveColors';
import { useElementWidth } from '../react/useElementWidth';
import { useHiDpiCanvas } from '../react/useHiDpiCanvas';
import { useThemeEffect } from '../react/useThemeEffect';
import { drawTimeShare, type TimeShareRenderData } from '../renderers/timeShare';
import type { ChartColors, TimeSharePoint } from '../types';
import { timeShareFrame } from '../views/timeShareView';
import { timeShareReadout } from './timeShareReadout';

export interface TimeShareChartProps {
  /** One point per minute so far today, oldest first (average price computed by the SDK). */
  points: readonly TimeSharePoint[];
  /** Previous close: the dashed reference line and the base of the percent axis. */
  prevClose: number;
  /** The market's sessions, e.g. `marketSessions.tse`; the x-axis always spans the whole day. */
  sessions: Sessions;
  /** IANA zone of the exchange. */
  timeZone: string;
  /** Default the theme's `vars.color.price.up` / `down`. */
  upColor?: string;
  /** Colour of the line below the previous close; default the theme's falling price colour. */
  downColor?: string;
  /** Price line; default `vars.color.brand.primary`. */
  lineColor?: string;
  /** Average-price line; default `vars.color.feedback.warning.solid`. */
  averageColor?: string;
  /** Overrides of the chart's colours (line, average, volume); default the theme's. */
  colors?: Partial<ChartColors>;
  /** Tooltip and table time in the exchange's zone. */
  formatTime: (time: number) => string;
  /** Default 2 decimals. */
  formatPrice?: (value: number) => string;
  /** Formats a volume for the readout and the data table; default grouped digits. */
  formatVolume?: (value: number) => string;
  /** Its texts in the reader's language. */
  labels?: Partial<ChartLabels>;
  /** Accessible name of the chart, in the reader's language. */
  ariaLabel: string;
  /** Default: open, last price and change. */
  description?: string;
  /** Default 280. */
  height?: number;
  /** Device pixel ratio to draw at; default the screen's. */
  pixelRatio?: number;
  /** Default 30. */
  tableRows?: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (m: number) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;

/** Intraday time-share chart: price and average lines, previous close, volume, on a fixed session x-layout. */
export function TimeShareChart(props: TimeShareChartProps) {
  const {
    points,
    prevClose,
    sessions,
    timeZone,
    formatTime,
    ariaLabel,
    height = 280,
    tableRows = 30,
  } = props;
  const formatPrice = props.formatPrice ?? defaultFormatPrice;
  const formatVolume = props.formatVolume ?? defaultFormatVolume;
  const labels = { ...defaultChartLabels, ...props.labels };
  const rootRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // Laid out at a phone's width until measured; drawn only once measured.
  const measured = useElementWidth(rootRef);
  const width = measured ?? 320;
  const descId = useId();
  const [inspected, setInspected] = useState<number | null>(null);
  const calendar = useMemo(() => makeZonedCalendar(timeZone), [timeZone]);
  const layout = useMemo(() => makeSessionLayout(sessions), [sessions]);
  const frame = useMemo(
    () => timeShareFrame(points, prevClose, layout, calendar, width, height),
    [points, prevClose, layout, calendar, width, height],
  );
  const [colors, setColors] = useState<
    (ChartColors & { line: string; area: string; average: string }) | null
  >(null);
  const [font, setFont] = useState('sans-serif');
  const { upColor, downColor, lineColor, averageColor, colors: overrides } = props;
  useThemeEffect(() => {
    const el = rootRef.current;
    if (!el) return;
    const line = resolveColor(el, lineColor ?? vars.color.brand.primary);
    setColors({
      ...resolveChartColors(el, upColor, downColor, overrides),
      line,
      area: line,
      average: resolveColor(el, averageColor ?? vars.color.feedback.warning.solid),
    });
    setFont(getComputedStyle(el).fontFamily || 'sans-serif');
  }, [upColor, downColor, lineColor, averageColor, overrides]);

  const draw = useCallback(
    (ctx: CanvasRenderingContext2D, pr: number) => {
      if (!colors) return;
      const p = points[inspected ?? -1];
      const x = p ? frame.xs[inspected ?? -1] : null;
      const axisRows = [prevClose + frame.span, prevClose, prevClose - frame.span].map((v) => {
        const c = formatChange(v, prevClose, formatPrice);
        const tone = c.direction > 0 ? 'up' : c.direction < 0 ? 'down' : 'flat';
        return { y: frame.price(v), price: formatPrice(v), percent: c.percent, tone } as const;
      });
      const data: TimeShareRenderData = {
        width,
        height,
        xs: frame.xs,
        prices: points.map((q) => q.price),
        averages: points.map((q) => q.average),
        volumes: points.map((q, i) => ({
          value: frame.volume(q.volume),
          up: q.price >= (points[i - 1]?.price ?? prevClose),
        })),
        y: frame.price,
        prevCloseY: frame.price(prevClose),
        priceBottom: frame.priceBottom,
        volumeBase: frame.volume(0),
        marks: sessionMarks(layout, width).map((m) => ({ x: m.x, label: m.minutes.map(hhmm).join('/') })),
        axis: axisRows,
        slots: layout.total,
        crosshair: p && x != null ? { x, y: frame.price(p.price) } : null,
        colors,
        font: `10px ${font}`,
      };
      drawTimeShare(ctx, pr, data);
    },
    [colors, font, points, inspected, frame, prevClose, formatPrice, width, height, layout],
  );
  useHiDpiCanvas(canvasRef, width, height, props.pixelRatio, colors && measured !== undefined ? draw : null);

  const nearest = (x: number) => {
    let best = -1;
    let dist = Number.POSITIVE_INFINITY;
    frame.xs.forEach((px, i) => {
      if (px !== null && Math.abs(px - x) < dist) {
        dist = Math.abs(px - x);
        best = i;
      }
    });
    return best < 0 ? null : best;
  };
  const onPointer = (e: { clientX: number; currentTarget: HTMLCanvasElement }) => {
    setInspected(nearest(e.clientX - e.currentTarget.getBoundingClientRect().left));
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const last = points.length - 1;
    const step = e.shiftKey ? 10 : 1;
    const moves: Record<string, number | null> = {
      ArrowLeft: Math.max(0, (inspected ?? last + step) - step),
      ArrowRight: Math.min(last, (inspected ?? last - step) + step),
      Home: 0,
      End: last,
      Escape: null,
    };
    if (e.key in moves && last >= 0) {
      e.preventDefault();
      setInspected(moves[e.key] ?? null);
    }
  };

  const fmt = { labels, formatPrice, formatVolume, formatTime };
  const shown = points[inspected ?? points.length - 1];
  const readout = timeShareReadout(shown, prevClose, fmt);
  const lastPoint = points[points.length - 1];
  const description =
    props.description ??
    (lastPoint
      ? `${labels.price} ${formatPrice(lastPoint.price)}, ${labels.change} ${formatChange(lastPoint.price, prevClose, formatPrice).text}`
      : '');
  const rows = points
    .slice(-tableRows)
    .reverse()
    .map((q) => [formatTime(q.time), formatPrice(q.price), formatPrice(q.average), formatVolume(q.volume)]);

  return (
    <div ref={rootRef} className={styles.root}>
      <ChartTooltip items={readout} up={colors?.up ?? ''} down={colors?.down ?? ''} />
      <div className={styles.stage} style={{ height }}>
        <canvas
          ref={canvasRef}
          role="img"
          tabIndex={0}
          aria-label={ariaLabel}
          aria-describedby={descId}
          onPointerMove={onPointer}
          onPointerDown={onPointer}
          onPointerLeave={(e) => e.pointerType === 'mouse' && setInspected(null)}
          onKeyDown={onKeyDown}
        />
      </div>
      <p id={descId} className={styles.srOnly}>
        {description}
      </p>
      <ChartDataTable
        caption={ariaLabel}
        columns={[labels.time, labels.price, labels.average, labels.volume]}
        rows={rows}
      />
    </div>
  );
}
