import holidayJp from '@holiday-jp/holiday_jp';
import type { IsoDate } from './zonedTime';
import { addDays, isoDate, weekday } from './zonedTime';

/**
 * Tokyo: TSE cash equities close on national holidays (including substitute and sandwiched ones) from
 * `@holiday-jp/holiday_jp` (data 1970-2050) and on 31 Dec and 1-3 Jan (markets.md 3.1 [J6]).
 */
export const TOKYO_EXCHANGE_CLOSURES: readonly string[] = ['12-31', '01-01', '01-02', '01-03'];

/** Years covered by the Japanese national-holiday data of `@holiday-jp/holiday_jp` 2.5.1. */
export const TOKYO_HOLIDAY_YEARS = { from: 1970, to: 2050 } as const;

/** The Tokyo closure name of a date (a national-holiday name or 'exchange holiday'), or null on an open day. */
export function tokyoHoliday(date: IsoDate): string | null {
  const national = (holidayJp.holidays as Record<string, { name_en: string } | undefined>)[date];
  if (national !== undefined) return national.name_en;
  return TOKYO_EXCHANGE_CLOSURES.includes(date.slice(5)) ? 'Exchange holiday' : null;
}

/**
 * Shanghai/Shenzhen closures as data, one list of inclusive [first, last] ranges per year, from the State
 * Council holiday notice that the exchanges follow (markets.md 3.3 [C5]: load the yearly notice as data).
 * Weekend days inside a range are closed anyway; make-up working weekends (调休) stay closed for exchanges.
 * `verify: true` marks years typed from memory of the notice and not yet checked against the SSE announcement.
 */
export const SHANGHAI_CLOSURES: Readonly<
  Record<number, { readonly ranges: readonly (readonly [IsoDate, IsoDate])[]; readonly verify: boolean }>
> = {
  2024: {
    verify: true,
    ranges: [
      ['2024-01-01', '2024-01-01'],
      ['2024-02-09', '2024-02-17'],
      ['2024-04-04', '2024-04-06'],
      ['2024-05-01', '2024-05-05'],
      ['2024-06-10', '2024-06-10'],
      ['2024-09-15', '2024-09-17'],
      ['2024-10-01', '2024-10-07'],
    ],
  },
  2025: {
    verify: true,
    ranges: [
      ['2025-01-01', '2025-01-01'],
      ['2025-01-28', '2025-02-04'],
      ['2025-04-04', '2025-04-06'],
      ['2025-05-01', '2025-05-05'],
      ['2025-05-31', '2025-06-02'],
      ['2025-10-01', '2025-10-08'],
    ],
  },
  2026: {
    verify: true,
    ranges: [
      ['2026-01-01', '2026-01-03'],
      ['2026-02-15', '2026-02-23'],
      ['2026-04-04', '2026-04-06'],
      ['2026-05-01', '2026-05-05'],
      ['2026-06-19', '2026-06-21'],
      ['2026-09-25', '2026-09-27'],
      ['2026-10-01', '2026-10-07'],
    ],
  },
};

/** The Shanghai/Shenzhen closure of a date, or null; years missing from the data have no holidays. */
export function shanghaiHoliday(date: IsoDate): string | null {
  const year = SHANGHAI_CLOSURES[Number(date.slice(0, 4))];
  if (year === undefined) return null;
  return year.ranges.some(([a, b]) => a <= date && date <= b) ? 'Exchange holiday' : null;
}

/** One-off NYSE closures that no rule produces (national days of mourning). */
export const NEW_YORK_SPECIAL_CLOSURES: Readonly<Record<IsoDate, string>> = {
  '2018-12-05': 'National Day of Mourning (George H. W. Bush)',
  '2025-01-09': 'National Day of Mourning (Jimmy Carter)',
};

function nthWeekday(year: number, month: number, day: number, n: number): IsoDate {
  const first = isoDate(year, month, 1);
  return addDays(first, ((day - weekday(first) + 7) % 7) + (n - 1) * 7);
}

function lastWeekday(year: number, month: number, day: number): IsoDate {
  const next = month === 12 ? isoDate(year + 1, 1, 1) : isoDate(year, month + 1, 1);
  const last = addDays(next, -1);
  return addDays(last, -((weekday(last) - day + 7) % 7));
}

/** Easter Sunday (anonymous Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

// NYSE Rule 7.2: a Saturday holiday closes the Friday before, unless that Friday ends a month or year
// (so 31 Dec 2021 was open); a Sunday holiday closes the Monday after.
function observed(date: IsoDate): IsoDate | null {
  const w = weekday(date);
  if (w === 6) {
    const friday = addDays(date, -1);
    return addDays(date, 1).slice(8) === '01' ? null : friday;
  }
  return w === 0 ? addDays(date, 1) : date;
}

const nyCache = new Map<number, ReadonlyMap<IsoDate, string>>();

/** NYSE full-day closures of a year, computed by rule (markets.md 3.2 [U1][U2][U4]). */
export function newYorkHolidays(year: number): ReadonlyMap<IsoDate, string> {
  const cached = nyCache.get(year);
  if (cached !== undefined) return cached;
  const fixed: [IsoDate, string][] = [
    [isoDate(year, 1, 1), "New Year's Day"],
    // Juneteenth: a federal holiday from 2021, but the NYSE first closed for it in 2022.
    ...(year >= 2022 ? ([[isoDate(year, 6, 19), 'Juneteenth']] as [IsoDate, string][]) : []),
    [isoDate(year, 7, 4), 'Independence Day'],
    [isoDate(year, 12, 25), 'Christmas Day'],
  ];
  const map = new Map<IsoDate, string>();
  for (const [date, name] of fixed) {
    const o = observed(date);
    if (o !== null) map.set(o, name);
  }
  map.set(nthWeekday(year, 1, 1, 3), 'Martin Luther King Jr. Day');
  map.set(nthWeekday(year, 2, 1, 3), "Washington's Birthday");
  map.set(addDays(easterSunday(year), -2), 'Good Friday');
  map.set(lastWeekday(year, 5, 1), 'Memorial Day');
  map.set(nthWeekday(year, 9, 1, 1), 'Labor Day');
  map.set(nthWeekday(year, 11, 4, 4), 'Thanksgiving Day');
  // A Sunday 1 Jan of next year is observed on 2 Jan next year, never in this year; nothing to add.
  for (const [date, name] of Object.entries(NEW_YORK_SPECIAL_CLOSURES)) {
    if (date.startsWith(String(year))) map.set(date, name);
  }
  nyCache.set(year, map);
  return map;
}

/**
 * NYSE 13:00 early closes of a date (markets.md 3.2 [U1]): 3 July, the day after Thanksgiving and 24 December,
 * when that day is a weekday and not itself a closure.
 */
export function newYorkEarlyClose(date: IsoDate): boolean {
  const year = Number(date.slice(0, 4));
  const holidays = newYorkHolidays(year);
  if (holidays.has(date) || weekday(date) === 0 || weekday(date) === 6) return false;
  const md = date.slice(5);
  return md === '07-03' || md === '12-24' || date === addDays(nthWeekday(year, 11, 4, 4), 1);
}
