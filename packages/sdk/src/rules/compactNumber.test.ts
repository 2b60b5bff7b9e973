import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCompact } from './compactNumber';
import { type BuiltInLanguage, FORMAT_LOCALES, type FormatLanguage } from './locales';
import { decimal } from './money';

type Case = [string, { given: [string, FormatLanguage]; want: string }];

describe('formatCompact', () => {
  const cases: Case[] = [
    ['a Tokyo market cap in Japanese', { given: ['13155500000000', 'ja'], want: '13.16兆' }],
    ['the same in Chinese', { given: ['13155500000000', 'zh-CN'], want: '13.16万亿' }],
    ['the same in English', { given: ['13155500000000', 'en'], want: '13.16T' }],
    ['a turnover in Japanese (oku)', { given: ['29590391360', 'ja'], want: '295.9億' }],
    ['a turnover in Chinese (yi)', { given: ['29590391360', 'zh-CN'], want: '295.9亿' }],
    ['a turnover in English', { given: ['29590391360', 'en'], want: '29.59B' }],
    ['half away from zero on the second digit', { given: ['1235000', 'en'], want: '1.24M' }],
    ['below a thousand as it is', { given: ['999', 'en'], want: '999' }],
    ['Japanese counts in man (10^4), not thousands', { given: ['9999', 'ja'], want: '9,999' }],
    ['zero', { given: ['0', 'ja'], want: '0' }],
    [
      "beyond a float's exact integers, read from the string",
      { given: ['9007199254740993000', 'en'], want: '9,007,199.25T' },
    ],
  ];
  it.each(cases)('%s', (_t, { given: [value, language], want }) => {
    expect(formatCompact(decimal(value), language)).toBe(want);
  });
});

describe('formatCompact in the built-in languages, against Intl', () => {
  const intl = (language: string) =>
    new Intl.NumberFormat(FORMAT_LOCALES[language as BuiltInLanguage], {
      notation: 'compact',
      maximumFractionDigits: 2,
      roundingMode: 'halfExpand',
      useGrouping: 'always',
      numberingSystem: 'latn',
    });
  const languages: BuiltInLanguage[] = ['ja', 'zh-CN', 'en'];
  // Every unit's edge, where rounding carries into the next unit, and the negative side.
  const edges = Array.from({ length: 22 }, (_, e) => [
    `1${'0'.repeat(e)}`,
    `${'9'.repeat(e + 1)}`,
    `${'9'.repeat(e + 1)}.995`,
    `${'9'.repeat(e + 1)}.994`,
    `-${'9'.repeat(e + 1)}.5`,
  ]).flat();
  it.each(languages)('%s: every unit’s edge as Intl prints it', (language) => {
    const format = intl(language);
    for (const value of [...edges, '0', '-0.001', '0.005', '0.004', '1234.5']) {
      expect(formatCompact(decimal(value), language), value).toBe(format.format(value as `${number}`));
    }
  });

  it('should print what Intl prints for any amount', () => {
    const formats = Object.fromEntries(languages.map((l) => [l, intl(l)]));
    const amount = fc
      .tuple(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.integer({ min: 0, max: 6 }))
      .map(([units, places]) => {
        const digits = (units < 0n ? -units : units).toString().padStart(places + 1, '0');
        const body = places > 0 ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
        return `${units < 0n ? '-' : ''}${body}`;
      });
    fc.assert(
      fc.property(amount, fc.constantFrom(...languages), (value, language) => {
        return formatCompact(decimal(value), language) === formats[language]?.format(value as `${number}`);
      }),
      { numRuns: 2000 },
    );
  });
});
