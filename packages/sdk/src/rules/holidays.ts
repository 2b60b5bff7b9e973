import { JAPANESE_HOLIDAY_CODES, JAPANESE_HOLIDAY_YEARS, JAPANESE_HOLIDAYS } from './japaneseHolidays';
import type { IsoDate } from './zonedTime';
import { addDays, isoDate, weekday } from './zonedTime';

/**
 * What closes an exchange on a date, as a code the i18n names (`calendar` labels: `labelsFor(i18n,
 * 'calendar')[code]`, or `holidayText`) and its data, never text: rules return codes (DESIGN.md "SDK").
 */
export const HOLIDAY_CODES = [
  // Tokyo: Japanese national holidays (@holiday-jp/holiday_jp) and the exchange's own closures
  'jpNewYearsDay',
  'jpComingOfAgeDay',
  'jpFoundationDay',
  'jpEmperorsBirthday',
  'jpVernalEquinoxDay',
  'jpShowaDay',
  'jpConstitutionDay',
  'jpGreeneryDay',
  'jpChildrensDay',
  'jpMarineDay',
  'jpMountainDay',
  'jpRespectForTheAgedDay',
  'jpAutumnalEquinoxDay',
  'jpSportsDay',
  'jpCultureDay',
  'jpLaborThanksgivingDay',
  'jpSubstituteHoliday',
  'jpCitizensHoliday',
  'jpNationalHoliday',
  'jpExchangeHoliday',
  // New York (NYSE)
  'usNewYearsDay',
  'usMartinLutherKingDay',
  'usWashingtonsBirthday',
  'usGoodFriday',
  'usMemorialDay',
  'usJuneteenth',
  'usIndependenceDay',
  'usLaborDay',
  'usThanksgivingDay',
  'usChristmasDay',
  'usDayOfMourning',
  // Shanghai/Shenzhen (the State Council's holidays the exchanges follow)
  'cnNewYearsDay',
  'cnSpringFestival',
  'cnQingming',
  'cnLabourDay',
  'cnDragonBoat',
  'cnMidAutumn',
  'cnNationalDay',
  // Any market: a closure the exchange announces without a named holiday (a system failure, a typhoon)
  'exchangeClosure',
] as const;

/** A closure's code: its label key in the i18n `calendar` area. */
export type HolidayCode = (typeof HOLIDAY_CODES)[number];

/** A full-day closure: the code the i18n names, and data its text may use (`{{person}}` for a day of mourning). */
export interface Holiday {
  readonly code: HolidayCode;
  readonly params?: Readonly<Record<string, string>>;
}

const holiday = (code: HolidayCode, params?: Record<string, string>): Holiday =>
  params === undefined ? { code } : { code, params };

/**
 * Tokyo: TSE cash equities close on national holidays (including substitute and sandwiched ones) from
 * `@holiday-jp/holiday_jp` (data 1970-2050, as the generated table of japaneseHolidays.ts) and on 31 Dec and 1-3 Jan (markets.md 3.1 [J6]).
 */
export const TOKYO_EXCHANGE_CLOSURES: readonly string[] = ['12-31', '01-01', '01-02', '01-03'];

/** Years covered by the Japanese national-holiday data of `@holiday-jp/holiday_jp` 2.5.1. */
export const TOKYO_HOLIDAY_YEARS = JAPANESE_HOLIDAY_YEARS;

const jpYears = new Map<number, ReadonlyMap<string, HolidayCode>>();

/** The national holidays of a year by MMDD, read once from the generated table. */
function japaneseHolidaysOf(year: number): ReadonlyMap<string, HolidayCode> {
  const cached = jpYears.get(year);
  if (cached !== undefined) return cached;
  const packed = JAPANESE_HOLIDAYS[year] ?? '';
  const map = new Map<string, HolidayCode>();
  for (let i = 0; i + 5 <= packed.length; i += 5) {
    const code = JAPANESE_HOLIDAY_CODES[packed.charCodeAt(i + 4) - 97];
    if (code !== undefined) map.set(packed.slice(i, i + 4), code);
  }
  jpYears.set(year, map);
  return map;
}

/** The Tokyo closure of a date (a national holiday or an exchange holiday), or null on an open day. */
export function tokyoHoliday(date: IsoDate): Holiday | null {
  const national = japaneseHolidaysOf(Number(date.slice(0, 4))).get(date.slice(5, 7) + date.slice(8, 10));
  if (national !== undefined) return holiday(national);
  return TOKYO_EXCHANGE_CLOSURES.includes(date.slice(5)) ? holiday('jpExchangeHoliday') : null;
}

/** A Shanghai/Shenzhen holiday period of the yearly notice. */
export type ShanghaiFestival = Extract<HolidayCode, `cn${string}`>;

/** One closed period: inclusive first and last date and the festival it is for. */
export type ShanghaiClosure = readonly [first: IsoDate, last: IsoDate, festival: ShanghaiFestival];

