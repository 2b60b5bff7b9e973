import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ExchangeRequest } from './exchange';
import { convertCurrency, validateExchange } from './exchange';
import { availableLoanQuota, checkAddedCredit, validateLoan, validateRepayment } from './loans';
import { compare, decimal, mul } from './money';

export type Case<G, W> = [title: string, { given: G; want: W }];

const d = decimal;

describe('loans and credit', () => {
  const credit: Case<string, boolean>[] = [
    ['1', { given: '1', want: true }],
    ['100', { given: '100', want: true }],
    ['0', { given: '0', want: false }],
    ['-1', { given: '-1', want: false }],
    ['1.5', { given: '1.5', want: false }],
    ['empty', { given: '', want: false }],
  ];
  it.each(credit)('added credit %s', (_t, { given, want }) =>
    expect(checkAddedCredit(given) === null).toBe(want),
  );

  const cases: Case<() => string[], string[]>[] = [
    ['loan within quota', { given: () => codes(validateLoan('300', d('1000'), d('700'))), want: [] }],
    [
      'loan above quota',
      { given: () => codes(validateLoan('300.01', d('1000'), d('700'))), want: ['loan.quotaInsufficient'] },
    ],
    ['loan zero', { given: () => codes(validateLoan('0', d('1000'), d('0'))), want: ['amount.notPositive'] }],
    ['repay the loan', { given: () => codes(validateRepayment('500', d('500'), d('600'))), want: [] }],
    [
      'repay less than the loan',
      { given: () => codes(validateRepayment('499', d('500'), d('600'))), want: ['loan.repaymentBelowLoan'] },
    ],
    [
      'repay without funds',
      { given: () => codes(validateRepayment('500', d('500'), d('10'))), want: ['balance.insufficient'] },
    ],
  ];
  it.each(cases)('%s', (_t, { given, want }) => expect(given()).toEqual(want));
  it('quota never goes negative', () => expect(availableLoanQuota(d('100'), d('150'))).toBe('0'));
});

const codes = (issues: readonly { code: string }[]) => issues.map((i) => i.code);

describe('exchange', () => {
  const ok: ExchangeRequest = {
    from: 'USD',
    to: 'JPY',
    amount: '100',
    rate: d('151.234'),
    available: d('1000'),
  };
  const cases: Case<Partial<ExchangeRequest>, string[]>[] = [
    ['ok', { given: {}, want: [] }],
    ['same currency', { given: { to: 'USD' }, want: ['exchange.sameCurrency'] }],
    ['no rate', { given: { rate: null }, want: ['exchange.rateUnavailable'] }],
    ['amount missing', { given: { amount: '' }, want: ['amount.required'] }],
    ['above balance', { given: { amount: '1000.01' }, want: ['balance.insufficient'] }],
  ];
  it.each(cases)('%s', (_t, { given, want }) =>
    expect(codes(validateExchange({ ...ok, ...given }))).toEqual(want),
  );
  it('converts with the rate, rounding down to 2 places', () => {
    expect(convertCurrency(d('100.01'), d('151.234'))).toBe('15124.91');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 9 }),
        fc.integer({ min: 1, max: 10 ** 6 }),
        (cents, milli) => {
          const amount = d((cents / 100).toFixed(2));
          const rate = d((milli / 1000).toFixed(3));
          const out = convertCurrency(amount, rate);
          expect(compare(out, mul(amount, rate))).toBeLessThanOrEqual(0);
        },
      ),
    );
  });
});
