import { describe, expect, it } from 'vitest';
import { decimal } from './money';
import type { DepositRequest, WithdrawalRequest } from './withdrawal';
import { DEPOSIT_MAXIMUM_ALTERNATIVE, validateDeposit, validateWithdrawal } from './withdrawal';

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

describe('validateWithdrawal', () => {
  const cases: Case<Partial<WithdrawalRequest>, string[]>[] = [
    ['allowed at the minimum', { given: {}, want: [] }],
    ['below minimum', { given: { amount: '29999.99' }, want: ['withdraw.belowMinimum'] }],
    ['above available', { given: { amount: '50000.01' }, want: ['balance.insufficient'] }],
    ['empty amount', { given: { amount: '' }, want: ['amount.required'] }],
    ['zero amount', { given: { amount: '0' }, want: ['amount.notPositive'] }],
    ['outside window', { given: { instant: OUT }, want: ['withdraw.outsideWindow'] }],
    ['score at the minimum passes', { given: { creditScore: 60 }, want: [] }],
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
          creditScore: 10,
          instant: OUT,
          amount: '100',
        },
        want: [
          'verification.required',
          'fundsPassword.notSet',
          'withdraw.openPositions',
          'loan.unpaid',
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
  ];
  it.each(cases)('%s', (_t, { given, want }) =>
    expect(validateDeposit({ ...good, ...given }).map((i) => i.code)).toEqual(want),
  );
});
