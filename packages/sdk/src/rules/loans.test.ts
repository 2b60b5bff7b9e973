import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ExchangeRequest } from './exchange';
import { convertCurrency, minimumExchange, validateExchange } from './exchange';
import type { CreditState } from './loans';
import {
  availableLoanQuota,
  checkAddedCredit,
  creditState,
  validateAddedCredit,
  validateCreditRepayment,
  validateLoan,
  validateRepayment,
} from './loans';
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
    [
      'loan with three decimals',
      { given: () => codes(validateLoan('300.005', d('1000'), d('0'))), want: ['amount.tooManyDecimals'] },
    ],
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
    ['three decimals', { given: { amount: '100.005' }, want: ['amount.tooManyDecimals'] }],
    [
      // 0.01 yen at 0.00666667 is 0.0000667 dollars: rounded down to nothing.
      'too small to receive a cent',
      {
        given: { from: 'JPY', to: 'USD', amount: '1', rate: d('0.00666667') },
        want: ['amount.belowMinimum'],
      },
    ],
    [
      'the least that receives a cent',
      { given: { from: 'JPY', to: 'USD', amount: '1.5', rate: d('0.00666667') }, want: [] },
    ],
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

describe('stock credit', () => {
  const added: Case<[string, string], string[]>[] = [
    ['within the quota', { given: ['5000', '800000'], want: [] }],
    ['the whole quota', { given: ['800000', '800000'], want: [] }],
    ['above the quota', { given: ['800001', '800000'], want: ['loan.quotaInsufficient'] }],
    ['a fraction', { given: ['1.5', '800000'], want: ['credit.notPositiveInteger'] }],
    ['zero', { given: ['0', '800000'], want: ['credit.notPositiveInteger'] }],
    ['above every amount', { given: ['10000000001', '99999999999'], want: ['amount.aboveMaximum'] }],
  ];
  it.each(added)('validateAddedCredit: %s', (_t, { given: [text, available], want }) =>
    expect(codes(validateAddedCredit(text, d(available)))).toEqual(want),
  );

  const repay: Case<[string, string, CreditState], string[]>[] = [
    ['the credit itself', { given: ['5000', '5000', 'outstanding'], want: [] }],
    ['more than the credit (only the credit is taken)', { given: ['6000', '5000', 'outstanding'], want: [] }],
    ['below the credit', { given: ['4999.99', '5000', 'outstanding'], want: ['loan.repaymentBelowLoan'] }],
    ['three decimals', { given: ['5000.001', '5000', 'outstanding'], want: ['amount.tooManyDecimals'] }],
    ['a repaid credit', { given: ['5000', '5000', 'repaid'], want: ['credit.notFound'] }],
    ['a settled credit', { given: ['5000', '5000', 'settled'], want: ['credit.notFound'] }],
  ];
  it.each(repay)('validateCreditRepayment: %s', (_t, { given: [amount, credit, state], want }) =>
    expect(codes(validateCreditRepayment(amount, d(credit), state))).toEqual(want),
  );

  it('reads the contract codes', () => {
    expect([0, 1, 2, 9].map(creditState)).toEqual(['outstanding', 'settled', 'repaid', 'outstanding']);
  });

  it('minimumExchange receives a cent and a cent less does not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 8 }), (micro) => {
        const rate = d((micro / 10 ** 6).toFixed(6));
        const least = minimumExchange(rate);
        expect(convertCurrency(least, rate)).not.toBe('0');
        const less = d((Number(least) - 0.01).toFixed(2));
        if (compare(less, d('0')) > 0) expect(convertCurrency(less, rate)).toBe('0');
      }),
    );
  });
});
