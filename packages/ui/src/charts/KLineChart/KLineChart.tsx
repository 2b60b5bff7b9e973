import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ChartStyle } from '../engine/drawKLine';
import type { CrosshairState } from '../engine/klineEngine';
import { makeZonedCalendar } from '../geometry/calendar';
import type { TickLevel } from '../geometry/tradingAxis';
import { ChartDataTable, ChartTooltip } from '../react/ChartParts';
import * as styles from '../react/chart.css';
import { defaultFormatPrice, defaultFormatVolume, makeDefaultFormatTick } from '../react/formatDefaults';
import { type ChartLabels, defaultChartLabels } from '../react/labels';
import { resolveChartColors, resolveColors } from '../react/resolveColors';
import { useElementWidth } from '../react/useElementWidth';
import { type GestureTarget, useGestures } from '../react/useGestures';
import { useThemeEffect } from '../react/useThemeEffect';
import type { Bar, BollBands, ChartColors, ChartPeriod, LineSeries, LowerPane } from '../types';
import {
  IndicatorSwitch,
  indicatorPanes,
  type KLineIndicatorSwitch,
  useIndicatorChoice,
} from './IndicatorSwitch';
import { indicatorLines, klineReadout, type ReadoutFormat } from './klineReadout';
import { keyAction, useKLineEngine } from './useKLineEngine';

export interface KLineChartProps {
  /** Bars oldest first, already adjusted (none/forward/backward) by the SDK. */
  bars: readonly Bar[];
  /** Moving averages (MA5/10/20/60), precomputed; colours may be theme `var(...)` strings. Default none. */
  ma?: readonly LineSeries[];
  /** Bollinger bands on the main pane; default none. */
  boll?: BollBands;
  /** The lower indicator pane (MACD or RSI); default none. */
  lower?: LowerPane;
  /**
   * A built-in switch among MACD and RSI in the lower pane and BOLL on the main pane, with translated texts
   * and the SDK-computed series of each choice; when given, it decides `lower` and `boll`. Default none.
   */
  indicators?: KLineIndicatorSwitch;
  /** The bars' period: decides the time axis labels and the gaps between sessions. */
  period: ChartPeriod;
  /** IANA zone of the exchange, for axis labels, e.g. `Asia/Tokyo`. */
  timeZone: string;
  /** Up colour for the market's convention; default the theme's `vars.color.price.up`. */
  upColor?: string;
  /** Down colour; default the theme's `vars.color.price.down`. */
  downColor?: string;
  /** Other colours; default theme text, surface and grid tokens. */
  colors?: Partial<ChartColors>;
  /** Crosshair, tooltip and table time in the exchange's zone (the app formats; ui holds no i18n). Formatters
   * are read at paint time, so inline functions are fine; a change shows on the next paint. */
  formatTime: (time: number, period: ChartPeriod) => string;
  /** Axis labels per boundary level; default numeric (`2025`, `2025-03`, `03-14`, `13:00`). */
  formatTick?: (time: number, level: TickLevel) => string;
  /** Default 2 decimals. */
  formatPrice?: (value: number) => string;
  /** Default plain digits with k/M/B. */
  formatVolume?: (value: number) => string;
  /** Tooltip and table words; default English. */
  labels?: Partial<ChartLabels>;
  /** Accessible name of the chart image. */
  ariaLabel: string;
  /** Accessible description; default a summary of the range, high, low and last close. */
  description?: string;
  /** Chart height in CSS pixels; default 360. Width follows the container. */
  height?: number;
  /** Initial bar spacing in CSS pixels; default 6. */
  barSpacing?: number;
  /** Rows in the hidden data table (most recent first); default 30. */
  tableRows?: number;
  /** Device pixel ratio; default `window.devicePixelRatio`. */
  pixelRatio?: number;
  /** Called when the inspected bar changes (null when hidden). */
  onInspect?: (index: number | null) => void;
}

const NO_SERIES: readonly LineSeries[] = [];

