/**
 * A civil date 'YYYY-MM-DD' (no time, no zone). Calendar rules work on these strings, so no host time zone
 * can shift a day; instants are plain `Date`s and are converted with an explicit IANA zone.
 */
export type IsoDate = string;

/** Minutes after local midnight (9:30 → 570). */
export type MinuteOfDay = number;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

const dtfs = new Map<string, Intl.DateTimeFormat>();

function dtf(timeZone: string): Intl.DateTimeFormat {
  let f = dtfs.get(timeZone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    dtfs.set(timeZone, f);
  }
  return f;
}

/** Wall-clock reading of an instant in a zone. */
export interface ZonedTime {
  readonly date: IsoDate;
  /** Minutes after local midnight, whole minutes. */
  readonly minute: MinuteOfDay;
  readonly second: number;
}

function readZoned(instant: Date, timeZone: string): ZonedTime {
  const p: Record<string, string> = {};
  for (const part of dtf(timeZone).formatToParts(instant)) p[part.type] = part.value;
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    minute: Number(p.hour) * 60 + Number(p.minute),
    second: Number(p.second),
  };
}

/**
 * Where a zone offset read once per zone and UTC minute applies: from 1973 (Monrovia's -0:44:30, the last offset
 * with seconds, ended in January 1972) up to the last four-digit year.
 */
const CACHED_FROM = Date.UTC(1973, 0, 1);
const CACHED_UNTIL = Date.UTC(9999, 11, 31);
/** Zone offsets (ms) by `zone|UTC minute`, emptied when full. */
const offsets = new Map<string, number>();
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Reads the wall clock of `timeZone` at `instant` (Intl.DateTimeFormat; no tz library). `formatToParts` costs
 * tens of microseconds and a server asks this many times a request, so from 1973 on a zone's offset is read
 * once per UTC minute and applied to every instant of that minute: every offset since then is whole minutes and
 * changes at a whole minute, so the answer is the same.
 */
export function toZoned(instant: Date, timeZone: string): ZonedTime {
  const t = instant.getTime();
  if (!(t >= CACHED_FROM && t < CACHED_UNTIL)) return readZoned(instant, timeZone);
  const start = t - (t % 60_000);
  const key = `${timeZone}|${start}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const z = readZoned(new Date(start), timeZone);
    offset = utcMidnight(z.date) + z.minute * 60_000 + z.second * 1000 - start;
    if (offsets.size >= 4096) offsets.clear();
    offsets.set(key, offset);
  }
  const wall = new Date(t + offset);
  return {
    date: `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`,
    minute: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** The civil date of `instant` in `timeZone`. */
export function zonedDate(instant: Date, timeZone: string): IsoDate {
  return toZoned(instant, timeZone).date;
}

function parts(date: IsoDate): [number, number, number] {
  const m = ISO.exec(date);
  if (m === null) throw new RangeError(`Not a YYYY-MM-DD date: ${JSON.stringify(date)}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

function utcMidnight(date: IsoDate): number {
  const [y, m, d] = parts(date);
  return Date.UTC(y, m - 1, d);
}

function offsetAt(utc: number, timeZone: string): number {
  const z = toZoned(new Date(utc), timeZone);
  const wall = utcMidnight(z.date) + z.minute * 60_000 + z.second * 1000;
  return wall - Math.floor(utc / 1000) * 1000;
}

/**
 * The instant at which the wall clock of `timeZone` reads `date` + `minute`. Around a DST jump the offset is
 * re-read once at the result; a time inside a spring-forward gap resolves to the later offset (no market
 * session in this SDK starts inside a gap).
 */
export function zonedInstant(date: IsoDate, minute: MinuteOfDay, timeZone: string): Date {
  const wall = utcMidnight(date) + minute * 60_000;
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  return new Date(second);
}

/** True for a well-formed, real calendar date (2025-02-29 is not). */
export function isIsoDate(text: string): boolean {
  if (!ISO.test(text)) return false;
  const [y, m, d] = parts(text);
  const back = new Date(Date.UTC(y, m - 1, d));
  return back.getUTCFullYear() === y && back.getUTCMonth() === m - 1 && back.getUTCDate() === d;
}

/** `date` moved by `days` calendar days (negative goes back). */
export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(utcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar days from `a` to `b` (positive when b is later). */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  return Math.round((utcMidnight(b) - utcMidnight(a)) / DAY_MS);
}

/** Day of week, 0 = Sunday … 6 = Saturday. */
export function weekday(date: IsoDate): number {
  return new Date(utcMidnight(date)).getUTCDay();
}

/** Saturday or Sunday. */
export function isWeekend(date: IsoDate): boolean {
  const w = weekday(date);
  return w === 0 || w === 6;
}

/** Builds an IsoDate from numbers (month 1-12). */
export function isoDate(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
