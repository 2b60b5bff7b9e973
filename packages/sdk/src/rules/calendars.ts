import type { RuleIssue } from './codes';
import { issue } from './codes';
import type { MarketCode } from './currencies';
import { MARKET_CODES, MARKETS } from './currencies';
import type { Holiday, HolidayCode } from './holidays';
import {
  HOLIDAY_CODES,
  newYorkHolidays,
  SHANGHAI_CLOSURES,
  shanghaiHoliday,
  TOKYO_HOLIDAY_YEARS,
  tokyoHoliday,
} from './holidays';
import type { IsoDate } from './zonedTime';
import { addDays, isoDate, isWeekend, zonedDate } from './zonedTime';

/** One closed period of a year: inclusive first and last local date, and what closes it. */
export type ClosureRange = readonly [first: IsoDate, last: IsoDate, code: HolidayCode];

/**
 * Exchange closures supplied at run time (the server's `getTradingCalendar`, or a broker's own file), by market
 * and year. A year given here replaces the built-in table of that market and year, so a year the SDK was
 * released without (a new Shanghai notice) needs no SDK release; the years not given keep the built-in tables.
 * Every calendar rule takes one as its last argument, default {@link BUILT_IN_CALENDAR}.
 */
export interface TradingCalendar {
  readonly years: Readonly<Partial<Record<MarketCode, Readonly<Record<number, readonly ClosureRange[]>>>>>;
}

/** No closures supplied: the SDK's built-in tables only. */
export const BUILT_IN_CALENDAR: TradingCalendar = { years: {} };

/** A market calendar as the contract's `MarketCalendar` answers it (`getTradingCalendar`). */
export interface PublishedCalendar {
  readonly market: MarketCode;
  readonly years: readonly {
    readonly year: number;
    readonly closures: readonly { readonly first: string; readonly last: string; readonly code: string }[];
  }[];
}

