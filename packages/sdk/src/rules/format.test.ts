import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, type CurrencyCode } from './currencies';
import type { FormatLanguage, FormatMoneyOptions } from './format';
import { formatMoney, formatNumber, formatPercent } from './format';
import { decimal, parseAmountInput, round } from './money';

export type Case<G, W> = [title: string, { given: G; want: W }];

const NBSP = '\u00a0';

describe('formatMoney', () => {
  const cases: Case<[string, FormatMoneyOptions], string>[] = [
    ['default ja, two decimals', { given: ['1234567.5', {}], want: '1,234,567.50' }],
    ['ja yen', { given: ['-1234.5', { currency: 'JPY' }], want: '-￥1,234.50' }],
    ['en dollars', { given: ['1234.567', { language: 'en', currency: 'USD' }], want: '$1,234.57' }],
    ['zh-CN yuan', { given: ['0.005', { language: 'zh-CN', currency: 'CNY' }], want: '¥0.01' }],
    ['zh-CN yen is marked', { given: ['100', { language: 'zh-CN', currency: 'JPY' }], want: 'JP¥100.00' }],
    ['ja yuan keeps ICU spacing', { given: ['100', { currency: 'CNY' }], want: `元${NBSP}100.00` }],
    [
      'no float loss on 20 digits',
      { given: ['12345678901234567890.99', {}], want: '12,345,678,901,234,567,890.99' },
    ],
    [
      'tiny negative rounds to unsigned zero',
      { given: ['-0.001', { currency: 'USD', language: 'en' }], want: '$0.00' },
    ],
    ['P&L sign', { given: ['12', { signDisplay: 'exceptZero' }], want: '+12.00' }],
    ['zero places', { given: ['1234.5', { places: 0, language: 'en' }], want: '1,235' }],
  ];
  it.each(cases)('%s', (_t, { given: [v, o], want }) => expect(formatMoney(decimal(v), o)).toBe(want));

  it('agrees with Intl on values a float holds exactly', () => {
    const languages = ['ja', 'zh-CN', 'en'] as const;
    const locales = { ja: 'ja-JP', 'zh-CN': 'zh-CN', en: 'en-US' } as const;
    fc.assert(
      fc.property(
        fc.integer({ min: -(10 ** 12), max: 10 ** 12 }),
        fc.constantFrom(...languages),
        fc.constantFrom('JPY', 'USD', 'CNY', 'KRW', 'VND', 'THB') as fc.Arbitrary<'JPY'>,
        (cents, language, currency) => {
          const text = (cents / 100).toFixed(2);
          const nf = new Intl.NumberFormat(locales[language], {
            style: 'currency',
            currency,
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
          });
          expect(formatMoney(decimal(text), { language, currency })).toBe(nf.format(Number(text)));
        },
      ),
    );
  });
});

describe('formatting round-trip', () => {
  const languages: readonly FormatLanguage[] = ['ja', 'zh-CN', 'en'];
  // Decimals up to 18 integer and 6 fraction digits, either sign, built as text (never through a float).
  const decimalText = fc
    .tuple(
      fc.boolean(),
      fc.bigInt({ min: 0n, max: 10n ** 18n - 1n }),
      fc.option(fc.bigInt({ min: 0n, max: 999_999n }), { nil: undefined }),
    )
    .map(
      ([negative, int, frac]) =>
        `${negative ? '-' : ''}${int}${frac === undefined ? '' : `.${String(frac).padStart(6, '0')}`}`,
    );

  it('formatMoney in every language, currency and precision reads back through parseAmountInput as the same decimal', () => {
    fc.assert(
      fc.property(
        decimalText,
        fc.constantFrom(...languages),
        fc.option(fc.constantFrom<CurrencyCode>(...CURRENCY_CODES), { nil: undefined }),
        fc.integer({ min: 0, max: 4 }),
        fc.constantFrom<'auto' | 'exceptZero'>('auto', 'exceptZero'),
        (text, language, currency, places, signDisplay) => {
          const value = decimal(text);
          const shown = formatMoney(value, {
            language,
            places,
            signDisplay,
            ...(currency ? { currency } : {}),
          });
          expect(parseAmountInput(shown)).toEqual({ ok: true, value: round(value, places) });
        },
      ),
      { numRuns: 2000 },
    );
  });

  it.each<[string, { given: [string, FormatMoneyOptions]; want: string }]>([
    ['ja yen', { given: ['-1234.5', { currency: 'JPY' }], want: '-1234.5' }],
    ['zh-CN yen is marked JP¥', { given: ['100', { language: 'zh-CN', currency: 'JPY' }], want: '100' }],
    ['ja yuan keeps ICU spacing', { given: ['100', { currency: 'CNY' }], want: '100' }],
    [
      'en won, no decimals',
      { given: ['1234567', { language: 'en', currency: 'KRW', places: 0 }], want: '1234567' },
    ],
    [
      'signed profit',
      { given: ['12', { signDisplay: 'exceptZero', currency: 'USD', language: 'en' }], want: '12' },
    ],
  ])('reads back %s', (_t, { given: [v, o], want }) =>
    expect(parseAmountInput(formatMoney(decimal(v), o))).toEqual({ ok: true, value: want }),
  );
});

describe('formatPercent', () => {
  const cases: Case<string, string>[] = [
    ['positive', { given: '1.254', want: '+1.25%' }],
    ['negative', { given: '-0.5', want: '-0.50%' }],
    ['zero', { given: '0', want: '0.00%' }],
  ];
  it.each(cases)('%s', (_t, { given, want }) => expect(formatPercent(decimal(given))).toBe(want));
});

describe('formatNumber', () => {
  // One grouping for every quantity: shares, lots, days, counts ("100000" remaining reads 100,000).
  const cases: Case<[number | string, string, number?], string>[] = [
    ['ja shares', { given: [100000, 'ja'], want: '100,000' }],
    ['zh-CN lots', { given: ['2500', 'zh-CN'], want: '2,500' }],
    ['en count', { given: [1, 'en'], want: '1' }],
    ['en million', { given: ['1234567', 'en'], want: '1,234,567' }],
    ['a fraction keeps its digits', { given: ['1234.5', 'en'], want: '1,234.5' }],
    ['places round', { given: ['1234.567', 'ja', 2], want: '1,234.57' }],
    ['negative', { given: [-12000, 'en'], want: '-12,000' }],
    ['German groups with dots', { given: [100000, 'de'], want: '100.000' }],
    ['Indian English groups by two above the thousands', { given: [12345678, 'en-IN'], want: '1,23,45,678' }],
    ['Spanish leaves four digits whole', { given: [1234, 'es'], want: '1234' }],
    ['Spanish groups five', { given: [12345, 'es'], want: '12.345' }],
    ['Latin digits in Arabic', { given: [1234, 'ar-EG'], want: '1,234' }],
    ['not a number reads as it came', { given: ['n/a', 'en'], want: 'n/a' }],
  ];
  it.each(cases)('%s', (_t, { given: [value, language, places], want }) =>
    expect(formatNumber(value, language, places)).toBe(want),
  );
});
