import { describe, expect, it } from 'vitest';
import type { components } from '../../generated/api';
import { decimal } from '../../rules/money';
import type { LoanData, StockCreditData } from './loans';
import {
  selectCreditRepayment,
  selectLoanOrders,
  selectLoanView,
  selectRepayment,
  selectStockCredits,
} from './loans';

type S = components['schemas'];

const credit: S['Credit'] = {
  market: 'jpy',
  creditScore: 82,
  minScore: 60,
  borrowedQuota: '1000000',
  availableQuota: '800000',
  loanAmount: '200000',
};

function loan(over: Partial<LoanData> = {}): LoanData {
  return {
    id: '1',
    orderNo: 'L1',
    market: 'jpy',
    amount: '200000',
    status: 1,
    createdAt: '2026-11-01T01:00:00Z',
    ...over,
  } as LoanData;
}

describe('selectLoanView', () => {
  const rows: [
    string,
    {
      given: { amount?: string; addedCredit?: string; credit?: S['Credit']; verification?: 0 | 2 };
      want: { amount: string | null; credit: string | null; reasons: string[]; canApply: boolean };
    },
  ][] = [
    [
      'a loan within the quota',
      { given: {}, want: { amount: null, credit: null, reasons: [], canApply: true } },
    ],
    [
      'above the available quota',
      {
        given: { amount: '800001' },
        want: { amount: 'loan.quotaInsufficient', credit: null, reasons: [], canApply: false },
      },
    ],
    [
      'no amount',
      {
        given: { amount: '' },
        want: { amount: 'amount.required', credit: null, reasons: [], canApply: false },
      },
    ],
    [
      'added credit with decimals',
      {
        given: { addedCredit: '10.5' },
        want: { amount: null, credit: 'credit.notPositiveInteger', reasons: [], canApply: true },
      },
    ],
    [
      'added credit zero',
      {
        given: { addedCredit: '0' },
        want: { amount: null, credit: 'credit.notPositiveInteger', reasons: [], canApply: true },
      },
    ],
    [
      'added credit negative',
      {
        given: { addedCredit: '-5' },
        want: { amount: null, credit: 'credit.notPositiveInteger', reasons: [], canApply: true },
      },
    ],
    [
      'added credit above the quota still available (shared with loans)',
      {
        given: { addedCredit: '800001' },
        want: { amount: null, credit: 'loan.quotaInsufficient', reasons: [], canApply: true },
      },
    ],
    [
      'a dollar loan above the dollar quota',
      {
        given: {
          amount: '5280.01',
          addedCredit: '100',
          credit: {
            ...credit,
            market: 'usd',
            borrowedQuota: '5280',
            availableQuota: '5280',
            loanAmount: '0',
          },
        },
        want: { amount: 'loan.quotaInsufficient', credit: null, reasons: [], canApply: false },
      },
    ],
    [
      'score below the minimum',
      {
        given: { credit: { ...credit, creditScore: 40 } },
        want: { amount: null, credit: null, reasons: ['credit.scoreTooLow'], canApply: false },
      },
    ],
    [
      'identity not verified',
      {
        given: { verification: 0 },
        want: { amount: null, credit: null, reasons: ['verification.required'], canApply: false },
      },
    ],
  ];
  it.each(rows)('%s', (_, { given, want }) => {
    const view = selectLoanView({
      credit: given.credit ?? credit,
      user: { verification: given.verification ?? 2 } as S['UserInfo'],
      amount: given.amount ?? '300000',
      addedCredit: given.addedCredit ?? '50000',
      language: 'ja',
    });
    expect({
      amount: view.amountIssue?.code ?? null,
      credit: view.creditIssue?.code ?? null,
      reasons: view.reasons.map((r) => r.issue.code),
      canApply: view.canApply,
    }).toEqual(want);
  });

  it('should format quota, borrowed and available, and the quota in the issue', () => {
    const view = selectLoanView({ credit, amount: '900000', addedCredit: '', language: 'en' });
    expect([view.quota.text, view.borrowed.text, view.available.text]).toEqual([
      '¥1,000,000.00',
      '¥200,000.00',
      '¥800,000.00',
    ]);
    expect(view.amountIssue).toEqual({
      code: 'loan.quotaInsufficient',
      params: { available: '¥800,000.00' },
    });
  });
});

describe('selectLoanView quota figures (borrowedQuota is the quota granted)', () => {
  const rows: [string, { given: Partial<S['Credit']>; want: [string, string, string] }][] = [
    [
      'nothing borrowed',
      {
        given: { availableQuota: '1000000', loanAmount: '0' },
        want: ['￥1,000,000.00', '￥0.00', '￥1,000,000.00'],
      },
    ],
    [
      'a loan under review uses quota before it is borrowed',
      {
        given: { availableQuota: '700000', loanAmount: '0' },
        want: ['￥1,000,000.00', '￥0.00', '￥700,000.00'],
      },
    ],
    [
      'an approved loan and a stock credit',
      {
        given: { availableQuota: '650000', loanAmount: '300000' },
        want: ['￥1,000,000.00', '￥300,000.00', '￥650,000.00'],
      },
    ],
  ];
  it.each(rows)('%s', (_, { given, want }) => {
    const view = selectLoanView({
      credit: { ...credit, ...given },
      amount: '',
      addedCredit: '',
      language: 'ja',
    });
    expect([view.quota.text, view.borrowed.text, view.available.text]).toEqual(want);
  });
});

