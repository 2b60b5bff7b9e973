import type { RuleIssue } from './codes';
import { issue } from './codes';
import type { MarketCode } from './currencies';
import { MARKET_CODES, MARKETS } from './currencies';
import type { Holiday } from './holidays';
import {
  newYorkHolidays,
  SHANGHAI_CLOSURES,
  shanghaiHoliday,
  TOKYO_HOLIDAY_YEARS,
  tokyoHoliday,
} from './holidays';
import type { IsoDate } from './zonedTime';
import { addDays, isWeekend, zonedDate } from './zonedTime';

/** Why a market is shut on a civil date, or null when it trades. */
export type ClosureReason = 'weekend' | 'holiday';

/** Searching further than this for a trading day means the calendar is broken, not that markets are shut. */
const MAX_SEARCH_DAYS = 31;

/**
 * The holiday that closes `market` on `date` (weekends excluded) as a code and its data, or null. Dates are the
 * market's local dates. Name it with the i18n (`holidayText`). In a year the calendar does not cover (see
 * {@link calendarCoverage}) no holiday is known: check {@link checkCalendar} before relying on an open day.
 */
export function holidayOf(market: MarketCode, date: IsoDate): Holiday | null {
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
  return holidayOf(market, date) === null ? null : 'holiday';
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
 * Years for which `market`'s holidays are known. Outside them only weekends close the market: the rules then
 * answer `calendar.unknownYear` (see {@link checkCalendar}). New York is computed by rule for any year; Tokyo
 * follows the holiday package; Shanghai follows the data table, year by year.
 */
export function calendarCoverage(market: MarketCode): { readonly from: number; readonly to: number } {
  if (market === 'usd') return { from: 1900, to: 9999 };
  if (market === 'jpy') return TOKYO_HOLIDAY_YEARS;
  const years = Object.keys(SHANGHAI_CLOSURES).map(Number);
  return { from: Math.min(...years), to: Math.max(...years) };
}

/** True when `market`'s closures of `year` are known (a Shanghai year must have its own table). */
export function isCalendarYearKnown(market: MarketCode, year: number): boolean {
  if (market === 'cny') return SHANGHAI_CLOSURES[year] !== undefined;
  const { from, to } = calendarCoverage(market);
  return from <= year && year <= to;
}

/**
 * `calendar.unknownYear` with `{ year }` when the holidays of `market` in the year of `instant` (the exchange's
 * local year) are not in the data, else null. The calendar fails safe: such a year's weekdays still have
 * sessions (so quotes and positions keep working), but an order is refused until the year's holidays are
 * added, rather than sent on a day that may be an exchange holiday.
 */
export function checkCalendar(market: MarketCode, instant: Date): RuleIssue | null {
  const year = Number(zonedDate(instant, MARKETS[market].timeZone).slice(0, 4));
  return isCalendarYearKnown(market, year) ? null : issue('calendar.unknownYear', { year });
}

/** A market whose holidays of a year are not known. */
export interface CalendarGap {
  readonly market: MarketCode;
  readonly year: number;
}

/**
 * Every market and year, from the year of `instant` to that of `aheadDays` later, whose holidays are not in the
 * data: empty when the calendars are ready. For a start-up warning or a scheduled check (run it with 40 days
 * ahead in late November to hear of a missing year before January).
 */
export function calendarGaps(instant: Date, aheadDays = 0): CalendarGap[] {
  const gaps: CalendarGap[] = [];
  const later = new Date(instant.getTime() + aheadDays * 86_400_000);
  for (const market of MARKET_CODES) {
    const tz = MARKETS[market].timeZone;
    const first = Number(zonedDate(instant, tz).slice(0, 4));
    const last = Number(zonedDate(later, tz).slice(0, 4));
    for (let year = first; year <= last; year++) {
      if (!isCalendarYearKnown(market, year)) gaps.push({ market, year });
    }
  }
  return gaps;
}
