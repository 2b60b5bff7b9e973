import type { ReadoutItem } from '../KLineChart/klineReadout';
import type { ChartLabels } from '../react/labels';
import type { TimeSharePoint } from '../types';

/** Signed change and percent against a base, with a real minus sign so colour is never the only cue. */
export function signedChange(value: number, base: number, format: (v: number) => string) {
  const change = value - base;
  const pct = base === 0 ? 0 : (change / base) * 100;
  const sign = change > 0 ? '+' : change < 0 ? '−' : '';
  return {
    text: `${sign}${format(Math.abs(change))} (${sign}${Math.abs(pct).toFixed(2)}%)`,
    percent: `${sign}${Math.abs(pct).toFixed(2)}%`,
    direction: Math.sign(change),
  };
}

/** Tooltip content for a time-share point. */
export function timeShareReadout(
  point: TimeSharePoint | undefined,
  prevClose: number,
  f: {
    labels: ChartLabels;
    formatPrice: (v: number) => string;
    formatVolume: (v: number) => string;
    formatTime: (t: number) => string;
  },
): ReadoutItem[] {
  if (!point) return [];
  const change = signedChange(point.price, prevClose, f.formatPrice);
  return [
    { label: f.labels.time, value: f.formatTime(point.time) },
    { label: f.labels.price, value: f.formatPrice(point.price) },
    { label: f.labels.change, value: change.text, direction: change.direction },
    { label: f.labels.average, value: f.formatPrice(point.average) },
    { label: f.labels.volume, value: f.formatVolume(point.volume) },
  ];
}