describe('selectLoanOrders', () => {
  it('should sort newest first with every state and repay only approved loans', () => {
    const rows = selectLoanOrders(
      [
        loan({ id: 'a', status: 0, createdAt: '2026-11-03T00:00:00Z' }),
        loan({ id: 'b', status: 1, createdAt: '2026-11-04T00:00:00Z' }),
        loan({ id: 'c', status: 2, createdAt: '2026-11-02T00:00:00Z' }),
        loan({
          id: 'd',
          status: 3,
          createdAt: '2026-11-01T00:00:00Z',
          repaid: '200000',
          repaidAt: '2026-11-05T00:00:00Z',
        }),
      ],
      'ja',
    );
    expect(rows.map((r) => [r.id, r.state, r.stateLabel, r.canRepay])).toEqual([
      ['b', 'loan.approved', 'stateApproved', true],
      ['a', 'loan.reviewing', 'stateReviewing', false],
      ['c', 'loan.rejected', 'stateRejected', false],
      ['d', null, 'stateRepaid', false],
    ]);
    expect(rows[3]?.repaid).toBe('￥200,000.00');
  });
});

describe('selectRepayment', () => {
  const rows: [
    string,
    {
      given: { amount: string; available?: string; status?: 0 | 1 };
      want: { issue: string | null; can: boolean };
    },
  ][] = [
    ['the loan amount', { given: { amount: '200000' }, want: { issue: null, can: true } }],
    ['more than the loan', { given: { amount: '250000' }, want: { issue: null, can: true } }],
    [
      'below the loan',
      { given: { amount: '199999.99' }, want: { issue: 'loan.repaymentBelowLoan', can: false } },
    ],
    [
      'above the balance',
      { given: { amount: '200000', available: '100' }, want: { issue: 'balance.insufficient', can: false } },
    ],
    ['not approved', { given: { amount: '200000', status: 0 }, want: { issue: null, can: false } }],
  ];
  it.each(rows)('%s', (_, { given, want }) => {
    const view = selectRepayment(
      loan({ status: given.status ?? 1 }),
      given.amount,
      decimal(given.available ?? '1000000'),
      'ja',
    );
    expect({ issue: view.amountIssue?.code ?? null, can: view.canRepay }).toEqual(want);
  });
});

const stockCredit = (over: Partial<StockCreditData> = {}): StockCreditData =>
  ({
    id: '7',
    market: 'jpy',
    credit: '50000',
    status: 0,
    createdAt: '2026-11-20T01:00:00Z',
    ...over,
  }) as StockCreditData;

describe('selectStockCredits', () => {
  it('should give each credit its state, newest first, and offer repayment only while outstanding', () => {
    const rows = selectStockCredits(
      [
        stockCredit({
          id: '1',
          status: 2,
          createdAt: '2026-10-01T01:00:00Z',
          endedAt: '2026-10-05T01:00:00Z',
        }),
        stockCredit({ id: '2', status: 0, createdAt: '2026-11-20T01:00:00Z' }),
        stockCredit({ id: '3', status: 1, market: 'usd', credit: '300', createdAt: '2026-11-01T01:00:00Z' }),
      ],
      'en',
    );
    expect(rows.map((r) => [r.id, r.stateKind, r.stateLabel, r.canRepay, r.amount.text])).toEqual([
      ['2', 'outstanding', 'creditStateOutstanding', true, '¥50,000.00'],
      ['3', 'settled', 'creditStateSettled', false, '$300.00'],
      ['1', 'repaid', 'creditStateRepaid', false, '¥50,000.00'],
    ]);
    expect(rows[2]?.endedAt).toBe('Oct 5, 2026, 10:00');
  });
});

describe('selectCreditRepayment', () => {
  const rows: [string, { given: [StockCreditData, string]; want: string | null }][] = [
    ['the credit itself', { given: [stockCredit(), '50000'], want: null }],
    ['below the credit', { given: [stockCredit(), '49999'], want: 'loan.repaymentBelowLoan' }],
    ['three decimals', { given: [stockCredit(), '50000.001'], want: 'amount.tooManyDecimals' }],
    ['an ended credit', { given: [stockCredit({ status: 2 }), '50000'], want: 'credit.notFound' }],
  ];
  it.each(rows)('%s', (_, { given: [c, amount], want }) => {
    const view = selectCreditRepayment(c, amount, 'en');
    expect(view.amountIssue?.code ?? null).toBe(want);
    expect(view.canRepay).toBe(want === null);
  });
  it('should state the credit in the issue', () => {
    expect(selectCreditRepayment(stockCredit(), '1', 'en').amountIssue).toEqual({
      code: 'loan.repaymentBelowLoan',
      params: { loan: '¥50,000.00' },
    });
  });
});
