import { sma } from '../../../packages/sdk/src/rules/indicators';
import { randomWalkBars, tradingTimes } from '../../../packages/ui/src/charts/fixtures/randomWalk';
import { marketSessions } from '../../../packages/ui/src/charts/geometry/sessionLayout';
import type { Bar } from '../../../packages/ui/src/charts/types';

export const MA_PERIODS = [5, 10, 20, 60] as const;
export const MA_COLORS = ['#f59e0b', '#a855f7', '#3b82f6', '#10b981'] as const;

/** Deterministic 5-minute Tokyo bars (seeded random walk) and their MA5/10/20/60 from the SDK. */
export function makeBenchData(n: number) {
  const times = tradingTimes(n + 1, 'm5', Date.UTC(2015, 0, 5), 9, marketSessions.tse);
  const all = randomWalkBars(times, 42, 2500, 0.004);
  const bars: Bar[] = all.slice(0, n);
  const closes = bars.map((b) => b.close);
  const ma = MA_PERIODS.map((p) => sma(closes, p));
  const next = all[n] as Bar;
  return { bars, ma, next };
}

/** The next value of a simple moving average after `bars` grew by one (so live updates stay O(1)). */
export function nextSma(bars: readonly Bar[], period: number): number | null {
  if (bars.length < period) return null;
  let s = 0;
  for (let i = bars.length - period; i < bars.length; i++) s += (bars[i] as Bar).close;
  return s / period;
}
