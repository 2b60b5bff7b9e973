import type { TradingCalendar } from './calendars';
import { BUILT_IN_CALENDAR, isCalendarYearKnown, isTradingDay, tradingDayOnOrAfter } from './calendars';
import type { MarketCode } from './currencies';
import { MARKETS } from './currencies';
import { newYorkEarlyClose } from './holidays';
import type { IsoDate, MinuteOfDay } from './zonedTime';
import { addDays, isWeekend, zonedDate, zonedInstant } from './zonedTime';

/** One continuous session as local minutes, [open, close). */
export type SessionMinutes = readonly [open: MinuteOfDay, close: MinuteOfDay];

/** Session hours effective from a date on (the latest `from` not after the day applies). */
export interface SessionSchedule {
  readonly from: IsoDate;
  readonly sessions: readonly SessionMinutes[];
}

const hm = (h: number, m = 0): MinuteOfDay => h * 60 + m;

/**
 * Regular sessions per market (markets.md 3.1-3.3), local exchange time:
 * Tokyo 9:00-11:30 and 12:30-15:30 since 5 Nov 2024 (15:00 before); New York 9:30-16:00 (13:00 on early-close
 * days); Shanghai/Shenzhen 9:30-11:30 and 13:00-15:00. Auctions and extended hours are not sessions here.
 */
export const SESSION_SCHEDULES: Readonly<Record<MarketCode, readonly SessionSchedule[]>> = {
  jpy: [
    {
      from: '1954-01-01',
      sessions: [
        [hm(9), hm(11, 30)],
        [hm(12, 30), hm(15)],
      ],
    },
    {
      from: '2024-11-05',
      sessions: [
        [hm(9), hm(11, 30)],
        [hm(12, 30), hm(15, 30)],
      ],
    },
  ],
  usd: [{ from: '1985-01-01', sessions: [[hm(9, 30), hm(16)]] }],
  cny: [
    {
      from: '2006-01-01',
      sessions: [
        [hm(9, 30), hm(11, 30)],
        [hm(13), hm(15)],
      ],
    },
  ],
};

/** The New York early close, 13:00 ET. */
export const NEW_YORK_EARLY_CLOSE: MinuteOfDay = hm(13);

/** One session as instants, [open, close). */
export interface TradingSession {
  readonly open: Date;
  readonly close: Date;
}

/** Local session minutes of `market` on `date`; empty on a non-trading day. */
export function sessionMinutes(
  market: MarketCode,
  date: IsoDate,
  calendar: TradingCalendar = BUILT_IN_CALENDAR,
): readonly SessionMinutes[] {
  if (!isTradingDay(market, date, calendar)) return [];
  let sessions: readonly SessionMinutes[] = [];
  for (const s of SESSION_SCHEDULES[market]) if (s.from <= date) sessions = s.sessions;
  if (market === 'usd' && newYorkEarlyClose(date)) {
    return sessions.map(([o, c]) => [o, Math.min(c, NEW_YORK_EARLY_CLOSE)] as const);
  }
  return sessions;
}

/** The sessions of `market` on its local civil `date`, as instants; empty on a non-trading day. */
export function tradingSessions(
  market: MarketCode,
  date: IsoDate,
  calendar: TradingCalendar = BUILT_IN_CALENDAR,
): readonly TradingSession[] {
  const tz = MARKETS[market].timeZone;
  return sessionMinutes(market, date, calendar).map(([o, c]) => ({
    open: zonedInstant(date, o, tz),
    close: zonedInstant(date, c, tz),
  }));
}

/**
 * `open` inside a session; `lunchBreak` between two sessions of the day; `closed` before the first or after
 * the last session of a trading day, or on a weekend; `holiday` on a weekday the market does not trade.
 */
export type MarketState = 'open' | 'lunchBreak' | 'closed' | 'holiday';

/** The state of a market at an instant. */
export interface MarketStatus {
  readonly state: MarketState;
  /** The market's local civil date at the instant. */
  readonly localDate: IsoDate;
  /** The next session open after the instant (not the current session's). */
  readonly nextOpen: Date;
  /** The close of the current session when open, else of the next session. */
  readonly nextClose: Date;
  /**
   * False when the market's holidays of the local year are not in the data: the state then counts weekends
   * only, and orders are refused with `calendar.unknownYear` (see `checkCalendar`).
   */
  readonly calendarKnown: boolean;
}

/** Where `market` stands at `instant` (passed in: rules never read the clock). */
export function marketStatus(
  market: MarketCode,
  instant: Date,
  calendar: TradingCalendar = BUILT_IN_CALENDAR,
): MarketStatus {
  const localDate = zonedDate(instant, MARKETS[market].timeZone);
  const calendarKnown = isCalendarYearKnown(market, Number(localDate.slice(0, 4)), calendar);
  const t = instant.getTime();
  const today = tradingSessions(market, localDate, calendar);
  const upcoming = [
    ...today.filter((s) => s.open.getTime() > t),
    ...sessionsAfter(market, localDate, calendar),
  ];
  const next = upcoming[0]!;
  const current = today.find((s) => s.open.getTime() <= t && t < s.close.getTime());
  if (current !== undefined) {
    return { state: 'open', localDate, nextOpen: next.open, nextClose: current.close, calendarKnown };
  }
  let state: MarketState = 'closed';
  const first = today[0];
  const last = today[today.length - 1];
  if (first !== undefined && last !== undefined && first.open.getTime() <= t && t < last.close.getTime()) {
    state = 'lunchBreak';
  } else if (today.length === 0 && !isWeekend(localDate)) {
    state = 'holiday';
  }
  return { state, localDate, nextOpen: next.open, nextClose: next.close, calendarKnown };
}

/** True when an order placed at `instant` meets an open session. */
export function isMarketOpen(
  market: MarketCode,
  instant: Date,
  calendar: TradingCalendar = BUILT_IN_CALENDAR,
): boolean {
  return marketStatus(market, instant, calendar).state === 'open';
}

function sessionsAfter(
  market: MarketCode,
  date: IsoDate,
  calendar: TradingCalendar,
): readonly TradingSession[] {
  return tradingSessions(market, tradingDayOnOrAfter(market, addDays(date, 1), calendar), calendar);
}
