// Dates and times as the customer reads them: one format per kind per language, for every screen, view model
// and chart, so English never shows "25/11/2026" on one screen and "11/26/2026" on the next.
import { type FormatLanguage, intlLocale } from './locales';
import type { IsoDate } from './zonedTime';

/**
 * What a date text shows. `date` 2026/11/25 · Nov 25, 2026; `dateTime` 2026/11/25 08:22 · Nov 25, 2026, 08:22;
 * `time` 08:22; `month` 2026年11月 · Nov 2026; `year` 2026年 · 2026; `dayMonth` 11/25 · Nov 25 and
 * `dayMonthTime` 11/25 08:22 · Nov 25, 08:22 (the short forms of chart axes and readouts, where the year is
 * on screen already).
 */
export const DATE_FORMAT_KINDS = [
  'date',
  'dateTime',
  'time',
  'month',
  'year',
  'dayMonth',
  'dayMonthTime',
] as const;
export type DateFormatKind = (typeof DATE_FORMAT_KINDS)[number];

/** The zone of a time that belongs to no market (a message, a news item): the default market's, Tokyo. */
export const DEFAULT_TIME_ZONE = 'Asia/Tokyo';

const TIME = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/**
 * Where a language writes the year first (ja, zh, ko), its dates are numeric and unambiguous; elsewhere the
 * month is named, since `11/12` means November in one English-speaking country and December in the next.
 */
const NUMERIC: Readonly<Record<DateFormatKind, Intl.DateTimeFormatOptions>> = {
  date: { year: 'numeric', month: '2-digit', day: '2-digit' },
  dateTime: { year: 'numeric', month: '2-digit', day: '2-digit', ...TIME },
  time: TIME,
  month: { year: 'numeric', month: 'short' },
  year: { year: 'numeric' },
  dayMonth: { month: '2-digit', day: '2-digit' },
  dayMonthTime: { month: '2-digit', day: '2-digit', ...TIME },
};
const NAMED: Readonly<Record<DateFormatKind, Intl.DateTimeFormatOptions>> = {
  date: { year: 'numeric', month: 'short', day: 'numeric' },
  dateTime: { year: 'numeric', month: 'short', day: 'numeric', ...TIME },
  time: TIME,
  month: { year: 'numeric', month: 'short' },
  year: { year: 'numeric' },
  dayMonth: { month: 'short', day: 'numeric' },
  dayMonthTime: { month: 'short', day: 'numeric', ...TIME },
};

function yearFirst(locale: string): boolean {
  const probe = new Intl.DateTimeFormat(locale, NUMERIC.date).formatToParts(Date.UTC(2026, 10, 25));
  return probe.find((p) => p.type !== 'literal')?.type === 'year';
}

// Creating an Intl.DateTimeFormat costs far more than formatting with it: one per kind, language and zone.
const formats = new Map<string, Intl.DateTimeFormat>();

/** The cached `Intl.DateTimeFormat` of a kind in a language and IANA zone (Latin digits, 24-hour clock). */
export function dateTimeFormat(
  kind: DateFormatKind,
  language: FormatLanguage,
  timeZone: string = DEFAULT_TIME_ZONE,
): Intl.DateTimeFormat {
  const key = `${kind}|${language}|${timeZone}`;
  let found = formats.get(key);
  if (found === undefined) {
    const locale = intlLocale(language);
    const options = (yearFirst(locale) ? NUMERIC : NAMED)[kind];
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone, numberingSystem: 'latn' });
    formats.set(key, found);
  }
  return found;
}

/** An instant as the SDK takes it: a `Date`, epoch milliseconds or an ISO 8601 timestamp from the server. */
export type Instant = Date | number | string;

function toDate(value: Instant): Date {
  return value instanceof Date ? value : new Date(value);
}

/**
 * An instant as a date text of `kind`, read on the wall clock of `timeZone` (a market's zone for market times;
 * default Tokyo). Nothing, or an unreadable time, reads `—`.
 */
export function formatInstant(
  value: Instant | null | undefined,
  kind: DateFormatKind,
  language: FormatLanguage,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  if (value === null || value === undefined || value === '') return '—';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '—';
  return dateTimeFormat(kind, language, timeZone).format(date);
}

/** `2026/11/25 08:22` · `Nov 25, 2026, 08:22`: an instant's date and time in `timeZone`. */
export function formatDateTime(
  value: Instant | null | undefined,
  language: FormatLanguage,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  return formatInstant(value, 'dateTime', language, timeZone);
}

/** `2026/11/25` · `Nov 25, 2026`: an instant's date in `timeZone`. */
export function formatDate(
  value: Instant | null | undefined,
  language: FormatLanguage,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  return formatInstant(value, 'date', language, timeZone);
}

/** `08:22`: an instant's time of day in `timeZone`. */
export function formatTime(
  value: Instant | null | undefined,
  language: FormatLanguage,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  return formatInstant(value, 'time', language, timeZone);
}

/**
 * A calendar day (`2026-11-25`, no time, no zone: a T+1 date, a lock's end, a range's end) in the date format:
 * `2026/11/25` · `Nov 25, 2026`. Nothing or a malformed day reads `—`.
 */
export function formatCalendarDate(date: IsoDate | null | undefined, language: FormatLanguage): string {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return '—';
  return formatInstant(`${date}T00:00:00Z`, 'date', language, 'UTC');
}

/** A calendar month (a date picker's page) in the month format: `2026年11月` · `Nov 2026`. */
export function formatCalendarMonth(year: number, month: number, language: FormatLanguage): string {
  return formatInstant(Date.UTC(year, month - 1, 1), 'month', language, 'UTC');
}
