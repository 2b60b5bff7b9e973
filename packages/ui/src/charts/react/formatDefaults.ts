import type { ZonedCalendar } from '../geometry/calendar';
import type { TickLevel } from '../geometry/tradingAxis';

const pad = (n: number) => String(n).padStart(2, '0');

/** Default price format: 2 decimals (callers pass the market's tick precision). */
export const defaultFormatPrice = (v: number) => v.toFixed(2);

/** Default volume format: plain digits, with k/M/B suffixes above 10,000 (language-neutral). */
export function defaultFormatVolume(v: number): string {
  const a = Math.abs(v);
  if (a >= 1e9) return `${(v / 1e9).toFixed(2)}B`;
  if (a >= 1e6) return `${(v / 1e6).toFixed(2)}M`;
  if (a >= 1e4) return `${(v / 1e3).toFixed(1)}k`;
  return String(Math.round(v));
}

/** Default numeric axis labels in the exchange's zone: `2025`, `2025-03`, `03-14`, `13:00`. */
export function makeDefaultFormatTick(calendar: ZonedCalendar) {
  return (time: number, level: TickLevel) => {
    const p = calendar(time);
    if (level === 'year') return String(p.year);
    if (level === 'month') return `${p.year}-${pad(p.month)}`;
    if (level === 'day') return `${pad(p.month)}-${pad(p.day)}`;
    return `${pad(Math.floor(p.minuteOfDay / 60))}:${pad(p.minuteOfDay % 60)}`;
  };
}
