import type { TradingCalendar } from './calendars';
import { BUILT_IN_CALENDAR, isTradingDay, nextTradingDay, tradingDayOnOrAfter } from './calendars';
import type { MarketCode } from './currencies';
import { MARKETS } from './currencies';
import type { IsoDate, MinuteOfDay } from './zonedTime';
import { addDays, toZoned, zonedInstant } from './zonedTime';

/** A daily window on business days, local minutes, both ends inclusive to the end of the `last` minute. */
export interface FundsWindow {
  readonly first: MinuteOfDay;
  readonly last: MinuteOfDay;
}

/** Deposits: business days 00:00-23:59 (spec section 9), i.e. the whole business day. */
export const DEPOSIT_WINDOW: FundsWindow = { first: 0, last: 23 * 60 + 59 };

/** Withdrawals: business days 9:00-15:30 (spec section 9); 15:30 itself is the last minute accepted. */
export const WITHDRAWAL_WINDOW: FundsWindow = { first: 9 * 60, last: 15 * 60 + 30 };

/**
 * Business days are the yen market's calendar by default (Tokyo: weekends, national holidays, 31 Dec-3 Jan —
 * also the Japanese banks' closures), in Asia/Tokyo; pass another market to follow its calendar and zone.
 */
export const DEFAULT_FUNDS_MARKET: MarketCode = 'jpy';

/** "9:00"-style text of a minute, for issue params. */
export function minuteText(minute: MinuteOfDay): string {
  return `${Math.floor(minute / 60)}:${String(minute % 60).padStart(2, '0')}`;
}

/** True when `instant` falls on a business day inside `window`. */
export function isWithinWindow(
  window: FundsWindow,
  instant: Date,
  market = DEFAULT_FUNDS_MARKET,
  calendar: TradingCalendar = BUILT_IN_CALENDAR,
): boolean {
  const z = toZoned(instant, MARKETS[market].timeZone);
  return isTradingDay(market, z.date, calendar) && z.minute >= window.first && z.minute <= window.last;
}

/** The next instant the window opens at or after `instant` (itself when already inside). */
export function nextWindowOpen(
  window: FundsWindow,
  instant: Date,
  market = DEFAULT_FUNDS_MARKET,
  calendar: TradingCalendar = BUILT_IN_CALENDAR,
): Date {
  if (isWithinWindow(window, instant, market, calendar)) return instant;
  const tz = MARKETS[market].timeZone;
  const z = toZoned(instant, tz);
  const day =
    isTradingDay(market, z.date, calendar) && z.minute < window.first
      ? z.date
      : tradingDayOnOrAfter(market, addDays(z.date, 1), calendar);
  return zonedInstant(day, window.first, tz);
}

/** Arrival promises as data (spec section 9): usually within `withinHours`, at the latest 24:00 of T+`latestBusinessDays`. */
export interface ArrivalRule {
  readonly withinHours: number;
  readonly latestBusinessDays: number;
}

/** Deposits normally arrive within 2 hours, at the latest before 24:00 on T+1. */
export const DEPOSIT_ARRIVAL: ArrivalRule = { withinHours: 2, latestBusinessDays: 1 };

/** Withdrawals are usually credited within 24 hours, at the latest by 24:00 on the next business day. */
export const WITHDRAWAL_ARRIVAL: ArrivalRule = { withinHours: 24, latestBusinessDays: 1 };

/** When money should arrive: the usual case and the promised latest. */
export interface ExpectedArrival {
  readonly expected: Date;
  readonly latest: Date;
}

/**
 * Both arrival instants of a rule: submission + `withinHours`, and 24:00 (00:00 of the following calendar day)
 * of the `latestBusinessDays`-th business day after the submission's local date.
 */
export function expectedArrival(
  rule: ArrivalRule,
  submittedAt: Date,
  market = DEFAULT_FUNDS_MARKET,
  calendar: TradingCalendar = BUILT_IN_CALENDAR,
): ExpectedArrival {
  const tz = MARKETS[market].timeZone;
  let day: IsoDate = toZoned(submittedAt, tz).date;
  for (let i = 0; i < rule.latestBusinessDays; i++) day = nextTradingDay(market, day, calendar);
  return {
    expected: new Date(submittedAt.getTime() + rule.withinHours * 3_600_000),
    latest: zonedInstant(addDays(day, 1), 0, tz),
  };
}

/** Deposit arrival per {@link DEPOSIT_ARRIVAL}. */
export function expectedDepositArrival(
  submittedAt: Date,
  market = DEFAULT_FUNDS_MARKET,
  calendar: TradingCalendar = BUILT_IN_CALENDAR,
): ExpectedArrival {
  return expectedArrival(DEPOSIT_ARRIVAL, submittedAt, market, calendar);
}

/** Withdrawal credit per {@link WITHDRAWAL_ARRIVAL}. */
export function expectedWithdrawalArrival(
  submittedAt: Date,
  market = DEFAULT_FUNDS_MARKET,
  calendar: TradingCalendar = BUILT_IN_CALENDAR,
): ExpectedArrival {
  return expectedArrival(WITHDRAWAL_ARRIVAL, submittedAt, market, calendar);
}