/**
 * Shanghai/Shenzhen closures as data, one list of closed periods per year, from the State Council holiday
 * notice that the exchanges follow (markets.md 3.3 [C5]: load the yearly notice as data). Weekend days inside a
 * period are closed anyway; make-up working weekends (调休) stay closed for exchanges. `verify: true` marks
 * years typed from memory of the notice and not yet checked against the SSE announcement. A year missing here
 * is not known: `calendarCoverage` ends before it, `checkCalendar` answers `calendar.unknownYear` for it and
 * orders in the market are refused until its notice is added (the notice for a year is published in the
 * November or December before).
 */
export const SHANGHAI_CLOSURES: Readonly<
  Record<number, { readonly ranges: readonly ShanghaiClosure[]; readonly verify: boolean }>
> = {
  2024: {
    verify: true,
    ranges: [
      ['2024-01-01', '2024-01-01', 'cnNewYearsDay'],
      ['2024-02-09', '2024-02-17', 'cnSpringFestival'],
      ['2024-04-04', '2024-04-06', 'cnQingming'],
      ['2024-05-01', '2024-05-05', 'cnLabourDay'],
      ['2024-06-10', '2024-06-10', 'cnDragonBoat'],
      ['2024-09-15', '2024-09-17', 'cnMidAutumn'],
      ['2024-10-01', '2024-10-07', 'cnNationalDay'],
    ],
  },
  2025: {
    verify: true,
    ranges: [
      ['2025-01-01', '2025-01-01', 'cnNewYearsDay'],
      ['2025-01-28', '2025-02-04', 'cnSpringFestival'],
      ['2025-04-04', '2025-04-06', 'cnQingming'],
      ['2025-05-01', '2025-05-05', 'cnLabourDay'],
      ['2025-05-31', '2025-06-02', 'cnDragonBoat'],
      // National Day and Mid-Autumn Festival (6 October) in one period.
      ['2025-10-01', '2025-10-08', 'cnNationalDay'],
    ],
  },
  2026: {
    verify: true,
    ranges: [
      ['2026-01-01', '2026-01-03', 'cnNewYearsDay'],
      ['2026-02-15', '2026-02-23', 'cnSpringFestival'],
      ['2026-04-04', '2026-04-06', 'cnQingming'],
      ['2026-05-01', '2026-05-05', 'cnLabourDay'],
      ['2026-06-19', '2026-06-21', 'cnDragonBoat'],
      ['2026-09-25', '2026-09-27', 'cnMidAutumn'],
      ['2026-10-01', '2026-10-07', 'cnNationalDay'],
    ],
  },
};

/** The Shanghai/Shenzhen closure of a date, or null; a year missing from the data has none known. */
export function shanghaiHoliday(date: IsoDate): Holiday | null {
  const year = SHANGHAI_CLOSURES[Number(date.slice(0, 4))];
  const found = year?.ranges.find(([a, b]) => a <= date && date <= b);
  return found === undefined ? null : holiday(found[2]);
}

/** One-off NYSE closures that no rule produces: national days of mourning, with the president mourned. */
export const NEW_YORK_SPECIAL_CLOSURES: Readonly<Record<IsoDate, Holiday>> = {
  '2018-12-05': holiday('usDayOfMourning', { person: 'George H. W. Bush' }),
  '2025-01-09': holiday('usDayOfMourning', { person: 'Jimmy Carter' }),
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

const nyCache = new Map<number, ReadonlyMap<IsoDate, Holiday>>();

/** NYSE full-day closures of a year, computed by rule (markets.md 3.2 [U1][U2][U4]). */
export function newYorkHolidays(year: number): ReadonlyMap<IsoDate, Holiday> {
  const cached = nyCache.get(year);
  if (cached !== undefined) return cached;
  const fixed: [IsoDate, HolidayCode][] = [
    [isoDate(year, 1, 1), 'usNewYearsDay'],
    // Juneteenth: a federal holiday from 2021, but the NYSE first closed for it in 2022.
    ...(year >= 2022 ? ([[isoDate(year, 6, 19), 'usJuneteenth']] as [IsoDate, HolidayCode][]) : []),
    [isoDate(year, 7, 4), 'usIndependenceDay'],
    [isoDate(year, 12, 25), 'usChristmasDay'],
  ];
  const map = new Map<IsoDate, Holiday>();
  for (const [date, code] of fixed) {
    const o = observed(date);
    if (o !== null) map.set(o, holiday(code));
  }
  map.set(nthWeekday(year, 1, 1, 3), holiday('usMartinLutherKingDay'));
  map.set(nthWeekday(year, 2, 1, 3), holiday('usWashingtonsBirthday'));
  map.set(addDays(easterSunday(year), -2), holiday('usGoodFriday'));
  map.set(lastWeekday(year, 5, 1), holiday('usMemorialDay'));
  map.set(nthWeekday(year, 9, 1, 1), holiday('usLaborDay'));
  map.set(nthWeekday(year, 11, 4, 4), holiday('usThanksgivingDay'));
  // A Sunday 1 Jan of next year is observed on 2 Jan next year, never in this year; nothing to add.
  for (const [date, closure] of Object.entries(NEW_YORK_SPECIAL_CLOSURES)) {
    if (date.startsWith(String(year))) map.set(date, closure);
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
