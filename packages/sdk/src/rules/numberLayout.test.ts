import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from './currencies';
import { formatMoney } from './format';
import { type BuiltInLanguage, FORMAT_LOCALES } from './locales';
import { type Decimal, decimal } from './money';
import { BUILT_IN_MARKS, builtInLayout, formatCount, intlLayout, plainDecimal } from './numberLayout';

export type Case<G, W> = [title: string, { given: G; want: W }];

describe('plainDecimal', () => {
  const cases: Case<string, string>[] = [
    ['plus sign and zeros around', { given: '+0012.3400', want: '12.34' }],
    ['negative zero', { given: '-0.000', want: '0' }],
    ['leading point', { given: '.5', want: '0.5' }],
    ['trailing point', { given: '-5.', want: '-5' }],
    ['spaces', { given: ' 7 ', want: '7' }],
  ];
  it.each(cases)('should read %s', (_, { given, want }) => {
    expect(plainDecimal(given)).toBe(want);
  });

  it('should agree with decimal() on every plain literal', () => {
    const literal = fc
      .tuple(
        fc.constantFrom('', '+', '-'),
        fc.stringMatching(/^[0-9]{0,12}$/),
        fc.option(fc.stringMatching(/^[0-9]{0,8}$/)),
      )
      .map(([sign, whole, fraction]) => `${sign}${whole}${fraction === null ? '' : `.${fraction}`}`)
      .filter((t) => /\d/.test(t));
    fc.assert(fc.property(literal, (t) => plainDecimal(t) === decimal(t)));
  });
});

/** The decimal `units` × 10^-places, written out. */
function scaled(units: bigint, places: number): Decimal {
  const digits = (units < 0n ? -units : units).toString().padStart(places + 1, '0');
  const body = places > 0 ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
  return decimal(`${units < 0n ? '-' : ''}${body}`);
}

describe('formatCount', () => {
  it('should print what formatMoney prints at the value’s own places, in every language', () => {
    const units = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n });
    const places = fc.integer({ min: 0, max: 6 });
    const language = fc.constantFrom('ja', 'zh-CN', 'en', 'de', 'hi-IN');
    fc.assert(
      fc.property(units, places, language, (u, p, lng) => {
        const text = scaled(u, p);
        const own = text.includes('.') ? (text.split('.')[1]?.length ?? 0) : 0;
        return formatCount(text, lng) === formatMoney(text, { language: lng, places: own });
      }),
    );
  });

  it('should leave what is not a number as it came', () => {
    expect(formatCount('n/a')).toBe('n/a');
    expect(formatCount(1e21)).toBe('1e+21');
    expect(formatCount(12000, 'en')).toBe('12,000');
  });
});

describe('the built-in languages’ written-out layouts', () => {
  const signs = ['auto', 'exceptZero'] as const;
  const currencies = [undefined, ...CURRENCY_CODES];
  const rows = (Object.keys(BUILT_IN_MARKS) as BuiltInLanguage[]).flatMap((language) =>
    currencies.flatMap((currency) =>
      [0, 1, 2, 3, 4].flatMap((places) => signs.map((sign) => ({ language, currency, places, sign }))),
    ),
  );
  it.each(rows)('$language $currency $places places, sign $sign: as Intl lays it out', (row) => {
    const { language, currency, places, sign } = row;
    expect(builtInLayout(language, currency, places, sign)).toEqual(
      intlLayout(language, currency, places, sign),
    );
  });

  it('should print what Intl prints for any amount (the layouts are what formatMoney uses)', () => {
    const units = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n });
    const places = fc.integer({ min: 0, max: 3 });
    const language = fc.constantFrom<BuiltInLanguage>('ja', 'zh-CN', 'en');
    const currency = fc.constantFrom(undefined, ...CURRENCY_CODES);
    fc.assert(
      fc.property(units, places, language, currency, (u, p, lng, cur) => {
        const text = scaled(u, p);
        const intl = new Intl.NumberFormat(FORMAT_LOCALES[lng], {
          ...(cur === undefined ? {} : { style: 'currency', currency: cur }),
          minimumFractionDigits: p,
          maximumFractionDigits: p,
          numberingSystem: 'latn',
        });
        return (
          formatMoney(text, { language: lng, currency: cur, places: p }) === intl.format(text as `${number}`)
        );
      }),
    );
  });
});
