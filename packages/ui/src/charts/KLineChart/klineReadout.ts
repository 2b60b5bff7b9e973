import { barChangeBase, formatChange } from '@tsumiki/sdk/rules';
import { type ChartLabels, defaultChartLabels } from '../react/labels';
import type { Bar, BollBands, LineSeries, LowerPane } from '../types';

/** One `label value` pair of the tooltip or data table. */
export interface ReadoutItem {
  label: string;
  value: string;
  /** 1 up, -1 down, 0 flat: the tooltip colours the change and adds the sign. */
  direction?: number;
}

export interface ReadoutFormat {
  labels: ChartLabels;
  formatPrice: (v: number) => string;
  formatVolume: (v: number) => string;
  formatTime: (time: number) => string;
}

/**
 * Indicator lines on both panes, so the tooltip shows their values at the inspected bar: the MAs, the
 * Bollinger bands (upper, middle, lower) when shown, then the lower pane's lines.
 */
export function indicatorLines(
  ma: readonly LineSeries[],
  lower: LowerPane | undefined,
  boll?: BollBands,
  labels: Pick<ChartLabels, 'bollUpper' | 'bollMiddle' | 'bollLower'> = defaultChartLabels,
): LineSeries[] {
  const main = boll
    ? [
        ...ma,
        { name: labels.bollUpper, values: boll.upper, color: boll.color },
        { name: labels.bollMiddle, values: boll.middle, color: boll.color },
        { name: labels.bollLower, values: boll.lower, color: boll.color },
      ]
    : [...ma];
  if (!lower) return main;
  return lower.kind === 'macd' ? [...main, lower.dif, lower.dea] : [...main, ...lower.lines];
}

/**
 * Tooltip content for bar `i`: time, OHLC, change against the previous close, volume, indicator values. The
 * change and its percent come from the SDK's chart readout rules; this only pairs labels with texts.
 */
export function klineReadout(
  bars: readonly Bar[],
  i: number,
  lines: readonly LineSeries[],
  f: ReadoutFormat,
): ReadoutItem[] {
  const bar = bars[i];
  const base = barChangeBase(bars, i);
  if (!bar || base === null) return [];
  const { labels: l, formatPrice: p } = f;
  const change = formatChange(bar.close, base, p);
  const items: ReadoutItem[] = [
    { label: l.time, value: f.formatTime(bar.time) },
    { label: l.open, value: p(bar.open) },
    { label: l.high, value: p(bar.high) },
    { label: l.low, value: p(bar.low) },
    { label: l.close, value: p(bar.close) },
    { label: l.change, value: change.text, direction: change.direction },
    { label: l.volume, value: f.formatVolume(bar.volume) },
  ];
  for (const s of lines) {
    const v = s.values[i];
    if (v != null) items.push({ label: s.name, value: p(v) });
  }
  return items;
}
