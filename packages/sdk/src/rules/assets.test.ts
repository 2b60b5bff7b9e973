import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AssetInputs, AssetSummary } from './assets';
import { EMPTY_ASSET_SUMMARY, summarizeAssets } from './assets';
import { add, decimal, sub, sum } from './money';

export type Case<G, W> = [title: string, { given: G; want: W }];

type Want = Partial<Record<Exclude<keyof AssetSummary, 'issues' | 'frozenParts'>, string>> & {
  frozenParts?: Record<string, string>;
  issues?: unknown[];
};

describe('summarizeAssets', () => {
  const cases: Case<AssetInputs, Want>[] = [
    ['nothing', { given: { userinfo: {} }, want: { totalAssets: '0', frozen: '0', issues: [] } }],
    [
      'each frozen part counts only its status',
      {
        given: {
          userinfo: { jpy: '1000.50', jpyyjed: '200' },
          newStocks: [
            { status: 1, rjmoney: '300' },
            { status: '1', rjmoney: '-' },
            { status: 2, rjmoney: '999' },
          ],
          withdrawals: [
            { status: 0, money: '40000' },
            { status: 1, money: '1' },
          ],
          follows: [
            { status: '0', money: '5000' },
            { status: 1, money: '1' },
          ],
          stockCredits: [
            { status: 0, credit: '70' },
            { status: 2, credit: '1' },
          ],
          positions: [
            { status: 0, buy_price: '100', stock_num: '10', nowprice: '110', yingkui: '100' },
            { status: 0, buy_price: '100', stock_num: '10', nowprice: '90', yingkui: '-100', leverage: '3' },
            { status: 0, buy_price: '100', stock_num: '10', nowprice: '95', yingkui: '-50', margin: '250' },
            { status: 4, buy_price: '9', stock_num: '9', nowprice: '9', yingkui: '9' },
          ],
          realisedPnl: '12.3',
        },
        want: {
          frozenParts: {
            newShares: '300',
            withdrawals: '40000',
            follows: '5000',
            stockCredits: '70',
            positions: '1583.34',
          },
          frozen: '46953.34',
          available: '1000.5',
          unrealisedPnl: '-50',
          totalAssets: '47903.84',
          holdingMarketValue: '2950',
          totalDebt: '200',
          netAssets: '47703.84',
          realisedPnl: '12.3',
          issues: [],
        },
      },
    ],
    [
      'garbage counts as zero and is reported',
      {
        given: { userinfo: { jpy: 'n/a', jpyyjed: null }, withdrawals: [{ status: 0, money: '12abc' }] },
        want: {
          totalAssets: '0',
          issues: [
            { code: 'amount.invalid', params: { field: 'money', value: '12abc' } },
            { code: 'amount.invalid', params: { field: 'jpy', value: 'n/a' } },
          ],
        },
      },
    ],
  ];
  it.each(cases)('%s', (_t, { given, want }) => expect(summarizeAssets(given)).toMatchObject(want));

  // The shown lists of the money journey (issue 8) after an IPO won and paid (status 2, awaiting listing), a
  // copy-trading order and a block-trade application under review; the books hold all three.
  const journeyLists: AssetInputs = {
    userinfo: { jpy: '236100', jpyyjed: '0' },
    newStocks: [{ status: 2, rjmoney: '120000.00' }],
    follows: [{ status: 0, money: '100000.00' }],
    withdrawals: [{ status: 1, money: '30000.00' }],
    positions: [],
    realisedPnl: '-1000',
  };
  const books = {
    market: 'jpy',
    totalAssets: '670000.00',
    marketValue: '0.00',
    available: '236100.00',
    frozen: '433900.00',
    debt: '0.00',
    unrealisedPnl: '0.00',
    frozenDetail: {
      newStock: '120000.00',
      withdrawing: '0.00',
      follow: '100000.00',
      credit: '0.00',
      positionCost: '0.00',
      blockTrade: '213900.00',
      dayTrade: '0.00',
    },
  };
  const sources: Case<AssetInputs, Want & { source: string }>[] = [
    [
      'without books: the spec formula, a won-and-paid order (status 2) is not status 1',
      {
        given: journeyLists,
        want: { source: 'formula', frozen: '100000', totalAssets: '336100', realisedPnl: '-1000' },
      },
    ],
    [
      'with books: their figures, holds no shown call lists included',
      {
        given: { ...journeyLists, books },
        want: {
          source: 'books',
          available: '236100',
          frozen: '433900',
          totalAssets: '670000',
          totalDebt: '0',
          netAssets: '670000',
          unrealisedPnl: '0',
          realisedPnl: '-1000',
          frozenParts: {
            newShares: '120000',
            follows: '100000',
            positions: '0',
            blockTrades: '213900',
            dayTrades: '0',
          },
          issues: [],
        },
      },
    ],
    [
      'books without the optional parts: only the five spec parts',
      {
        given: { userinfo: {}, books: { ...books, frozenDetail: { newStock: '5', follow: '-' } } },
        want: {
          source: 'books',
          frozenParts: { newShares: '5', withdrawals: '0', follows: '0', stockCredits: '0', positions: '0' },
        },
      },
    ],
    [
      'books with debt: net assets are total − debt',
      {
        given: { userinfo: { jpy: '1' }, books: { ...books, totalAssets: '1000', debt: '250.5' } },
        want: { source: 'books', totalDebt: '250.5', netAssets: '749.5', available: '236100' },
      },
    ],
    [
      'a garbled book figure counts as zero and is reported',
      {
        given: { userinfo: {}, books: { ...books, frozen: 'x' } },
        want: {
          source: 'books',
          frozen: '0',
          issues: [{ code: 'amount.invalid', params: { field: 'frozen', value: 'x' } }],
        },
      },
    ],
    [
      'null books: the formula',
      { given: { userinfo: { jpy: '7' }, books: null }, want: { source: 'formula', totalAssets: '7' } },
    ],
  ];
  it.each(sources)('%s', (_t, { given, want }) => expect(summarizeAssets(given)).toMatchObject(want));

  it('books without block or day trades leave those parts out', () => {
    const s = summarizeAssets({ userinfo: {}, books: { frozenDetail: { newStock: '1' } } });
    expect(Object.keys(s.frozenParts)).toEqual([
      'newShares',
      'withdrawals',
      'follows',
      'stockCredits',
      'positions',
    ]);
  });

  it('is all zero when empty', () => expect(EMPTY_ASSET_SUMMARY.netAssets).toBe('0'));

  it('total = available + sum of frozen parts + unrealised P&L', () => {
    const money = fc.integer({ min: -1_000_000_00, max: 1_000_000_00 }).map((c) => (c / 100).toFixed(2));
    const status = fc.constantFrom<number | string>(0, 1, 2, '0', '1');
    const row = <K extends string>(key: K) =>
      fc.record({ status, [key]: fc.oneof(money, fc.constant('-')) } as const);
    fc.assert(
      fc.property(
        fc.record({
          userinfo: fc.record({ jpy: money, jpyyjed: money }),
          newStocks: fc.array(row('rjmoney'), { maxLength: 5 }),
          withdrawals: fc.array(row('money'), { maxLength: 5 }),
          follows: fc.array(row('money'), { maxLength: 5 }),
          stockCredits: fc.array(row('credit'), { maxLength: 5 }),
          positions: fc.array(
            fc.record({
              status,
              buy_price: money,
              stock_num: fc.nat(1000).map(String),
              nowprice: money,
              yingkui: money,
            }),
            { maxLength: 5 },
          ),
        }),
        (input) => {
          const s = summarizeAssets(input as AssetInputs);
          expect(s.issues).toEqual([]);
          expect(s.frozen).toBe(sum(Object.values(s.frozenParts)));
          expect(s.totalAssets).toBe(add(add(s.available, s.frozen), s.unrealisedPnl));
          expect(s.netAssets).toBe(sub(s.totalAssets, decimal(input.userinfo.jpyyjed)));
        },
      ),
    );
  });
});
