import { isTradingDay, nextTradingDay, tradingDayOnOrAfter } from './calendars';
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
export function isWithinWindow(window: FundsWindow, instant: Date, market = DEFAULT_FUNDS_MARKET): boolean {
  const z = toZoned(instant, MARKETS[market].timeZone);
  return isTradingDay(market, z.date) && z.minute >= window.first && z.minute <= window.last;
}

/** The next instant the window opens at or after `instant` (itself when already inside). */
export function nextWindowOpen(window: FundsWindow, instant: Date, market = DEFAULT_FUNDS_MARKET): Date {
  if (isWithinWindow(window, instant, market)) return instant;
  const tz = MARKETS[market].timeZone;
  const z = toZoned(instant, tz);
  const day =
    isTradingDay(market, z.date) && z.minute < window.first
      ? z.date
      : tradingDayOnOrAfter(market, addDays(z.date, 1));
  return zonedInstant(day, window.first, tz);
}

/** When money should arrive: the usual case and the promised latest. */
export interface ExpectedArrival {
  readonly expected: Date;
  readonly latest: Date;
}

function endOfNextBusinessDay(submittedAt: Date, market: MarketCode): Date {
  const tz = MARKETS[market].timeZone;
  const day: IsoDate = toZoned(submittedAt, tz).date;
  // 24:00 of T+1 is 00:00 of the calendar day after the next business day.
  return zonedInstant(addDays(nextTradingDay(market, day), 1), 0, tz);
}

/** Deposit arrival (spec section 9): normally within 2 hours, at the latest 24:00 on the next business day. */
export function expectedDepositArrival(submittedAt: Date, market = DEFAULT_FUNDS_MARKET): ExpectedArrival {
  return {
    expected: new Date(submittedAt.getTime() + 2 * 3_600_000),
    latest: endOfNextBusinessDay(submittedAt, market),
  };
}

/** Withdrawal credit (spec section 9): usually within 24 hours, at the latest 24:00 on the next business day. */
export function expectedWithdrawalArrival(submittedAt: Date, market = DEFAULT_FUNDS_MARKET): ExpectedArrival {
  return {
    expected: new Date(submittedAt.getTime() + 24 * 3_600_000),
    latest: endOfNextBusinessDay(submittedAt, market),
  };
}
