import type { CalendarExpiry, ClosureRange, HolidayCode, MarketCode, TradingCalendar } from '@tsumiki/sdk';
import {
  BUILT_IN_CALENDAR,
  builtInClosures,
  calendarExpiries,
  confirmedUntil,
  dates,
  HOLIDAY_CODES,
  isMarketCode,
  MARKET_CODES,
  MARKETS,
  zonedDate,
} from '@tsumiki/sdk';
import type { Queryable } from '../db';

/**
 * The trading calendar the server works by: the SDK's built-in tables, with every year an operator loaded from
 * an exchange's notice (`calendar_years`) in place of the built-in one. Every instance reads the table at start,
 * every minute and after an operator command it ran, so a loaded year needs no release of the server or the SDK.
 */
export class CalendarStore {
  #calendar: TradingCalendar = BUILT_IN_CALENDAR;

  /** The calendar as last loaded (the built-in tables before the first load). */
  get current(): TradingCalendar {
    return this.#calendar;
  }

  /** Reads the loaded years from the database and answers the calendar they make. */
  async reload(db: Queryable): Promise<TradingCalendar> {
    const rows = await db.query<{ market: MarketCode; year: number; closures: [string, string, string][] }>(
      'SELECT market, year, closures FROM calendar_years ORDER BY market, year',
    );
    const years: Partial<Record<MarketCode, Record<number, readonly ClosureRange[]>>> = {};
    for (const r of rows) {
      const byYear = years[r.market] ?? {};
      const list = typeof r.closures === 'string' ? JSON.parse(r.closures) : r.closures;
      byYear[Number(r.year)] = (list as [string, string, HolidayCode][]).map(([a, b, c]) => [a, b, c]);
      years[r.market] = byYear;
    }
    this.#calendar = { years };
    return this.#calendar;
  }
}

/** One year of a market's closures as the contract's `CalendarYear`. */
export interface CalendarYearView {
  year: number;
  source: 'builtIn' | 'loaded';
  closures: { first: string; last: string; code: HolidayCode }[];
}

/** Years a calendar is published for beyond this one: enough to plan, little enough to stay small. */
const YEARS_AHEAD = 2;

/**
 * Each market's calendar as `getTradingCalendar` answers it: last year, this year and the next ones up to the
 * last confirmed year (at most two ahead), each from its loaded notice or the built-in tables, and the last
 * confirmed day.
 */
export function publishCalendars(
  calendar: TradingCalendar,
  now: Date,
  markets: readonly MarketCode[] = MARKET_CODES,
): { market: MarketCode; confirmedUntil: string; years: CalendarYearView[] }[] {
  return markets.map((market) => {
    const until = confirmedUntil(market, now, calendar);
    const thisYear = Number(zonedDate(now, MARKETS[market].timeZone).slice(0, 4));
    const last = Math.min(Number(until.slice(0, 4)), thisYear + YEARS_AHEAD);
    const years: CalendarYearView[] = [];
    for (let year = thisYear - 1; year <= last; year++) {
      const loaded = calendar.years[market]?.[year];
      const ranges = loaded ?? builtInClosures(market, year);
      if (ranges === null) continue;
      years.push({
        year,
        source: loaded ? 'loaded' : 'builtIn',
        closures: ranges.map(([first, last, code]) => ({ first, last, code })),
      });
    }
    return { market, confirmedUntil: until, years };
  });
}

/** A calendar's warnings as one line each, for the log and /healthz. */
export function calendarWarnings(calendar: TradingCalendar, now: Date): string[] {
  return calendarExpiries(now, calendar).map((e: CalendarExpiry) => {
    const next = Number(e.confirmedUntil.slice(0, 4)) + 1;
    const when = e.daysLeft >= 0 ? `in ${e.daysLeft} days` : `${-e.daysLeft} days ago`;
    return (
      `${e.market}: exchange closures are confirmed until ${e.confirmedUntil} (${when}); load the ${next} ` +
      `notice with \`operator calendar-load <file>\` or orders, closes, deposits and withdrawals stop`
    );
  });
}

/** Thrown for a closures file that cannot be loaded as it is. */
export class ClosuresFileError extends Error {}

/** A year of closures ready to store. */
export interface LoadedYear {
  market: MarketCode;
  year: number;
  closures: ClosureRange[];
}

/**
 * Reads a closures file an operator loads: JSON `{ "market": "cny", "year": 2027, "closures": [{ "first":
 * "2027-01-01", "last": "2027-01-01", "code": "cnNewYearsDay" }, ...] }`, the exchange's notice for one year
 * (`code` one of the contract's `HolidayCode`, `exchangeClosure` for a closure without a named holiday). Every
 * range must lie in the year, with valid dates, first not after last, and not overlap another; they are stored
 * in date order. Throws a ClosuresFileError naming what is wrong.
 */
export function parseClosuresFile(text: string): LoadedYear {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (error) {
    throw new ClosuresFileError(`not JSON: ${(error as Error).message}`);
  }
  const d = doc as { market?: unknown; year?: unknown; closures?: unknown };
  if (typeof d.market !== 'string' || !isMarketCode(d.market)) {
    throw new ClosuresFileError(`market must be one of ${MARKET_CODES.join(', ')}`);
  }
  const year = d.year;
  if (typeof year !== 'number' || !Number.isInteger(year) || year < 1970 || year > 9999) {
    throw new ClosuresFileError('year must be a whole number from 1970 to 9999');
  }
  if (!Array.isArray(d.closures)) throw new ClosuresFileError('closures must be a list');
  const closures: ClosureRange[] = d.closures.map((c: unknown, i: number) => {
    const { first, last, code } = (c ?? {}) as { first?: unknown; last?: unknown; code?: unknown };
    const where = `closure ${i + 1}`;
    for (const [name, value] of [
      ['first', first],
      ['last', last],
    ] as const) {
      if (typeof value !== 'string' || !dates.isIsoDate(value) || !value.startsWith(`${year}-`)) {
        throw new ClosuresFileError(`${where}: ${name} must be a date of ${year} (YYYY-MM-DD)`);
      }
    }
    if ((first as string) > (last as string)) throw new ClosuresFileError(`${where}: first is after last`);
    if (typeof code !== 'string' || !(HOLIDAY_CODES as readonly string[]).includes(code)) {
      throw new ClosuresFileError(`${where}: code must be one of ${HOLIDAY_CODES.join(', ')}`);
    }
    return [first as string, last as string, code as HolidayCode];
  });
  closures.sort((a, b) => (a[0] < b[0] ? -1 : 1));
  for (let i = 1; i < closures.length; i++) {
    const [prevFirst, prevLast] = closures[i - 1] as ClosureRange;
    const [first] = closures[i] as ClosureRange;
    if (first <= prevLast) throw new ClosuresFileError(`closures from ${prevFirst} and ${first} overlap`);
  }
  return { market: d.market, year, closures };
}

/** Stores a loaded year in place of any earlier one of the same market and year. */
export async function storeLoadedYear(
  tx: Queryable,
  loaded: LoadedYear,
  options: { actor: string; now: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO calendar_years (market, year, closures, loaded_at, loaded_by) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (market, year) DO UPDATE SET closures = EXCLUDED.closures, loaded_at = EXCLUDED.loaded_at,
       loaded_by = EXCLUDED.loaded_by`,
    [loaded.market, loaded.year, JSON.stringify(loaded.closures), options.now, options.actor],
  );
}
