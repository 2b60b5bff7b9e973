// Realistic endpoint data for the loans stories and tests.
import type { components } from '@tsumiki/sdk';

type S = components['schemas'];

export const creditFixture: S['Credit'] = {
  market: 'jpy',
  creditScore: 82,
  minScore: 60,
  borrowedQuota: '1000000',
  availableQuota: '800000',
  loanAmount: '200000',
};

export const loanFixtures: S['Loan'][] = [
  {
    id: '21',
    orderNo: 'L2026112000021',
    market: 'jpy',
    amount: '200000',
    status: 1,
    creditScore: 82,
    createdAt: '2026-11-20T01:00:00Z',
    reviewedAt: '2026-11-20T03:00:00Z',
  },
  {
    id: '22',
    orderNo: 'L2026112300022',
    market: 'jpy',
    amount: '150000',
    status: 0,
    creditScore: 82,
    createdAt: '2026-11-23T04:00:00Z',
  },
  {
    id: '18',
    orderNo: 'L2026101500018',
    market: 'jpy',
    amount: '500000',
    status: 2,
    creditScore: 55,
    createdAt: '2026-10-15T02:00:00Z',
    reviewedAt: '2026-10-15T06:00:00Z',
  },
  {
    id: '12',
    orderNo: 'L2026090100012',
    market: 'jpy',
    amount: '100000',
    status: 3,
    repaid: '100000',
    creditScore: 78,
    createdAt: '2026-09-01T02:00:00Z',
    repaidAt: '2026-10-01T02:00:00Z',
  },
];

/** One stock credit in each state: in use, settled by the broker, repaid by the customer. */
export const stockCreditFixtures: S['StockCredit'][] = [
  { id: '31', market: 'jpy', credit: '50000', status: 0, createdAt: '2026-11-24T01:00:00Z' },
  {
    id: '27',
    market: 'jpy',
    credit: '120000',
    status: 1,
    createdAt: '2026-10-02T01:00:00Z',
    endedAt: '2026-11-02T02:00:00Z',
  },
  {
    id: '19',
    market: 'jpy',
    credit: '8000',
    status: 2,
    createdAt: '2026-09-10T01:00:00Z',
    endedAt: '2026-09-30T05:00:00Z',
  },
];
