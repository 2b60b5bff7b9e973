import { readFileSync } from 'node:fs';
import holidayJp from '@holiday-jp/holiday_jp';
import { describe, expect, it } from 'vitest';
import {
  generateJapaneseHolidays,
  japaneseHolidayCode,
  japaneseHolidaysUrl,
} from '../../scripts/generate-holidays.mjs';
import { tokyoHoliday } from './holidays';
import { addDays } from './zonedTime';

describe('japaneseHolidays', () => {
  it('should be what the generator makes from the installed @holiday-jp/holiday_jp', () => {
    // Stale after a package update: run `node packages/sdk/scripts/generate-holidays.mjs`.
    expect(readFileSync(japaneseHolidaysUrl, 'utf8')).toBe(generateJapaneseHolidays());
  });
});

describe('tokyoHoliday', () => {
  it("should answer the package's national holiday or nothing for every date 1970-2050", () => {
    const national = holidayJp.holidays as Record<string, { name: string } | undefined>;
    const exchange = new Set(['12-31', '01-01', '01-02', '01-03']);
    let days = 0;
    let holidays = 0;
    for (let date = '1970-01-01'; date <= '2050-12-31'; date = addDays(date, 1)) {
      const entry = national[date];
      const want =
        entry !== undefined
          ? japaneseHolidayCode(entry.name)
          : exchange.has(date.slice(5))
            ? 'jpExchangeHoliday'
            : null;
      expect(tokyoHoliday(date)?.code ?? null, date).toBe(want);
      days++;
      if (entry !== undefined) holidays++;
    }
    expect(days).toBe(29_585);
    expect(holidays).toBe(Object.keys(national).length);
  });

  it('should know no national holiday outside the data', () => {
    expect(tokyoHoliday('1969-05-05')).toBeNull();
    expect(tokyoHoliday('2051-05-05')).toBeNull();
    expect(tokyoHoliday('2051-01-02')).toEqual({ code: 'jpExchangeHoliday' });
  });
});