/** K-line chart: candles, volume, MA/BOLL and a MACD or RSI pane, on HiDPI canvases drawn by `KLineEngine`. */
export function KLineChart(props: KLineChartProps) {
  const { bars, ma = NO_SERIES, period, timeZone, upColor, downColor, height = 360 } = props;
  const [indicator, chooseIndicator] = useIndicatorChoice(props.indicators);
  const { boll, lower } = props.indicators
    ? indicatorPanes(props.indicators, indicator)
    : { boll: props.boll, lower: props.lower };
  const { formatTime, ariaLabel, tableRows = 30, onInspect } = props;
  const formatPrice = props.formatPrice ?? defaultFormatPrice;
  const formatVolume = props.formatVolume ?? defaultFormatVolume;
  const labels = { ...defaultChartLabels, ...props.labels };
  const rootRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  // The engine starts once the stage is measured, so its first frame is drawn at the real width.
  const measured = useElementWidth(rootRef);
  const width = measured ?? 320;
  const [cross, setCross] = useState<CrosshairState | null>(null);
  const descId = useId();
  const calendar = useMemo(() => makeZonedCalendar(timeZone), [timeZone]);
  const [resolved, setResolved] = useState<{
    colors: ChartColors;
    font: string;
    ma: string[];
    boll: string[];
  } | null>(null);

  // Colours are resolved when their strings or the theme around change, not when a live tick brings new series.
  const maColors = ma.map((s) => s.color).join('|');
  const bollColors = boll ? `${boll.color}|${boll.fill ?? ''}` : '';
  const overrides = JSON.stringify(props.colors ?? {});
  useThemeEffect(() => {
    const el = rootRef.current;
    if (!el) return;
    setResolved({
      font: getComputedStyle(el).fontFamily || 'sans-serif',
      colors: resolveChartColors(el, upColor, downColor, JSON.parse(overrides)),
      ma: resolveColors(el, maColors ? maColors.split('|') : []),
      boll: resolveColors(el, bollColors ? bollColors.split('|') : []),
    });
  }, [upColor, downColor, overrides, maColors, bollColors]);

  // Formatters are read at paint time through a ref, so inline functions do not force full repaints.
  const fmtRef = useRef({ formatPrice, formatVolume, formatTime, formatTick: props.formatTick, period });
  fmtRef.current = { formatPrice, formatVolume, formatTime, formatTick: props.formatTick, period };
  const style = useMemo<ChartStyle | null>(() => {
    if (!resolved) return null;
    const numericTick = makeDefaultFormatTick(calendar);
    const f = () => fmtRef.current;
    return {
      colors: resolved.colors,
      font: `11px ${resolved.font}`,
      formatPrice: (v) => f().formatPrice(v),
      formatVolume: (v) => f().formatVolume(v),
      formatTick: (t, level) => (f().formatTick ?? numericTick)(t, level),
      formatTime: (t) => f().formatTime(t, f().period),
      calendar,
    };
  }, [resolved, calendar]);
  const data = useMemo(() => {
    const maColored = ma.map((s, k) => ({ ...s, color: resolved?.ma[k] ?? s.color }));
    const bollColored = boll && {
      ...boll,
      color: resolved?.boll[0] ?? boll.color,
      fill: resolved?.boll[1] || undefined,
    };
    return { bars, ma: maColored, boll: bollColored, lower };
  }, [bars, ma, boll, lower, resolved]);

  const engine = useKLineEngine(stageRef, measured === undefined ? null : style, data, {
    width,
    height,
    pixelRatio: props.pixelRatio,
    barSpacing: props.barSpacing,
    onCrosshair: setCross,
  });
  const gestures = useMemo<GestureTarget | null>(
    () =>
      engine && {
        pan: (dx) => engine.pan(dx),
        zoom: (f, x) => engine.zoom(f, x),
        inspect: (x, y) => engine.setCrosshair(engine.indexAt(x), y),
        hideInspect: () => engine.setCrosshair(null),
      },
    [engine],
  );
  const gestureRef = useRef<GestureTarget | null>(null);
  gestureRef.current = gestures;
  useGestures(stageRef, gestureRef);

  useEffect(() => onInspect?.(cross?.index ?? null), [cross, onInspect]);
  useLayoutEffect(() => {
    const canvas = engine?.overlay;
    canvas?.setAttribute('aria-label', ariaLabel);
    canvas?.setAttribute('aria-describedby', descId);
  }, [engine, ariaLabel, descId]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (engine && keyAction(engine, e.key, e.shiftKey)) e.preventDefault();
  };

  const fmt = { labels, formatPrice, formatVolume, formatTime: (t: number) => formatTime(t, period) };
  const lines = indicatorLines(ma, lower, boll, labels);
  const inspected = cross?.index ?? bars.length - 1;
  const readout = klineReadout(bars, inspected, lines, fmt);
  const description = props.description ?? describeBars(bars, fmt);
  const recent = bars.slice(-tableRows).reverse();
  const columns = [labels.time, labels.open, labels.high, labels.low, labels.close, labels.volume];
  const rowKeys = recent.map((b, k) => `${b.time}-${k}`);
  const rows = recent.map((b) => [
    fmt.formatTime(b.time),
    formatPrice(b.open),
    formatPrice(b.high),
    formatPrice(b.low),
    formatPrice(b.close),
    formatVolume(b.volume),
  ]);

  return (
    <div ref={rootRef} className={styles.root}>
      {props.indicators && (
        <div className={styles.toolbar}>
          <IndicatorSwitch switch={props.indicators} value={indicator} onValueChange={chooseIndicator} />
        </div>
      )}
      <ChartTooltip items={readout} up={resolved?.colors.up ?? ''} down={resolved?.colors.down ?? ''} />
      {/* Keys reach the focused canvas inside the stage and bubble here. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the focusable element is the role="img" canvas */}
      <div ref={stageRef} className={styles.stage} style={{ height }} onKeyDown={onKeyDown} />
      <p id={descId} className={styles.srOnly}>
        {description}
      </p>
      <ChartDataTable caption={ariaLabel} columns={columns} rows={rows} rowKeys={rowKeys} />
    </div>
  );
}

function describeBars(bars: readonly Bar[], f: ReadoutFormat) {
  const first = bars[0];
  const last = bars[bars.length - 1];
  if (!first || !last) return '';
  let hi = first.high;
  let lo = first.low;
  for (const b of bars) {
    if (b.high > hi) hi = b.high;
    if (b.low < lo) lo = b.low;
  }
  const { labels: l, formatPrice: p } = f;
  return `${f.formatTime(first.time)} – ${f.formatTime(last.time)}. ${l.high} ${p(hi)}, ${l.low} ${p(lo)}, ${l.close} ${p(last.close)}.`;
}
