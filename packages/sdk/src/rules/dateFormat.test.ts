import { describe, expect, it } from 'vitest';
import type { Case } from './codes.test';
import {
  DATE_FORMAT_KINDS,
  type DateFormatKind,
  dateTimeFormat,
  formatCalendarDate,
  formatCalendarMonth,
  formatDate,
  formatDateTime,
  formatInstant,
  formatTime,
} from './dateFormat';

// 2026-11-25 08:22 in Tokyo, 2026-11-24 18:22 in New York, 07:22 in Shanghai.
const AT = '2026-11-24T23:22:00Z';

const table: Record<string, Record<DateFormatKind, string>> = {
  ja: {
    date: '2026/11/25',
    dateTime: '2026/11/25 08:22',
    time: '08:22',
    month: '2026年11月',
    year: '2026年',
    dayMonth: '11/25',
    dayMonthTime: '11/25 08:22',
  },
  'zh-CN': {
    date: '2026/11/25',
    dateTime: '2026/11/25 08:22',
    time: '08:22',
    month: '2026年11月',
    year: '2026年',
    dayMonth: '11/25',
    dayMonthTime: '11/25 08:22',
  },
  en: {
    date: 'Nov 25, 2026',
    dateTime: 'Nov 25, 2026, 08:22',
    time: '08:22',
    month: 'Nov 2026',
    year: '2026',
    dayMonth: 'Nov 25',
    dayMonthTime: 'Nov 25, 08:22',
  },
  // A language an app adds: formats follow its tag.
  ko: {
    date: '2026. 11. 25.',
    dateTime: '2026. 11. 25. 08:22',
    time: '08:22',
    month: '2026년 11월',
    year: '2026년',
    dayMonth: '11. 25.',
    dayMonthTime: '11. 25. 08:22',
  },
  'en-GB': {
    date: '25 Nov 2026',
    dateTime: '25 Nov 2026, 08:22',
    time: '08:22',
    month: 'Nov 2026',
    year: '2026',
    dayMonth: '25 Nov',
    dayMonthTime: '25 Nov, 08:22',
  },
};

describe('formatInstant', () => {
  const rows: Case<[string, DateFormatKind], string>[] = Object.entries(table).flatMap(([language, kinds]) =>
    DATE_FORMAT_KINDS.map(
      (kind): Case<[string, DateFormatKind], string> => [
        `${language} ${kind}`,
        { given: [language, kind], want: kinds[kind] },
      ],
    ),
  );
  it.each(rows)('%s', (_, { given: [language, kind], want }) => {
    expect(formatInstant(AT, kind, language, 'Asia/Tokyo')).toBe(want);
  });

  it.each([
    ['Asia/Tokyo', '2026/11/25 08:22'],
    ['America/New_York', '2026/11/24 18:22'],
    ['Asia/Shanghai', '2026/11/25 07:22'],
  ])('should read the wall clock of the market’s zone %s', (zone, want) => {
    expect(formatDateTime(AT, 'ja', zone)).toBe(want);
  });

  it('should default to Tokyo for a time of no market', () => {
    expect(formatDateTime(AT, 'en')).toBe('Nov 25, 2026, 08:22');
  });

  it.each([
    ['a Date', new Date(AT)],
    ['epoch milliseconds', Date.parse(AT)],
    ['an ISO text with an offset', '2026-11-25T08:22:00+09:00'],
  ])('should take %s', (_, value) => {
    expect(formatDate(value, 'ja')).toBe('2026/11/25');
    expect(formatTime(value, 'ja')).toBe('08:22');
  });

  it.each([undefined, null, '', 'soon', Number.NaN])('should read %s as a dash', (value) => {
    expect(formatDateTime(value, 'en')).toBe('—');
  });

  it('should write midnight as 00:00, never 24:00', () => {
    expect(formatTime('2026-11-24T15:00:00Z', 'en')).toBe('00:00');
  });

  it('should build one formatter per kind, language and zone', () => {
    expect(dateTimeFormat('date', 'en', 'UTC')).toBe(dateTimeFormat('date', 'en', 'UTC'));
    expect(dateTimeFormat('date', 'en', 'UTC')).not.toBe(dateTimeFormat('date', 'ja', 'UTC'));
  });
});

describe('calendar days and months', () => {
  it.each([
    ['ja', '2026-05-25', '2026/05/25'],
    ['zh-CN', '2026-05-25', '2026/05/25'],
    ['en', '2026-05-25', 'May 25, 2026'],
    ['en', '2026-12-31', 'Dec 31, 2026'],
    ['en', '2026-13-01', '—'],
    ['ja', undefined, '—'],
  ] as const)('should write the %s day %s as %s in every host zone', (language, date, want) => {
    expect(formatCalendarDate(date, language)).toBe(want);
  });

  it.each([
    ['ja', 2026, 11, '2026年11月'],
    ['zh-CN', 2026, 1, '2026年1月'],
    ['en', 2026, 11, 'Nov 2026'],
  ] as const)('should caption the %s month %i-%i', (language, year, month, want) => {
    expect(formatCalendarMonth(year, month, language)).toBe(want);
  });
});
