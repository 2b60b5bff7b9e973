import type { IsoDate, MarketCode } from '@tsumiki/sdk';
import { dates, isTradingDay, sessionMinutes } from '@tsumiki/sdk';

/** The simulated history starts here; before it an instrument shows its first price. */
export const SIM_START: IsoDate = '2016-01-04';
/** The simulation runs to here; after it the last price holds. */
export const SIM_END: IsoDate = '2031-12-31';

export interface TradingDays {
  readonly dates: readonly IsoDate[];
  readonly index: ReadonlyMap<IsoDate, number>;
}

const cache = new Map<MarketCode, TradingDays>();

/** Every trading day of `market` between SIM_START and SIM_END (the SDK's calendar), computed once. */
export function tradingDays(market: MarketCode): TradingDays {
  const hit = cache.get(market);
  if (hit) return hit;
  const open: IsoDate[] = [];
  for (let d = SIM_START; d <= SIM_END; d = dates.addDays(d, 1)) if (isTradingDay(market, d)) open.push(d);
  const days = { dates: open, index: new Map(open.map((d, i) => [d, i])) };
  cache.set(market, days);
  return days;
}

/** Total session minutes of a trading day (the SDK's session table: lunch breaks excluded). */
export function sessionLength(market: MarketCode, date: IsoDate): number {
  return sessionMinutes(market, date).reduce((n, [open, close]) => n + close - open, 0);
}

/**
 * How many session minutes have passed at local `minute` of `date` (0 before the open, the full length after
 * the close; the clock stands still over lunch).
 */
export function elapsedSessionMinutes(market: MarketCode, date: IsoDate, minute: number): number {
  let n = 0;
  for (const [open, close] of sessionMinutes(market, date)) {
    if (minute <= open) break;
    n += Math.min(minute, close) - open;
  }
  return n;
}

/** The local minute-of-day of session minute `k` (its end), for labelling bars. */
export function sessionMinuteToClock(market: MarketCode, date: IsoDate, k: number): number {
  let left = k;
  const sessions = sessionMinutes(market, date);
  for (const [open, close] of sessions) {
    if (left <= close - open) return open + left;
    left -= close - open;
  }
  const last = sessions[sessions.length - 1];
  return last ? last[1] : 0;
}
