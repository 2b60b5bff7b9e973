// Chart indicators work on plain numbers: they are drawn, never booked, so binary floats are acceptable here
// (DESIGN.md keeps decimals for money only). Every series has one value per input close, null while warming up.

/** A computed indicator series, aligned with the input closes. */
export type Series = (number | null)[];

/** Moving-average periods shown on the K-line (5, 10, 20, 60). */
export const MA_PERIODS = [5, 10, 20, 60] as const;

function checkPeriod(period: number): void {
  if (!Number.isInteger(period) || period < 1)
    throw new RangeError('An indicator period must be a positive integer');
}

/** Simple moving average: the mean of the last `period` closes; null for the first period − 1 points. */
export function sma(closes: readonly number[], period: number): Series {
  checkPeriod(period);
  return closes.map((_, i) => {
    if (i < period - 1) return null;
    let total = 0;
    // summing each window afresh keeps long series free of drift from a running sum
    for (let j = i - period + 1; j <= i; j++) total += closes[j]!;
    return total / period;
  });
}

/** Moving averages for each period (default {@link MA_PERIODS}), keyed by period. */
export function movingAverages(
  closes: readonly number[],
  periods: readonly number[] = MA_PERIODS,
): Record<number, Series> {
  return Object.fromEntries(periods.map((p) => [p, sma(closes, p)]));
}

/**
 * Exponential moving average with α = 2 / (period + 1), seeded with the first value, as Chinese and Japanese
 * charting apps do (so MACD has values from the first bar).
 */
export function ema(values: readonly number[], period: number): number[] {
  checkPeriod(period);
  const alpha = 2 / (period + 1);
  const out: number[] = [];
  for (const [i, v] of values.entries()) out.push(i === 0 ? v : alpha * v + (1 - alpha) * out[i - 1]!);
  return out;
}

/** MACD lines. */
export interface Macd {
  /** DIF = EMA(fast) − EMA(slow). */
  readonly dif: number[];
  /** DEA = EMA(DIF, signal). */
  readonly dea: number[];
  /** Histogram = scale × (DIF − DEA). */
  readonly histogram: number[];
}

/** MACD options; defaults 12, 26, 9 and histogram scale 2 (the CN/JP app convention; 1 is the Western one). */
export interface MacdOptions {
  readonly fast?: number;
  readonly slow?: number;
  readonly signal?: number;
  readonly histogramScale?: number;
}

/** MACD(12, 26, 9) of closes. */
export function macd(closes: readonly number[], options: MacdOptions = {}): Macd {
  const { fast = 12, slow = 26, signal = 9, histogramScale = 2 } = options;
  const f = ema(closes, fast);
  const s = ema(closes, slow);
  const dif = f.map((v, i) => v - s[i]!);
  const dea = ema(dif, signal);
  return { dif, dea, histogram: dif.map((v, i) => histogramScale * (v - dea[i]!)) };
}

/**
 * RSI with Wilder's smoothing (default period 14): the first average gain/loss is the simple mean of the first
 * `period` changes, then avg = (avg × (period − 1) + change) / period. 100 when there are only gains, 50 when
 * the price did not move; null for the first `period` points.
 */
export function rsi(closes: readonly number[], period = 14): Series {
  checkPeriod(period);
  const out: Series = closes.map(() => null);
  let gain = 0;
  let loss = 0;
  for (let i = 1; i < closes.length; i++) {
    const change = closes[i]! - closes[i - 1]!;
    const up = Math.max(change, 0);
    const down = Math.max(-change, 0);
    if (i <= period) {
      gain += up / period;
      loss += down / period;
      if (i < period) continue;
    } else {
      gain = (gain * (period - 1) + up) / period;
      loss = (loss * (period - 1) + down) / period;
    }
    out[i] = loss === 0 ? (gain === 0 ? 50 : 100) : 100 - 100 / (1 + gain / loss);
  }
  return out;
}

/** Bollinger bands. */
export interface Bollinger {
  readonly middle: Series;
  readonly upper: Series;
  readonly lower: Series;
}

/** BOLL(20, 2): middle = SMA, bands = middle ± width × population standard deviation of the window. */
export function bollinger(closes: readonly number[], period = 20, width = 2): Bollinger {
  const middle = sma(closes, period);
  const deviation = middle.map((m, i) => {
    if (m === null) return null;
    let squares = 0;
    for (let j = i - period + 1; j <= i; j++) squares += (closes[j]! - m) ** 2;
    return Math.sqrt(squares / period);
  });
  return {
    middle,
    upper: middle.map((m, i) => (m === null ? null : m + width * deviation[i]!)),
    lower: middle.map((m, i) => (m === null ? null : m - width * deviation[i]!)),
  };
}
