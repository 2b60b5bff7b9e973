import type { Decimal, IsoDate } from '@tsumiki/sdk';
import { dailyPriceLimits, decimal } from '@tsumiki/sdk';
import { tradingDays } from './calendar';
import type { Instrument } from './instruments';
import { limitBoardOf } from './instruments';
import { gaussian, hash32, rng } from './random';

/** A simulated corporate action on its ex-date: the raw price is multiplied by `factor` overnight. */
export interface CorporateAction {
  readonly day: number;
  readonly date: IsoDate;
  readonly kind: 'dividend' | 'split';
  readonly factor: number;
  /** Dividend per share (raw, in the market currency) or shares per old share for a split. */
  readonly amount: number;
}

/** Daily raw (unadjusted) OHLCV of one instrument over every simulated trading day. */
export interface DailySeries {
  readonly instrument: Instrument;
  readonly dates: readonly IsoDate[];
  readonly open: Float64Array;
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly close: Float64Array;
  /** The previous close after the overnight corporate action: the base of the day's limits and change. */
  readonly base: Float64Array;
  readonly volume: Float64Array;
  readonly sigma: number;
  readonly actions: readonly CorporateAction[];
  /** Cumulative product of action factors up to and including each day (for adjustment). */
  readonly factorToDate: Float64Array;
}

/** The simulation anchor: an instrument's price is about its reference price on this date. */
export const ANCHOR: IsoDate = '2026-01-05';

/** Decimals a simulated price carries (prices are rounded to these before they leave the simulator). */
export function priceDecimals(instrument: Instrument, price: number): number {
  if (instrument.market === 'jpy' && !instrument.index) return price >= 1000 ? 0 : 1;
  return 2;
}

/** A simulated price as the quotes answer it: a decimal with the instrument's decimals. */
export function quotePrice(instrument: Instrument, price: number): Decimal {
  return decimal(price.toFixed(priceDecimals(instrument, price)));
}

export function roundPrice(instrument: Instrument, price: number): number {
  const p = 10 ** priceDecimals(instrument, price);
  return Math.round(price * p) / p;
}

/** Today's [lower, upper] limit from the SDK's rule, or null where none applies (US, indices). */
export function limitBand(instrument: Instrument, base: number): [number, number] | null {
  if (instrument.index) return null;
  const limits = dailyPriceLimits({
    market: instrument.market,
    previousClose: decimal(roundPrice(instrument, base).toString()),
    board: instrument.market === 'cny' ? limitBoardOf(instrument) : undefined,
  });
  return limits ? [Number(limits.lower), Number(limits.upper)] : null;
}

