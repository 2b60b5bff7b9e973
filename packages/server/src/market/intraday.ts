import { sessionLength } from './calendar';
import { gaussian, hash32, rng } from './random';
import type { DailySeries } from './series';
import { limitBand, roundPrice } from './series';

/** One trading day minute by minute: price[k] and volume[k] after k session minutes (k = 0 is the open). */
export interface MinutePath {
  readonly price: Float64Array;
  readonly volume: Float64Array;
  /** The day's mean absolute price change from one minute to the next: the scale of moves inside a minute. */
  readonly move: number;
}

const cache = new Map<string, MinutePath>();
const CACHE_MAX = 4000;

/**
 * The minute path of day `day`: a Brownian bridge from the day's open to its close, stretched so it touches the
 * day's high and low exactly, inside the daily limit band. Volume follows a U shape over the session.
 */
export function minutePath(series: DailySeries, day: number): MinutePath {
  const { instrument } = series;
  const key = `${instrument.market}:${instrument.code}:${day}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const date = series.dates[day] ?? '';
  const n = Math.max(1, sessionLength(instrument.market, date));
  const o = series.open[day] ?? 0;
  const c = series.close[day] ?? 0;
  const hi = series.high[day] ?? 0;
  const lo = series.low[day] ?? 0;
  const r = rng(hash32(`${key}|path`));
  const walk = new Float64Array(n + 1);
  for (let k = 1; k <= n; k++) walk[k] = (walk[k - 1] ?? 0) + gaussian(r);
  const last = walk[n] ?? 0;
  const dev = new Float64Array(n + 1);
  let maxDev = 0;
  let minDev = 0;
  for (let k = 0; k <= n; k++) {
    const d = (walk[k] ?? 0) - (k / n) * last;
    dev[k] = d;
    maxDev = Math.max(maxDev, d);
    minDev = Math.min(minDev, d);
  }
  const up = maxDev > 0 ? (hi - Math.max(o, c)) / maxDev : 0;
  const down = minDev < 0 ? (Math.min(o, c) - lo) / -minDev : 0;
  const band = limitBand(instrument, series.base[day] ?? o);
  const price = new Float64Array(n + 1);
  let kHigh = 0;
  let kLow = 0;
  for (let k = 0; k <= n; k++) {
    const d = dev[k] ?? 0;
    let p = o + (k / n) * (c - o) + (d > 0 ? d * up : d * down);
    if (band) p = Math.min(Math.max(p, band[0]), band[1]);
    price[k] = roundPrice(instrument, p);
    if (d === maxDev) kHigh = k;
    if (d === minDev) kLow = k;
  }
  if (kHigh > 0 && kHigh < n) price[kHigh] = hi;
  if (kLow > 0 && kLow < n) price[kLow] = lo;
  price[0] = o;
  price[n] = c;
  const total = series.volume[day] ?? 0;
  const weights = new Float64Array(n + 1);
  let sum = 0;
  for (let k = 1; k <= n; k++) {
    const x = (k / n - 0.5) * 2;
    const w = (1 + 1.5 * x * x) * (0.6 + 0.8 * r());
    weights[k] = w;
    sum += w;
  }
  const lot = instrument.market === 'usd' || instrument.index ? 1 : 100;
  const volume = new Float64Array(n + 1);
  for (let k = 1; k <= n; k++) volume[k] = Math.round((total * (weights[k] ?? 0)) / sum / lot) * lot;
  let moves = 0;
  for (let k = 1; k <= n; k++) moves += Math.abs((price[k] ?? 0) - (price[k - 1] ?? 0));
  const path = { price, volume, move: moves / n };
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(key, path);
  return path;
}

/** Price steps within a session minute: the simulated price may move every `60 / STEPS_PER_MINUTE` seconds. */
export const STEPS_PER_MINUTE = 12;
export const STEP_MS = 60_000 / STEPS_PER_MINUTE;

/** The price and volume of a minute in progress, `step` steps (1..STEPS_PER_MINUTE-1) into session minute `k + 1`. */
export interface PartialMinute {
  readonly price: number;
  readonly volume: number;
}

const stepCache = new Map<string, Float64Array>();

/**
 * The prices inside session minute `k + 1` of day `day` at each step: a Brownian bridge from `price[k]` to
 * `price[k + 1]` whose spread follows the day's typical minute move, rounded to the tick and kept inside the
 * day's high and low (so the day's bar never changes in hindsight) and its limit band. Index 0 is `price[k]`.
 */
function minuteSteps(series: DailySeries, day: number, k: number): Float64Array {
  const { instrument } = series;
  const key = `${instrument.market}:${instrument.code}:${day}:${k}`;
  const hit = stepCache.get(key);
  if (hit) return hit;
  const path = minutePath(series, day);
  const from = path.price[k] ?? 0;
  const to = path.price[k + 1] ?? from;
  const r = rng(hash32(`${key}|steps`));
  const walk = new Float64Array(STEPS_PER_MINUTE + 1);
  for (let j = 1; j <= STEPS_PER_MINUTE; j++) walk[j] = (walk[j - 1] ?? 0) + gaussian(r);
  const end = walk[STEPS_PER_MINUTE] ?? 0;
  const spread = path.move / Math.sqrt(STEPS_PER_MINUTE);
  const hi = series.high[day] ?? to;
  const lo = series.low[day] ?? to;
  const band = limitBand(instrument, series.base[day] ?? from);
  const steps = new Float64Array(STEPS_PER_MINUTE);
  steps[0] = from;
  for (let j = 1; j < STEPS_PER_MINUTE; j++) {
    const t = j / STEPS_PER_MINUTE;
    let p = from + t * (to - from) + ((walk[j] ?? 0) - t * end) * spread;
    p = Math.min(Math.max(p, lo), hi);
    if (band) p = Math.min(Math.max(p, band[0]), band[1]);
    steps[j] = roundPrice(instrument, p);
  }
  if (stepCache.size >= CACHE_MAX * 8) stepCache.clear();
  stepCache.set(key, steps);
  return steps;
}

/**
 * Session minute `k + 1` of day `day`, `step` steps in (0 < step < STEPS_PER_MINUTE): its price so far and the
 * volume traded in it so far (the minute's volume pro rata, in whole lots).
 */
export function partialMinute(series: DailySeries, day: number, k: number, step: number): PartialMinute {
  const path = minutePath(series, day);
  const price = minuteSteps(series, day, k)[step] ?? path.price[k] ?? 0;
  const { instrument } = series;
  const lot = instrument.market === 'usd' || instrument.index ? 1 : 100;
  const full = path.volume[k + 1] ?? 0;
  const volume = Math.round((full * step) / STEPS_PER_MINUTE / lot) * lot;
  return { price, volume };
}
