/** A calendar month; `month` is 1-12. */
export interface YearMonth {
  year: number;
  month: number;
}

/** An inclusive range of ISO dates (`YYYY-MM-DD`); ISO strings sort in date order. */
export interface DateRange {
  start: string;
  end: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` for a year, month (1-12) and day. */
export function isoDate(year: number, month: number, day: number): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The year and month of an ISO date. */
export function monthOf(iso: string): YearMonth {
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)) };
}

/** The month `delta` months away (layout only: which page of the calendar to show). */
export function shiftMonth({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * The weeks of a month as rows of seven cells, `null` for days of the neighbouring months.
 * @param weekStartsOn 0 = Sunday (Japan, China, US), 1 = Monday. Default 0.
 */
export function monthGrid({ year, month }: YearMonth, weekStartsOn: 0 | 1 = 0): (string | null)[][] {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = (first - weekStartsOn + 7) % 7;
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, i) => isoDate(year, month, i + 1)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/**
 * The range after tapping `day`: a first tap starts a new one-day range, a second tap closes it (in either
 * direction). `anchor` is the start of a range being picked, or null.
 */
export function pickDay(anchor: string | null, day: string): { range: DateRange; anchor: string | null } {
  if (anchor === null) return { range: { start: day, end: day }, anchor: day };
  return { range: day < anchor ? { start: day, end: anchor } : { start: anchor, end: day }, anchor: null };
}
