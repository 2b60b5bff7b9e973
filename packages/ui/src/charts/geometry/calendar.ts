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

const HOUR = 3_600_000;

/**
 * A calendar for an IANA zone (e.g. `Asia/Tokyo`, `America/New_York`). Offsets are looked up with Intl once per
 * UTC hour and cached, because DST changes only happen on the hour and axis code calls this per visible bar.
 */
export function makeZonedCalendar(timeZone: string): ZonedCalendar {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const offsets = new Map<number, number>();
  const offsetAt = (time: number) => {
    const key = Math.floor(time / HOUR);
    let offset = offsets.get(key);
    if (offset === undefined) {
      const p: Record<string, number> = {};
      for (const part of format.formatToParts(key * HOUR)) p[part.type] = Number(part.value);
      offset = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day, p.hour, p.minute) - key * HOUR;
      if (offsets.size > 4096) offsets.clear();
      offsets.set(key, offset);
    }
    return offset;
  };
  return (time) => {
    const local = new Date(time + offsetAt(time));
    return {
      year: local.getUTCFullYear(),
      month: local.getUTCMonth() + 1,
      day: local.getUTCDate(),
      minuteOfDay: local.getUTCHours() * 60 + local.getUTCMinutes(),
    };
  };
}
