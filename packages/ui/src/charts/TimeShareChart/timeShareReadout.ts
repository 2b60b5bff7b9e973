import { formatChange } from '@tsumiki/sdk/rules';
import type { ReadoutItem } from '../KLineChart/klineReadout';
import type { ChartLabels } from '../react/labels';
import type { TimeSharePoint } from '../types';

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
  const change = formatChange(point.price, prevClose, f.formatPrice);
  return [
    { label: f.labels.time, value: f.formatTime(point.time) },
    { label: f.labels.price, value: f.formatPrice(point.price) },
    { label: f.labels.change, value: change.text, direction: change.direction },
    { label: f.labels.average, value: f.formatPrice(point.average) },
    { label: f.labels.volume, value: f.formatVolume(point.volume) },
  ];
}
