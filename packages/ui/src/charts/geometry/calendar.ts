/** Wall-clock parts of an instant in an exchange's zone. */
export interface ZonedParts {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
  /** Minutes since local midnight. */
  minuteOfDay: number;
}

/** Maps an epoch-ms instant to its wall-clock parts in one IANA zone. */
export type ZonedCalendar = (time: number) => ZonedParts;

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

/**
 * A calendar for an IANA zone (e.g. `Asia/Tokyo`, `America/New_York`). Offsets are looked up with Intl once per
 * UTC hour and cached, because DST changes only happen on the hour and axis code calls this per visible bar;
 * the formatter is made on the first lookup, and the date of the last local day looked up is kept, so
 * consecutive bars of one day cost arithmetic only.
 */
export function makeZonedCalendar(timeZone: string): ZonedCalendar {
  let format: Intl.DateTimeFormat | null = null;
  const offsets = new Map<number, number>();
  let day = Number.NaN;
  let year = 0;
  let month = 0;
  let date = 0;
  return (time) => {
    const key = Math.floor(time / HOUR);
    let offset = offsets.get(key);
    if (offset === undefined) {
      format ??= new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      });
      const p: Record<string, number> = {};
      for (const part of format.formatToParts(key * HOUR)) p[part.type] = Number(part.value);
      offset = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day, p.hour, p.minute) - key * HOUR;
      if (offsets.size > 4096) offsets.clear();
      offsets.set(key, offset);
    }
    const local = time + offset;
    const d = Math.floor(local / DAY);
    if (d !== day) {
      const t = new Date(d * DAY);
      day = d;
      year = t.getUTCFullYear();
      month = t.getUTCMonth() + 1;
      date = t.getUTCDate();
    }
    return { year, month, day: date, minuteOfDay: Math.floor((local - d * DAY) / MINUTE) };
  };
}
