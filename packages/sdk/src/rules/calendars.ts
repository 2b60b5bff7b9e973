import type { MarketCode } from './currencies';
import {
  newYorkHolidays,
  SHANGHAI_CLOSURES,
  shanghaiHoliday,
  TOKYO_HOLIDAY_YEARS,
  tokyoHoliday,
} from './holidays';
import type { IsoDate } from './zonedTime';
import { addDays, isWeekend } from './zonedTime';

/** Why a market is shut on a civil date, or null when it trades. */
export type ClosureReason = 'weekend' | 'holiday';

/** Searching further than this for a trading day means the calendar is broken, not that markets are shut. */
const MAX_SEARCH_DAYS = 31;

/** The holiday name of `date` in `market` (weekends excluded), or null. Dates are the market's local dates. */
export function holidayName(market: MarketCode, date: IsoDate): string | null {
  switch (market) {
    case 'jpy':
      return tokyoHoliday(date);
    case 'usd':
      return newYorkHolidays(Number(date.slice(0, 4))).get(date) ?? null;
    case 'cny':
      return shanghaiHoliday(date);
  }
}

/** Why `market` is closed all day on `date` (its local civil date), or null when it is a trading day. */
export function closureReason(market: MarketCode, date: IsoDate): ClosureReason | null {
  if (isWeekend(date)) return 'weekend';
  return holidayName(market, date) === null ? null : 'holiday';
}

/** True when `market` has sessions on its local civil `date`. */
export function isTradingDay(market: MarketCode, date: IsoDate): boolean {
  return closureReason(market, date) === null;
}

/** The first trading day strictly after `date`. */
export function nextTradingDay(market: MarketCode, date: IsoDate): IsoDate {
  return step(market, date, 1);
}

/** The last trading day strictly before `date`. */
export function previousTradingDay(market: MarketCode, date: IsoDate): IsoDate {
  return step(market, date, -1);
}

/** `date` if it trades, else the next trading day. */
export function tradingDayOnOrAfter(market: MarketCode, date: IsoDate): IsoDate {
  return isTradingDay(market, date) ? date : nextTradingDay(market, date);
}

function step(market: MarketCode, date: IsoDate, direction: 1 | -1): IsoDate {
  let d = date;
  for (let i = 0; i < MAX_SEARCH_DAYS; i++) {
    d = addDays(d, direction);
    if (isTradingDay(market, d)) return d;
  }
  throw new RangeError(
    `No ${market} trading day within ${MAX_SEARCH_DAYS} days of ${date}: check the calendar data`,
  );
}

/**
 * Years for which `market`'s holidays are known. Outside them only weekends close the market, so a UI may warn.
 * New York is computed by rule for any year; Tokyo follows the holiday package; Shanghai follows the data table.
 */
export function calendarCoverage(market: MarketCode): { readonly from: number; readonly to: number } {
  if (market === 'usd') return { from: 1900, to: 9999 };
  if (market === 'jpy') return TOKYO_HOLIDAY_YEARS;
  const years = Object.keys(SHANGHAI_CLOSURES).map(Number);
  return { from: Math.min(...years), to: Math.max(...years) };
}
