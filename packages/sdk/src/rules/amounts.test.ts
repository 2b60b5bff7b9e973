import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AmountRange, FormValueKind } from './amounts';
import { AMOUNT_CEILING, decimalPlaces, formValueRefusal, parseMoneyAmount } from './amounts';
import type { RuleIssue } from './codes';
import { decimal } from './money';

export type Case<G, W> = [title: string, { given: G; want: W }];

const d = decimal;

describe('parseMoneyAmount', () => {
  const cases: Case<[string, AmountRange?], string | RuleIssue>[] = [
    ['a whole amount', { given: ['30000'], want: '30000' }],
    ['two decimals', { given: ['1000.01'], want: '1000.01' }],
    ['trailing zeros are not decimals', { given: ['1000.500'], want: '1000.5' }],
    ['a formatted amount', { given: ['￥1,000.50'], want: '1000.5' }],
    [
      'three decimals',
      { given: ['1000.005'], want: { code: 'amount.tooManyDecimals', params: { decimals: 2 } } },
    ],
    [
      'below a millionth',
      { given: ['0.0000001'], want: { code: 'amount.tooManyDecimals', params: { decimals: 2 } } },
    ],
    ['a cent', { given: ['0.01'], want: '0.01' }],
    ['zero', { given: ['0.00'], want: { code: 'amount.notPositive' } }],
    ['negative', { given: ['-1'], want: { code: 'amount.notPositive' } }],
    ['empty', { given: [''], want: { code: 'amount.required' } }],
    ['an exponent', { given: ['1e5'], want: { code: 'amount.invalid' } }],
    ['the ceiling', { given: ['10000000000'], want: '10000000000' }],
    [
      'a cent above the ceiling',
      {
        given: ['10000000000.01'],
        want: { code: 'amount.aboveMaximum', params: { maximum: '10000000000' } },
      },
    ],
    [
      'twenty digits',
      {
        given: ['99999999999999999999'],
        want: { code: 'amount.aboveMaximum', params: { maximum: '10000000000' } },
      },
    ],
    [
      "an operation's own maximum",
      {
        given: ['3300.01', { maximum: d('3300') }],
        want: { code: 'amount.aboveMaximum', params: { maximum: '3300' } },
      },
    ],
    [
      'a maximum above the ceiling is the ceiling',
      {
        given: ['10000000001', { maximum: d('99999999999') }],
        want: { code: 'amount.aboveMaximum', params: { maximum: '10000000000' } },
      },
    ],
    [
      'whole units only',
      { given: ['10.5', { decimals: 0 }], want: { code: 'amount.tooManyDecimals', params: { decimals: 0 } } },
    ],
  ];
  it.each(cases)('%s', (_t, { given: [text, range], want }) => {
    const parsed = parseMoneyAmount(text, range);
    expect(parsed.ok ? parsed.value : parsed.issue).toEqual(want);
  });

  it('accepts every amount of at most two decimals up to the ceiling, and nothing else', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 13n }),
        fc.integer({ min: 0, max: 4 }),
        (units, places) => {
          const text = (Number(units) / 10 ** places).toFixed(places);
          const parsed = parseMoneyAmount(text);
          const value = d(text);
          const fits =
            decimalPlaces(value) <= 2 && value !== '0' && !(Number(value) > Number(AMOUNT_CEILING));
          expect(parsed.ok).toBe(fits);
        },
      ),
    );
  });
});

describe('formValueRefusal', () => {
  const cases: Case<[FormValueKind, string], string>[] = [
    ['an id of 20 digits', { given: ['id', '99999999999999999999'], want: 'id.invalid' }],
    ['an id of 0', { given: ['id', '0'], want: 'id.invalid' }],
    ['an amount of three decimals', { given: ['amount', '1000.005'], want: 'amount.tooManyDecimals' }],
    ['an amount below a millionth', { given: ['amount', '0.0000001'], want: 'amount.tooManyDecimals' }],
    ['an amount of 20 digits', { given: ['amount', '99999999999999999999'], want: 'amount.aboveMaximum' }],
    ['a negative amount', { given: ['amount', '-1'], want: 'amount.invalid' }],
    ['an amount in exponent form', { given: ['amount', '1e309'], want: 'amount.invalid' }],
    ['SQL', { given: ['amount', "' OR 1=1 --"], want: 'amount.invalid' }],
    [
      'a price of four decimals is not refused for decimals',
      { given: ['price', '0.1234'], want: 'amount.invalid' },
    ],
    ['a price of five decimals', { given: ['price', '0.12345'], want: 'amount.tooManyDecimals' }],
    ['a credit with decimals', { given: ['credit', '1.5'], want: 'credit.notPositiveInteger' }],
    ['a credit of zero', { given: ['credit', '0'], want: 'credit.notPositiveInteger' }],
    ['a credit above every amount', { given: ['credit', '99999999999'], want: 'amount.aboveMaximum' }],
    [
      'a credit of 200,000 digits',
      { given: ['credit', '9'.repeat(200_000)], want: 'credit.notPositiveInteger' },
    ],
  ];
  it.each(cases)('%s', (_t, { given: [kind, text], want }) =>
    expect(formValueRefusal(kind, text)).toBe(want),
  );
});
