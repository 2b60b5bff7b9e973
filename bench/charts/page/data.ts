import { sma } from '../../../packages/sdk/src/rules/indicators';
import { randomWalkBars, tradingTimes } from '../../../packages/ui/src/charts/fixtures/randomWalk';
import { marketSessions } from '../../../packages/ui/src/charts/geometry/sessionLayout';

export const MA_PERIODS = [5, 10, 20, 60] as const;
export const MA_COLORS = ['#f59e0b', '#a855f7', '#3b82f6', '#10b981'] as const;

/** One bar as a data feed sends it: `[time (epoch ms), open, high, low, close, volume]`. */
export type Ohlcv = [number, number, number, number, number, number];

/** What every contender is handed: the same rows and MA series, which each converts to its own form. */
export interface BenchInput {
  rows: Ohlcv[];
  ma: (number | null)[][];
  /** The bar after the last, for live updates. */
  next: Ohlcv;
}

/**
 * Deterministic 5-minute Tokyo bars (seeded random walk) as OHLCV rows — no contender's own format, so each one's
 * conversion is part of its mount — and their MA5/10/20/60 from the SDK.
 */
export function makeBenchData(n: number): BenchInput {
  const times = tradingTimes(n + 1, 'm5', Date.UTC(2015, 0, 5), 9, marketSessions.tse);
  const rows = randomWalkBars(times, 42, 2500, 0.004).map(
    (b): Ohlcv => [b.time, b.open, b.high, b.low, b.close, b.volume],
  );
  const next = rows.pop() as Ohlcv;
  const closes = rows.map((r) => r[4]);
  return { rows, ma: MA_PERIODS.map((p) => sma(closes, p)), next };
}

/** The next value of a simple moving average after `rows` grew by one (so live updates stay O(1)). */
export function nextSma(rows: readonly Ohlcv[], period: number): number | null {
  if (rows.length < period) return null;
  let s = 0;
  for (let i = rows.length - period; i < rows.length; i++) s += (rows[i] as Ohlcv)[4];
  return s / period;
}
