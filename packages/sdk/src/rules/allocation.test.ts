import { describe, expect, it } from 'vitest';
import { ALLOCATION_PARTS, assetAllocation } from './allocation';
import { type AssetInputs, summarizeAssets } from './assets';
import { add, decimal, sum } from './money';

export type Case = [
  title: string,
  { given: AssetInputs; want: Record<(typeof ALLOCATION_PARTS)[number], string> },
];

const position = (margin: string, yingkui: string) => ({
  status: 0,
  nowprice: '100',
  stock_num: '10',
  buy_price: '100',
  margin,
  yingkui,
});

const cases: Case[] = [
  [
    'cash only',
    {
      given: { userinfo: { jpy: '1000.00' } },
      want: { available: '1000.00', positions: '0', otherFrozen: '0' },
    },
  ],
  [
    'a position with a profit, a pending withdrawal and a new-share order',
    {
      given: {
        userinfo: { jpy: '500' },
        positions: [position('300', '45.50')],
        withdrawals: [{ status: 0, money: '20' }],
        newStocks: [{ status: 1, rjmoney: '80' }],
      },
      want: { available: '500', positions: '345.5', otherFrozen: '100' },
    },
  ],
  [
    'a loss beyond the margin makes the positions part negative',
    {
      given: { userinfo: { jpy: '10' }, positions: [position('100', '-150')] },
      want: { available: '10', positions: '-50', otherFrozen: '0' },
    },
  ],
  [
    "the server's books, frozen beyond what the lists show",
    {
      given: {
        userinfo: {},
        books: {
          totalAssets: '1200',
          available: '700',
          frozen: '450',
          unrealisedPnl: '50',
          frozenDetail: { positionCost: '300', blockTrade: '150' },
        },
      },
      want: { available: '700', positions: '350', otherFrozen: '150' },
    },
  ],
];

describe('assetAllocation', () => {
  it.each(cases)('%s', (_title, { given, want }) => {
    const parts = assetAllocation(summarizeAssets(given));
    expect(Object.keys(parts)).toEqual([...ALLOCATION_PARTS]);
    for (const k of ALLOCATION_PARTS) expect(parts[k]).toBe(decimal(want[k]));
  });

  it('adds up to total assets for every case', () => {
    for (const [, { given }] of cases) {
      const summary = summarizeAssets(given);
      if (summary.source === 'books') continue; // the books' total is theirs, not a sum
      const parts = assetAllocation(summary);
      expect(sum(ALLOCATION_PARTS.map((k) => parts[k]))).toBe(summary.totalAssets);
    }
  });

  it('adds up to available + frozen + unrealised P&L from the books too', () => {
    const summary = summarizeAssets(cases[3]![1].given);
    const parts = assetAllocation(summary);
    expect(sum(ALLOCATION_PARTS.map((k) => parts[k]))).toBe(
      add(add(summary.available, summary.frozen), summary.unrealisedPnl),
    );
  });
});