function corporateActions(instrument: Instrument, dates: readonly IsoDate[]): Map<number, CorporateAction> {
  const out = new Map<number, CorporateAction>();
  if (instrument.index) return out;
  const h = hash32(instrument.code);
  const index = new Map(dates.map((d, i) => [d, i]));
  const onOrAfter = (date: IsoDate): number | undefined => {
    for (let k = 0; k < 10; k++) {
      const d = new Date(`${date}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() + k);
      const i = index.get(d.toISOString().slice(0, 10));
      if (i !== undefined) return i;
    }
    return undefined;
  };
  const months = { jpy: ['03', '09'], usd: ['02', '05', '08', '11'], cny: ['06'] }[instrument.market];
  const yieldEach = { jpy: 0.012, usd: 0.004, cny: 0.015 }[instrument.market] * (0.5 + (h % 100) / 100);
  for (let year = 2016; year <= 2031; year++) {
    for (const month of months) {
      const day = onOrAfter(`${year}-${month}-26`);
      if (day !== undefined && day > 0) {
        out.set(day, { day, date: dates[day] ?? '', kind: 'dividend', factor: 1 - yieldEach, amount: 0 });
      }
    }
  }
  // One stock in eight splits 2-for-1 on a date between 2019 and 2024.
  if (h % 8 === 0) {
    const day = onOrAfter(`${2019 + (h % 6)}-07-01`);
    if (day !== undefined)
      out.set(day, { day, date: dates[day] ?? '', kind: 'split', factor: 0.5, amount: 2 });
  }
  return out;
}

const cache = new Map<string, DailySeries>();

/**
 * The daily series of an instrument: a seeded random walk (1-2.2% daily volatility, occasional fat tails),
 * clamped to the SDK's daily price limits, with dividends and splits applied on their ex-dates. Scaled so the
 * close on ANCHOR is near the reference price. Deterministic; cached because it never changes.
 */
export function dailySeries(instrument: Instrument): DailySeries {
  const key = `${instrument.market}:${instrument.code}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const { dates, index } = tradingDays(instrument.market);
  const n = dates.length;
  const h = hash32(key);
  const sigma = instrument.index ? 0.009 : 0.01 + (h % 1200) / 100000;
  const draw = (day: number, salt: string) => rng(hash32(`${key}|${day}|${salt}`));
  const returns = new Float64Array(n);
  for (let i = 1; i < n; i++) {
    const r = draw(i, 'r');
    const tail = r() < 0.02 ? 3 : 1;
    returns[i] = sigma * tail * gaussian(r);
  }
  const actions = corporateActions(instrument, dates);
  const anchor = index.get(ANCHOR) ?? 0;
  let logToAnchor = 0;
  for (let i = 1; i <= anchor; i++) logToAnchor += (returns[i] ?? 0) + Math.log(actions.get(i)?.factor ?? 1);
  const open = new Float64Array(n);
  const high = new Float64Array(n);
  const low = new Float64Array(n);
  const close = new Float64Array(n);
  const base = new Float64Array(n);
  const volume = new Float64Array(n);
  const factorToDate = new Float64Array(n);
  let prev = Number(instrument.ref) / Math.exp(logToAnchor);
  let factor = 1;
  const avgVolume = instrument.index ? 2e9 : instrument.sharesM * 1e6 * (0.002 + (h % 80) / 10000);
  for (let i = 0; i < n; i++) {
    const action = actions.get(i);
    factor *= action?.factor ?? 1;
    factorToDate[i] = factor;
    const b = prev * (action?.factor ?? 1);
    const r = draw(i, 'ohl');
    const rawC = b * Math.exp(returns[i] ?? 0);
    const rawO = b * Math.exp(0.3 * sigma * gaussian(r));
    const rawH = Math.max(rawO, rawC) * (1 + Math.abs(gaussian(r)) * sigma * 0.6);
    const rawL = Math.min(rawO, rawC) * (1 - Math.abs(gaussian(r)) * sigma * 0.6);
    // The narrowest band anywhere is ±5% (China ST): inside ±4% no limit can bind, so skip the exact rule.
    const band = rawH > b * 1.04 || rawL < b * 0.96 ? limitBand(instrument, b) : null;
    const clamp = (p: number) => (band ? Math.min(Math.max(p, band[0]), band[1]) : p);
    const c = roundPrice(instrument, clamp(rawC));
    const o = roundPrice(instrument, clamp(rawO));
    high[i] = roundPrice(instrument, clamp(Math.max(rawH, o, c)));
    low[i] = roundPrice(instrument, clamp(Math.min(rawL, o, c)));
    open[i] = o;
    close[i] = c;
    base[i] = b;
    volume[i] = Math.round(avgVolume * Math.exp(0.4 * gaussian(r)));
    prev = c;
  }
  for (const [i, a] of actions) {
    if (a.kind === 'dividend') actions.set(i, { ...a, amount: (close[i - 1] ?? 0) * (1 - a.factor) });
  }
  const series: DailySeries = {
    instrument,
    dates,
    open,
    high,
    low,
    close,
    base,
    volume,
    sigma,
    actions: [...actions.values()].sort((a, b) => a.day - b.day),
    factorToDate,
  };
  cache.set(key, series);
  return series;
}
