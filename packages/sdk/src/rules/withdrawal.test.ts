import { describe, expect, it } from 'vitest';
import type { CurrencyCode } from './currencies';
import { decimal as d, decimal } from './money';
import type { DepositRequest, WithdrawalRequest } from './withdrawal';
import {
  DEPOSIT_MAXIMUM_ALTERNATIVE,
  validateDeposit,
  validateWithdrawal,
  WITHDRAWAL_MINIMUM,
  withdrawalMinimumIn,
} from './withdrawal';

export type Case<G, W> = [title: string, { given: G; want: W }];

const IN = new Date('2026-11-24T02:00:00Z'); // Tuesday 11:00 Tokyo
const OUT = new Date('2026-11-24T07:00:00Z'); // 16:00 Tokyo

const ok: WithdrawalRequest = {
  amount: '30000',
  instant: IN,
  available: decimal('50000'),
  openPositions: 0,
  unpaidLoan: false,
  creditScore: 100,
  verified: true,
  fundsPasswordSet: true,
};

describe('withdrawalMinimumIn', () => {
  // Rates as the reference server quotes them (JPY→currency, 8 places): 1/150 and 7.2/150.
  const cases: Case<[minimumYen: string, currency: CurrencyCode, yenRate: string | null], string | null>[] = [
    ['yen as it is, no rate needed', { given: ['30000', 'JPY', null], want: '30000' }],
    ['yen ignores a rate', { given: ['30000', 'JPY', '2'], want: '30000' }],
    ['dollars rounded to cents', { given: ['30000', 'USD', '0.00666667'], want: '200' }],
    ['yuan', { given: ['30000', 'CNY', '0.048'], want: '1440' }],
    ['half a cent and more rounds up', { given: ['30000', 'USD', '0.00666685'], want: '200.01' }],
    ['under half a cent rounds down', { given: ['30000', 'USD', '0.00666683'], want: '200' }],
    ['a broker minimum of 5,000 yen in dollars', { given: ['5000', 'USD', '0.00666667'], want: '33.33' }],
    ['no rate: unknown', { given: ['30000', 'USD', null], want: null }],
    ['a zero rate is no rate', { given: ['30000', 'CNY', '0'], want: null }],
  ];
  it.each(cases)('%s', (_t, { given: [minimum, currency, rate], want }) =>
    expect(withdrawalMinimumIn(d(minimum), currency, rate === null ? null : d(rate))).toBe(want),
  );
  it('should default to 30,000 yen', () => expect(WITHDRAWAL_MINIMUM).toBe('30000'));
});