const isHolidayCode = (code: string): code is HolidayCode =>
  (HOLIDAY_CODES as readonly string[]).includes(code);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The calendar a server published (`getTradingCalendar`'s data), for the calendar rules. A year's closures
 * replace the built-in ones of that year; a code this SDK does not know still closes the day (as
 * `exchangeClosure`), and a range outside its year or with malformed dates is dropped with its whole year, so a
 * damaged answer falls back to the built-in table rather than opening a closed day.
 */
export function calendarFromPublished(published: readonly PublishedCalendar[]): TradingCalendar {
  const years: Partial<Record<MarketCode, Record<number, readonly ClosureRange[]>>> = {};
  for (const m of published) {
    if (!(MARKET_CODES as readonly string[]).includes(m.market)) continue;
    const byYear: Record<number, readonly ClosureRange[]> = { ...years[m.market] };
    for (const y of m.years) {
      const ranges = y.closures.map(
        (c): ClosureRange => [
          c.first as IsoDate,
          c.last as IsoDate,
          isHolidayCode(c.code) ? c.code : 'exchangeClosure',
        ],
      );
      const sound = ranges.every(
        ([a, b]) =>
          DATE.test(a) && DATE.test(b) && a <= b && a.startsWith(`${y.year}-`) && b.startsWith(`${y.year}-`),
      );
      if (Number.isInteger(y.year) && sound) byYear[y.year] = ranges;
    }
    years[m.market] = byYear;
  }
  return { years };
}

const holiday = (code: HolidayCode): Holiday => ({ code });

/** Why a market is shut on a civil date, or null when it trades. */
export type ClosureReason = 'weekend' | 'holiday';

/** Searching further than this for a trading day means the calendar is broken, not that markets are shut. */
const MAX_SEARCH_DAYS = 31;

/**
 * The holiday that closes `market` on `date` (weekends excluded) as a code and its data, or null. Dates are the
 * market's local dates. Name it with the i18n (`holidayText`). In a year the calendar does not cover (see
 * {@link calendarCoverage}) no holiday is known: check {@link checkCalendar} before relying on an open day.
 */
export function holidayOf(
  market: MarketCode,
  date: IsoDate,
  calendar: TradingCalendar = BUILT_IN_CALENDAR,
): Holiday | null {
  const supplied = calendar.years[market]?.[Number(date.slice(0, 4))];
  if (supplied !== undefined) {
    const found = supplied.find(([first, last]) => first <= date && date <= last);
    return found === undefined ? null : holiday(found[2]);
  }
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
export function closureReason(
  market: MarketCode,
  date: IsoDate,
  calendar: TradingCalendar = BUILT_IN_CALENDAR,
): ClosureReason | null {
  if (isWeekend(date)) return 'weekend';
  return holidayOf(market, date, calendar) === null ? null : 'holiday';
}

/** True when `market` has sessions on its local civil `date`. */
export function isTradingDay(
  market: MarketCode,
  date: IsoDate,
  calendar: TradingCalendar = BUILT_IN_CALENDAR,
): boolean {
  return closureReason(market, date, calendar) === null;
}

/** The first trading day strictly after `date`. */
export function nextTradingDay(
  market: MarketCode,
  date: IsoDate,
  calendar: TradingCalendar = BUILT_IN_CALENDAR,
): IsoDate {
  return step(market, date, 1, calendar);
}

/** The last trading day strictly before `date`. */
export function previousTradingDay(
  market: MarketCode,
  date: IsoDate,
  calendar: TradingCalendar = BUILT_IN_CALENDAR,
): IsoDate {
  return step(market, date, -1, calendar);
}

/** `date` if it trades, else the next trading day. */
export function tradingDayOnOrAfter(
  market: MarketCode,
  date: IsoDate,
  calendar: TradingCalendar = BUILT_IN_CALENDAR,
): IsoDate {
  return isTradingDay(market, date, calendar) ? date : nextTradingDay(market, date, calendar);
}

function step(market: MarketCode, date: IsoDate, direction: 1 | -1, calendar: TradingCalendar): IsoDate {
  let d = date;
  for (let i = 0; i < MAX_SEARCH_DAYS; i++) {
    d = addDays(d, direction);
    if (isTradingDay(market, d, calendar)) return d;
  }
  throw new RangeError(
    `No ${market} trading day within ${MAX_SEARCH_DAYS} days of ${date}: check the calendar data`,
  );
}

/**
 * Years for which `market`'s built-in holidays are known (supplied years aside). Outside them only weekends
 * close the market: the rules then answer `calendar.unknownYear` (see {@link checkCalendar}). New York is
 * computed by rule for any year; Tokyo follows the holiday package; Shanghai follows the data table, year by year.
 */
export function calendarCoverage(market: MarketCode): { readonly from: number; readonly to: number } {
  if (market === 'usd') return { from: 1900, to: 9999 };
  if (market === 'jpy') return TOKYO_HOLIDAY_YEARS;
  const years = Object.keys(SHANGHAI_CLOSURES).map(Number);
  return { from: Math.min(...years), to: Math.max(...years) };
}

/** True when `market`'s closures of `year` are known: supplied in `calendar`, or in the built-in tables. */
export function isCalendarYearKnown(
  market: MarketCode,
  year: number,
  calendar: TradingCalendar = BUILT_IN_CALENDAR,
): boolean {
  if (calendar.years[market]?.[year] !== undefined) return true;
  if (market === 'cny') return SHANGHAI_CLOSURES[year] !== undefined;
  const { from, to } = calendarCoverage(market);
  return from <= year && year <= to;
}

/**
 * `calendar.unknownYear` with `{ year }` when the holidays of `market` in the year of `instant` (the exchange's
 * local year) are not known, else null. The calendar fails safe and the same way for every money action: such a
 * year's weekdays still have sessions (so quotes and positions keep working), but an order, a close, a deposit
 * or a withdrawal in that market is refused until the year's closures are supplied, rather than done on a day
 * that may be an exchange holiday at a price nobody traded.
 */
export function checkCalendar(
  market: MarketCode,
  instant: Date,
  calendar: TradingCalendar = BUILT_IN_CALENDAR,
): RuleIssue | null {
  const year = Number(zonedDate(instant, MARKETS[market].timeZone).slice(0, 4));
  return isCalendarYearKnown(market, year, calendar) ? null : issue('calendar.unknownYear', { year });
}

/**
 * The last local date of `market` whose closures are confirmed, counting on from the year of `instant` without
 * a gap: 31 December of the last known year (the day before `instant`'s year when that year itself is unknown).
 */
export function confirmedUntil(
  market: MarketCode,
  instant: Date,
  calendar: TradingCalendar = BUILT_IN_CALENDAR,
): IsoDate {
  let year = Number(zonedDate(instant, MARKETS[market].timeZone).slice(0, 4));
  while (year <= 9999 && isCalendarYearKnown(market, year, calendar)) year++;
  return isoDate(year - 1, 12, 31);
}

/** A market whose holidays of a year are not known. */
export interface CalendarGap {
  readonly market: MarketCode;
  readonly year: number;
}

/**
 * Every market and year, from the year of `instant` to that of `aheadDays` later, whose holidays are not known:
 * empty when the calendars are ready.
 */
export function calendarGaps(
  instant: Date,
  aheadDays = 0,
  calendar: TradingCalendar = BUILT_IN_CALENDAR,
): CalendarGap[] {
  const gaps: CalendarGap[] = [];
  const later = new Date(instant.getTime() + aheadDays * 86_400_000);
  for (const market of MARKET_CODES) {
    const tz = MARKETS[market].timeZone;
    const first = Number(zonedDate(instant, tz).slice(0, 4));
    const last = Number(zonedDate(later, tz).slice(0, 4));
    for (let year = first; year <= last; year++) {
      if (!isCalendarYearKnown(market, year, calendar)) gaps.push({ market, year });
    }
  }
  return gaps;
}

/** How many days ahead a server warns that a market's calendar runs out: 60. */
export const CALENDAR_WARNING_DAYS = 60;

/** A market whose confirmed calendar ends within the warning period. */
export interface CalendarExpiry {
  readonly market: MarketCode;
  /** The last confirmed local date ({@link confirmedUntil}). */
  readonly confirmedUntil: IsoDate;
  /** Whole days from the local date of `instant` to `confirmedUntil` (0 on the last day, negative after it). */
  readonly daysLeft: number;
}

/**
 * The markets whose confirmed closures end within `warnDays` (default {@link CALENDAR_WARNING_DAYS}) of
 * `instant`: the operator must load the next year's exchange notice before then. Empty when every market is
 * confirmed far enough ahead. The reference server logs these and reports them on its health endpoint.
 */
export function calendarExpiries(
  instant: Date,
  calendar: TradingCalendar = BUILT_IN_CALENDAR,
  warnDays = CALENDAR_WARNING_DAYS,
): CalendarExpiry[] {
  const out: CalendarExpiry[] = [];
  for (const market of MARKET_CODES) {
    const until = confirmedUntil(market, instant, calendar);
    const today = zonedDate(instant, MARKETS[market].timeZone);
    const daysLeft = Math.round((Date.parse(until) - Date.parse(today)) / 86_400_000);
    if (daysLeft <= warnDays) out.push({ market, confirmedUntil: until, daysLeft });
  }
  return out;
}

/**
 * The full-day closures of `market` in `year` from the built-in tables (weekends apart; consecutive days of
 * the same closure as one range), or null when the built-in tables do not know the year. What a server
 * publishes for the years no one loaded.
 */
export function builtInClosures(market: MarketCode, year: number): ClosureRange[] | null {
  if (!isCalendarYearKnown(market, year)) return null;
  if (market === 'cny') return (SHANGHAI_CLOSURES[year]?.ranges ?? []).map(([a, b, code]) => [a, b, code]);
  const out: [IsoDate, IsoDate, HolidayCode][] = [];
  for (let d = isoDate(year, 1, 1); d.startsWith(`${year}-`); d = addDays(d, 1)) {
    if (isWeekend(d)) continue;
    const h = holidayOf(market, d);
    if (h === null) continue;
    const last = out[out.length - 1];
    if (last !== undefined && last[2] === h.code && addDays(last[1], 1) === d) last[1] = d;
    else out.push([d, d, h.code]);
  }
  return out;
}
