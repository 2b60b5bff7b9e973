import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Parsed } from './codes';
import type { Decimal, RoundingMode } from './money';
import {
  add,
  compare,
  decimal,
  div,
  isDecimalText,
  mul,
  parseAmountInput,
  parseServerDecimal,
  round,
  sub,
  sum,
  toFixed,
} from './money';

export type Case<G, W> = [title: string, { given: G; want: W }];

const d = decimal;

describe('parseServerDecimal', () => {
  const cases: Case<string | number | null | undefined, Parsed<string>>[] = [
    ['plain amount', { given: '12345.67', want: { ok: true, value: '12345.67' } }],
    ['dash is zero', { given: '-', want: { ok: true, value: '0' } }],
    ['empty is zero', { given: '', want: { ok: true, value: '0' } }],
    ['null is zero', { given: null, want: { ok: true, value: '0' } }],
    ['trailing zeros dropped', { given: '100.500', want: { ok: true, value: '100.5' } }],
    ['negative zero is zero', { given: '-0.00', want: { ok: true, value: '0' } }],
    ['leading plus and dot', { given: '+.5', want: { ok: true, value: '0.5' } }],
    ['JSON number', { given: 0.1, want: { ok: true, value: '0.1' } }],
    ['negative', { given: ' -3.25 ', want: { ok: true, value: '-3.25' } }],
    [
      'garbage',
      { given: 'abc', want: { ok: false, issue: { code: 'amount.invalid', params: { value: 'abc' } } } },
    ],
    [
      'exponent refused',
      { given: '1e5', want: { ok: false, issue: { code: 'amount.invalid', params: { value: '1e5' } } } },
    ],
    [
      'NaN refused',
      { given: Number.NaN, want: { ok: false, issue: { code: 'amount.invalid', params: { value: 'NaN' } } } },
    ],
  ];
  it.each(cases)('%s', (_t, { given, want }) => expect(parseServerDecimal(given)).toEqual(want));
});

describe('parseAmountInput', () => {
  const cases: Case<string, Parsed<string>>[] = [
    ['empty', { given: '  ', want: { ok: false, issue: { code: 'amount.required' } } }],
    ['grouped', { given: '30,000', want: { ok: true, value: '30000' } }],
    ['letters', { given: '3O000', want: { ok: false, issue: { code: 'amount.invalid' } } }],
    ['two dots', { given: '1.2.3', want: { ok: false, issue: { code: 'amount.invalid' } } }],
    ['a yen amount as ja prints it', { given: '￥1,234', want: { ok: true, value: '1234' } }],
    ['a negative dollar amount', { given: '-US$12.50', want: { ok: true, value: '-12.5' } }],
    ['ja yuan with its no-break space', { given: '元\u00a0100.00', want: { ok: true, value: '100' } }],
    ['a mark after the number', { given: '100元', want: { ok: true, value: '100' } }],
    ['a code mark', { given: 'MYR 5.25', want: { ok: true, value: '5.25' } }],
    ['a mark alone', { given: '$', want: { ok: false, issue: { code: 'amount.invalid' } } }],
    ['two marks', { given: '$1$', want: { ok: false, issue: { code: 'amount.invalid' } } }],
    [
      'a word that is no currency mark',
      { given: 'abc12', want: { ok: false, issue: { code: 'amount.invalid' } } },
    ],
    ['a mark inside the number', { given: '1$2', want: { ok: false, issue: { code: 'amount.invalid' } } }],
  ];
  it.each(cases)('%s', (_t, { given, want }) => expect(parseAmountInput(given)).toEqual(want));
});

describe('arithmetic', () => {
  const cases: Case<[string, (a: Decimal, b: Decimal) => Decimal, string], string>[] = [
    ['0.1 + 0.2 is exact', { given: ['0.1', add, '0.2'], want: '0.3' }],
    ['sub to negative', { given: ['1', sub, '1.01'], want: '-0.01' }],
    ['mul', { given: ['1234.5', mul, '100'], want: '123450' }],
    ['div terminates', { given: ['1', div, '8'], want: '0.125' }],
    ['div rounds at 20 places', { given: ['2', div, '3'], want: '0.66666666666666666667' }],
    [
      'big values stay exact',
      { given: ['99999999999999999999.99', add, '0.01'], want: '100000000000000000000' },
    ],
  ];
  it.each(cases)('%s', (_t, { given: [a, op, b], want }) => expect(op(d(a), d(b))).toBe(want));
  it('div by zero throws', () => expect(() => div(d('1'), d('0'))).toThrow(RangeError));
  it('sum of nothing is zero', () => expect(sum([])).toBe('0'));
});

describe('round and toFixed', () => {
  const cases: Case<[string, number, RoundingMode], [string, string]>[] = [
    ['half-up', { given: ['1.005', 2, 'halfUp'], want: ['1.01', '1.01'] }],
    ['half-up negative goes away from zero', { given: ['-1.005', 2, 'halfUp'], want: ['-1.01', '-1.01'] }],
    ['half-even', { given: ['1.025', 2, 'halfEven'], want: ['1.02', '1.02'] }],
    ['down', { given: ['1.999', 2, 'down'], want: ['1.99', '1.99'] }],
    ['up', { given: ['1.001', 2, 'up'], want: ['1.01', '1.01'] }],
    ['to integer', { given: ['2.5', 0, 'halfUp'], want: ['3', '3'] }],
    ['pads zeros', { given: ['7', 2, 'halfUp'], want: ['7', '7.00'] }],
  ];
  it.each(cases)('%s', (_t, { given: [a, p, m], want }) => {
    expect([round(d(a), p, m), toFixed(d(a), p, m)]).toEqual(want);
  });
});

describe('invariants', () => {
  const decimalText = fc
    .tuple(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: 0, max: 6 }))
    .map(([n, scale]) => {
      const s = (n < 0n ? -n : n).toString().padStart(scale + 1, '0');
      const text = scale === 0 ? s : `${s.slice(0, -scale)}.${s.slice(-scale)}`;
      return d(n < 0n ? `-${text}` : text);
    });
  it('a + b − b = a and canonical text round-trips', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        expect(sub(add(a, b), b)).toBe(a);
        expect(decimal(a)).toBe(a);
        expect(isDecimalText(a)).toBe(true);
      }),
    );
  });
  it('compare is antisymmetric and agrees with sub', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        expect(compare(a, b)).toBe(-compare(b, a) || 0);
        const diff = sub(a, b);
        expect(compare(a, b)).toBe(diff === '0' ? 0 : diff.startsWith('-') ? -1 : 1);
      }),
    );
  });
  it('rounding moves by less than half a unit', () => {
    fc.assert(
      fc.property(decimalText, (a) => {
        expect(compare(mul(sub(round(a), a).replace('-', '') as Decimal, d('200')), d('1'))).toBeLessThan(1);
      }),
    );
  });
});