describe('validateWithdrawal', () => {
  const cases: Case<Partial<WithdrawalRequest>, string[]>[] = [
    ['allowed at the minimum', { given: {}, want: [] }],
    ['below minimum', { given: { amount: '29999.99' }, want: ['withdraw.belowMinimum'] }],
    ['above available', { given: { amount: '50000.01' }, want: ['balance.insufficient'] }],
    ['empty amount', { given: { amount: '' }, want: ['amount.required'] }],
    ['zero amount', { given: { amount: '0' }, want: ['amount.notPositive'] }],
    ['outside window', { given: { instant: OUT }, want: ['withdraw.outsideWindow'] }],
    [
      'a dollar minimum',
      { given: { amount: '199.99', minimum: decimal('200') }, want: ['withdraw.belowMinimum'] },
    ],
    ['at a dollar minimum', { given: { amount: '200', minimum: decimal('200') }, want: [] }],
    ['an unknown minimum', { given: { minimum: null }, want: ['exchange.rateUnavailable'] }],
    ['three decimals', { given: { amount: '30000.005' }, want: ['amount.tooManyDecimals'] }],
    [
      "above the market's maximum",
      { given: { amount: '40000', maximum: decimal('35000') }, want: ['amount.aboveMaximum'] },
    ],
    [
      'the default yen maximum (¥10,000,000)',
      { given: { amount: '10000000.01', available: decimal('20000000') }, want: ['amount.aboveMaximum'] },
    ],
    [
      'a weekday of a year whose Shanghai closures are unconfirmed',
      {
        given: { market: 'cny', minimum: decimal('1500'), instant: new Date('2027-01-04T02:00:00Z') },
        want: ['calendar.unknownYear'],
      },
    ],
    ['score at the minimum passes', { given: { creditScore: 60 }, want: [] }],
    [
      'another withdrawal pending review',
      { given: { pendingWithdrawal: true }, want: ['funds.operationInProgress'] },
    ],
    [
      'custom minimum score',
      { given: { creditScore: 60, minimumCreditScore: 80 }, want: ['credit.scoreTooLow'] },
    ],
    [
      'every block at once',
      {
        given: {
          verified: false,
          fundsPasswordSet: false,
          openPositions: 2,
          unpaidLoan: true,
          pendingWithdrawal: true,
          creditScore: 10,
          instant: OUT,
          amount: '100',
        },
        want: [
          'verification.required',
          'fundsPassword.notSet',
          'withdraw.openPositions',
          'loan.unpaid',
          'funds.operationInProgress',
          'credit.scoreTooLow',
          'withdraw.outsideWindow',
          'withdraw.belowMinimum',
        ],
      },
    ],
  ];
  it.each(cases)('%s', (_t, { given, want }) =>
    expect(validateWithdrawal({ ...ok, ...given }).map((i) => i.code)).toEqual(want),
  );
  it('puts numbers in params', () => {
    expect(validateWithdrawal({ ...ok, amount: '1', instant: OUT })).toEqual([
      { code: 'withdraw.outsideWindow', params: { start: '9:00', end: '15:30' } },
      { code: 'withdraw.belowMinimum', params: { minimum: '30000' } },
    ]);
  });
});

describe('validateDeposit', () => {
  const good: DepositRequest = {
    amount: '500000',
    instant: new Date('2026-11-24T14:00:00Z'), // 23:00 Tokyo, still a business day
    verified: true,
    proof: { type: 'image/jpeg', size: 1000 },
    pendingExists: false,
  };
  const cases: Case<Partial<DepositRequest>, string[]>[] = [
    ['at the maximum', { given: {}, want: [] }],
    ['above the maximum', { given: { amount: '500000.01' }, want: ['amount.aboveMaximum'] }],
    [
      'alternative maximum',
      { given: { amount: '9000000000', maximum: DEPOSIT_MAXIMUM_ALTERNATIVE }, want: [] },
    ],
    ['no proof', { given: { proof: null }, want: ['deposit.proofRequired'] }],
    [
      'proof not an image',
      { given: { proof: { type: 'application/pdf', size: 1 } }, want: ['upload.invalidType'] },
    ],
    ['weekend', { given: { instant: new Date('2026-11-22T01:00:00Z') }, want: ['deposit.outsideWindow'] }],
    [
      'unverified and pending',
      {
        given: { verified: false, pendingExists: true },
        want: ['verification.required', 'deposit.pendingExists'],
      },
    ],
    ['garbage', { given: { amount: '1e3' }, want: ['amount.invalid'] }],
    ['three decimals', { given: { amount: '1000.005' }, want: ['amount.tooManyDecimals'] }],
    [
      'dollars: the dollar maximum by default ($3,300), not 500,000',
      {
        given: { market: 'usd', amount: '500000', instant: new Date('2026-11-24T15:00:00Z') },
        want: ['amount.aboveMaximum'],
      },
    ],
    [
      'yuan on a weekday of an unconfirmed year',
      {
        given: { market: 'cny', amount: '1000', instant: new Date('2027-01-04T02:00:00Z') },
        want: ['calendar.unknownYear'],
      },
    ],
  ];
  it.each(cases)('%s', (_t, { given, want }) =>
    expect(validateDeposit({ ...good, ...given }).map((i) => i.code)).toEqual(want),
  );
});
