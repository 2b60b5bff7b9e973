import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';
import { type Decimal, decimal } from './money';
import { formatCount, plainDecimal } from './numberLayout';

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
