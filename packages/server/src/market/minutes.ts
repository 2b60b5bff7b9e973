import type { Decimal, MarketCode, TradingCalendar } from '@tsumiki/sdk';
import {
  BUILT_IN_CALENDAR,
  isCalendarYearKnown,
  isMarketOpen,
  isTradingDay,
  MARKETS,
  zonedInstant,
} from '@tsumiki/sdk';
import { sessionLength, sessionMinuteToClock, tradingDays } from './calendar';
import { dayPosition } from './engine';
import { findInstrument } from './instruments';
import { minutePath } from './intraday';
import { dailySeries, quotePrice } from './series';

/**
 * One minute of a market's sessions: a simulated trading day and a session minute of it (1 is the first). Every
 * stock of a market trades on the same minutes, and the simulator quotes one price per stock per minute, so
 * these are the moments anything can happen at a price: a limit order filling, a book reaching a margin level.
 */
export interface MinuteRef {
  readonly day: number;
  readonly minute: number;
}

/** Orders minutes: negative, zero or positive as `a` is before, at or after `b`. */
export function compareMinutes(a: MinuteRef, b: MinuteRef): number {
  return a.day - b.day || a.minute - b.minute;
}

/**
 * The minute whose price is quoted at `at`, and whether the market is in session then by `calendar` (outside a
 * session the last minute's price stands: the morning's last over lunch, the close overnight).
 */
export function minuteAt(
  market: MarketCode,
  at: Date,
  calendar: TradingCalendar = BUILT_IN_CALENDAR,
): MinuteRef & { open: boolean } {
  const pos = dayPosition(market, at);
  return { day: pos.day, minute: Math.max(pos.minute, 1), open: isMarketOpen(market, at, calendar) };
}

/**
 * {@link minuteAt} without whether the market is in session: what comparing two instants' minutes needs (the
 * session check, with its calendar, is most of minuteAt's cost and is asked before every signed-in call).
 */
export function minuteRefAt(market: MarketCode, at: Date): MinuteRef {
  const pos = dayPosition(market, at);
  return { day: pos.day, minute: Math.max(pos.minute, 1) };
}

/**
 * Whether a simulated trading day is one anything may happen on: a trading day by `calendar` (closures loaded
 * at run time included) in a year whose closures are confirmed. An unconfirmed day is treated as every money
 * action treats it (`calendar.unknownYear`): no fill and no stop-out at a price nobody may have traded.
 */
export function tradesOn(
  market: MarketCode,
  day: number,
  calendar: TradingCalendar = BUILT_IN_CALENDAR,
): boolean {
  const date = tradingDays(market).dates[day];
  if (!date) return false;
  return (
    isTradingDay(market, date, calendar) && isCalendarYearKnown(market, Number(date.slice(0, 4)), calendar)
  );
}

/** The instant at which the price of minute `ref` is first quoted. */
export function minuteStart(market: MarketCode, ref: MinuteRef): Date {
  const date = tradingDays(market).dates[ref.day] ?? '';
  return zonedInstant(date, sessionMinuteToClock(market, date, ref.minute), MARKETS[market].timeZone);
}

/**
 * The first minute to look at for anything after `at`: the minute quoted at `at` when the market is in session
 * (what happened at `at` may change what that price means), else the next minute a session quotes.
 */
export function firstMinuteFrom(
  market: MarketCode,
  at: Date,
  calendar: TradingCalendar = BUILT_IN_CALENDAR,
): MinuteRef {
  const ref = minuteAt(market, at, calendar);
  if (ref.open) return ref;
  const length = sessionLength(market, tradingDays(market).dates[ref.day] ?? '');
  return ref.minute < length ? { day: ref.day, minute: ref.minute + 1 } : { day: ref.day + 1, minute: 1 };
}

/**
 * Every minute from `first` to `last`, both included, in order, on the days `calendar` trades on (see
 * {@link tradesOn}). `keepDay` (default all) is asked once per day before its minutes: a day it declines is
 * passed over whole, so callers that can bound a day by its high and low skip most days of a long walk.
 */
export function* minutesBetween(
  market: MarketCode,
  first: MinuteRef,
  last: MinuteRef,
  keepDay: (day: number) => boolean = () => true,
  calendar: TradingCalendar = BUILT_IN_CALENDAR,
): Generator<MinuteRef> {
  const { dates } = tradingDays(market);
  for (let day = first.day; day <= last.day && day < dates.length; day++) {
    if (!tradesOn(market, day, calendar) || !keepDay(day)) continue;
    const from = day === first.day ? first.minute : 1;
    const to = day === last.day ? last.minute : sessionLength(market, dates[day] ?? '');
    for (let minute = from; minute <= to; minute++) yield { day, minute };
  }
}

/** One stock's prices over the simulated minutes: the day's range for skipping, the minute's price exactly. */
export interface PriceTrack {
  /** The lowest and highest price of the day (every minute's price lies within). */
  low(day: number): number;
  high(day: number): number;
  /** The minute's price as a float (for screening) and as the quotes answer it. */
  at(ref: MinuteRef): number;
  exact(ref: MinuteRef): Decimal;
}

/**
 * The price track of `code` in `market`: the simulator's, the same prices `quote` answers minute by minute.
 * A stock the simulator does not know (a newly listed IPO) stands at `fallback` throughout.
 */
export function priceTrack(market: MarketCode, code: string, fallback: Decimal): PriceTrack {
  const instrument = findInstrument(market, code);
  if (!instrument || instrument.index) {
    const p = Number(fallback);
    return { low: () => p, high: () => p, at: () => p, exact: () => fallback };
  }
  const series = dailySeries(instrument);
  const at = (ref: MinuteRef) => minutePath(series, ref.day).price[ref.minute] ?? 0;
  return {
    low: (day) => series.low[day] ?? 0,
    high: (day) => series.high[day] ?? 0,
    at,
    exact: (ref) => quotePrice(instrument, at(ref)),
  };
}
