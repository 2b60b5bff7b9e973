import type { MarketCode } from '@tsumiki/sdk';
import { MARKETS, toZoned } from '@tsumiki/sdk';
import { elapsedSessionMinutes, sessionLength, tradingDays } from './calendar';
import type { Instrument } from './instruments';
import type { PartialMinute } from './intraday';
import { minutePath, partialMinute, STEP_MS } from './intraday';
import { Lru, stepOf } from './memo';
import type { DailySeries } from './series';
import { dailySeries } from './series';

/** Where an instrument's market stands at an instant: the latest day that has traded and how far into it. */
export interface DayPosition {
  readonly day: number;
  /** Session minutes traded on `day` (its full length once closed). */
  readonly minute: number;
  readonly length: number;
  readonly live: boolean;
  /**
   * Steps (of STEP_MS) into the next session minute, `minute + 1`, while it trades; 0 at a minute's boundary,
   * outside the session and over lunch.
   */
  readonly step: number;
}

function lastDayOnOrBefore(dates: readonly string[], date: string): number {
  let lo = 0;
  let hi = dates.length - 1;
  if (hi < 0 || (dates[0] ?? '') > date) return 0;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((dates[mid] ?? '') <= date) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

const positions = new Lru<DayPosition>(1024);

/**
 * The trading position of `market` at instant `at`: before today's open it is yesterday, closed. The same for
 * every instant of one price step (src/market/memo.ts), so it is worked out once a step.
 */
export function dayPosition(market: MarketCode, at: Date): DayPosition {
  return positions.get(`${market}:${stepOf(at)}`, () => positionAt(market, at));
}

/** {@link dayPosition} worked out from the instant itself (exported for the test that the step is enough). */
export function positionAt(market: MarketCode, at: Date): DayPosition {
  const { dates } = tradingDays(market);
  const local = toZoned(at, MARKETS[market].timeZone);
  let day = lastDayOnOrBefore(dates, local.date);
  let minute = Number.POSITIVE_INFINITY;
  let step = 0;
  if (dates[day] === local.date) {
    minute = elapsedSessionMinutes(market, local.date, local.minute);
    // The wall-clock minute under way is a session minute: the price moves inside it, a step at a time.
    const trading = elapsedSessionMinutes(market, local.date, local.minute + 1) > minute;
    if (trading) step = Math.floor((local.second * 1000 + at.getUTCMilliseconds()) / STEP_MS);
    if (minute === 0 && step === 0 && day > 0) {
      day -= 1;
      minute = Number.POSITIVE_INFINITY;
    }
  }
  const length = sessionLength(market, dates[day] ?? local.date);
  const m = Math.min(minute, length);
  return { day, minute: m, length, live: m < length, step: m < length ? step : 0 };
}

/** The session minute a position's price belongs to: the one under way once it has moved, else the last one. */
export function shownMinute(pos: DayPosition): number {
  return pos.step > 0 ? pos.minute + 1 : pos.minute;
}

/** The minute under way at `pos` of `series`, or null at a boundary or outside the session. */
export function partialOf(series: DailySeries, pos: DayPosition): PartialMinute | null {
  return pos.live && pos.step > 0 ? partialMinute(series, pos.day, pos.minute, pos.step) : null;
}

/** Raw state of one instrument at a position: floats straight from the simulator (rounded to its tick). */
export interface RawQuote {
  readonly series: DailySeries;
  readonly day: number;
  readonly price: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly prevClose: number;
  readonly volume: number;
  readonly amount: number;
  readonly live: boolean;
}

/** The simulated state of `instrument` at instant `at`. */
export function rawQuote(instrument: Instrument, at: Date): RawQuote {
  const series = dailySeries(instrument);
  const pos = dayPosition(instrument.market, at);
  const { day } = pos;
  const prevClose = series.base[day] ?? 0;
  if (!pos.live) {
    const close = series.close[day] ?? 0;
    const vol = series.volume[day] ?? 0;
    return {
      series,
      day,
      price: close,
      open: series.open[day] ?? 0,
      high: series.high[day] ?? 0,
      low: series.low[day] ?? 0,
      prevClose,
      volume: vol,
      amount: vol * (((series.high[day] ?? 0) + (series.low[day] ?? 0) + 2 * close) / 4),
      live: false,
    };
  }
  const path = minutePath(series, day);
  let high = path.price[0] ?? 0;
  let low = high;
  let volume = 0;
  let amount = 0;
  for (let k = 1; k <= pos.minute; k++) {
    const p = path.price[k] ?? 0;
    const v = path.volume[k] ?? 0;
    high = Math.max(high, p);
    low = Math.min(low, p);
    volume += v;
    amount += p * v;
  }
  let price = path.price[pos.minute] ?? 0;
  const partial = partialOf(series, pos);
  if (partial) {
    price = partial.price;
    high = Math.max(high, price);
    low = Math.min(low, price);
    volume += partial.volume;
    amount += price * partial.volume;
  }
  return {
    series,
    day,
    price,
    open: path.price[0] ?? 0,
    high,
    low,
    prevClose,
    volume,
    amount,
    live: true,
  };
}
