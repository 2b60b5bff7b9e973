export const japaneseHolidaysUrl: URL;
export function japaneseHolidayCode(name: string): string;
export function packageHolidays(): Map<string, string>;
export function generateJapaneseHolidays(): string;
