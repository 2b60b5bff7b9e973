import { describe, expect, it } from 'vitest';
import type { components } from '../../generated/api';
import {
  selectBlockApplications,
  selectBlockTradeApply,
  selectBlockTradeDetail,
  selectBlockTradeList,
} from './block';

type BlockTrade = components['schemas']['BlockTrade'];
type BlockTradeApplication = components['schemas']['BlockTradeApplication'];

const trade = (over: Partial<BlockTrade> = {}): BlockTrade => ({
  id: '7',
  code: '7203',
  name: 'トヨタ自動車',
  market: 'jpy',
  price: '2700',
  marketPrice: '3000',
  lots: '10000',
  remainingLots: '4000',
  minLots: '100',
  status: 1,
  opensAt: '2026-11-20T09:00:00+09:00',
  closesAt: '2026-11-27T15:00:00+09:00',
  ...over,
});

describe('selectBlockTradeList', () => {
  const trades = [
    trade({ id: 'c', code: '9984', status: 2 }),
    trade({ id: 'u', code: '6758', status: 0 }),
    trade({ id: 'o2', code: '8306' }),
    trade({ id: 'o1', code: '7203' }),
    trade({ id: 'x', code: '4063', status: 1, closed: true }),
  ];
  const rows: [string, { filter: 'open' | 'upcoming' | 'closed' | 'all'; want: string[] }][] = [
    ['open only, by code', { filter: 'open', want: ['o1', 'o2'] }],
    ['upcoming only', { filter: 'upcoming', want: ['u'] }],
    ['closed, including the closed flag', { filter: 'closed', want: ['x', 'c'] }],
    ['all, open first', { filter: 'all', want: ['o1', 'o2', 'u', 'x', 'c'] }],
  ];
  it.each(rows)('%s', (_, { filter, want }) => {
    expect(selectBlockTradeList(trades, { language: 'ja', filter }).map((r) => r.id)).toEqual(want);
  });

  it('should show the discount to the market price and the minimum amount', () => {
    const [row] = selectBlockTradeList([trade()], { language: 'en', filter: 'all' });
    expect(row).toMatchObject({
      priceText: '¥2,700.00',
      discountText: '-10.00%',
      discountDirection: 'down',
      minAmountText: '¥270,000.00',
      href: '/home/largeInfo?id=7',
      applyHref: '/home/largerOrder?id=7',
      tone: 'brand',
    });
    const [bare] = selectBlockTradeList([trade({ marketPrice: undefined, minAmount: '1.00' })], {
      language: 'en',
      filter: 'all',
    });
    expect(bare).toMatchObject({ discountText: null, minAmountText: '¥1.00' });
  });
});

describe('selectBlockTradeDetail', () => {
  it('should list the figures and skip what the server did not send', () => {
    const view = selectBlockTradeDetail(trade({ opensAt: undefined, marketPrice: undefined }), 'ja');
    expect(view.fields.map((f) => f.key)).toEqual([
      'stockCode',
      'price',
      'totalLots',
      'remainingLots',
      'minimumBuy',
      'minimumAmount',
      'closesAt',
    ]);
    expect(view.fields.at(-1)?.value).toBe('2026/11/27 15:00');
  });

  it.each([
    ['ja', '100,000'],
    ['zh-CN', '100,000'],
    ['en', '100,000'],
  ] as const)(
    'should group the lots with thousands separators in %s, as the prices are',
    (language, want) => {
      const view = selectBlockTradeDetail(
        trade({ remainingLots: '100000', lots: '250000', minLots: '1000' }),
        language,
      );
      const value = (key: string) => view.fields.find((f) => f.key === key)?.value;
      expect([value('remainingLots'), value('totalLots'), value('minimumBuy')]).toEqual([
        want,
        '250,000',
        '1,000',
      ]);
      expect(view.row.remainingLots).toBe(want);
      const apply = selectBlockTradeApply(trade({ remainingLots: '100000' }), {
        language,
        lots: '100',
        available: '0',
      });
      expect([apply.row.minLots, apply.row.remainingLots, apply.maximum]).toEqual(['100', want, 100000]);
    },
  );
});

describe('selectBlockTradeApply', () => {
  const rows: [
    string,
    { t: BlockTrade; lots: string; available: string; want: { codes: string[]; amount: string } },
  ][] = [
    ['valid', { t: trade(), lots: '100', available: '300000', want: { codes: [], amount: '270000' } }],
    [
      'below the minimum buy',
      {
        t: trade(),
        lots: '50',
        available: '300000',
        want: { codes: ['amount.belowMinimum'], amount: '135000' },
      },
    ],
    [
      'above the remaining quota',
      {
        t: trade(),
        lots: '5000',
        available: '99999999',
        want: { codes: ['quota.insufficient'], amount: '13500000' },
      },
    ],
    [
      'lots required',
      { t: trade(), lots: '', available: '300000', want: { codes: ['order.lotsRequired'], amount: '0' } },
    ],
    [
      'amount above the balance',
      {
        t: trade(),
        lots: '200',
        available: '300000',
        want: { codes: ['balance.insufficient'], amount: '540000' },
      },
    ],
    [
      'closed trade refused',
      {
        t: trade({ status: 2 }),
        lots: '100',
        available: '300000',
        want: { codes: ['block.closed'], amount: '270000' },
      },
    ],
    [
      'upcoming trade refused',
      {
        t: trade({ status: 0 }),
        lots: '100',
        available: '300000',
        want: { codes: ['block.closed'], amount: '270000' },
      },
    ],
  ];
  it.each(rows)('%s', (_, { t, lots, available, want }) => {
    const view = selectBlockTradeApply(t, { language: 'ja', lots, available });
    expect(view.issues.map((i) => i.code)).toEqual(want.codes);
    expect(view.amount).toBe(want.amount);
  });

  it('should format money params of the balance issue', () => {
    const view = selectBlockTradeApply(trade(), { language: 'en', lots: '200', available: '300000' });
    expect(view.issues[0]?.params).toEqual({ required: '¥540,000.00', available: '¥300,000.00' });
    expect(view).toMatchObject({ amountText: '¥540,000.00', minimum: 100, maximum: 4000, lots: 200 });
  });
});

describe('selectBlockApplications', () => {
  const app = (over: Partial<BlockTradeApplication>): BlockTradeApplication => ({
    id: '1',
    orderNo: 'B001',
    blockTradeId: '7',
    code: '7203',
    name: 'トヨタ自動車',
    market: 'jpy',
    price: '2700',
    lots: '100',
    amount: '270000',
    status: 0,
    createdAt: '2026-11-21T10:00:00+09:00',
    ...over,
  });
  const rows: [string, { status: 0 | 1 | 2; want: string }][] = [
    ['pending', { status: 0, want: 'application.pending' }],
    ['approved', { status: 1, want: 'application.approved' }],
    ['rejected', { status: 2, want: 'application.rejected' }],
  ];
  it.each(rows)('%s', (_, { status, want }) => {
    expect(selectBlockApplications([app({ status })], 'ja')[0]?.badge).toBe(want);
  });
  it('should sort newest first', () => {
    const views = selectBlockApplications(
      [app({ id: 'a', createdAt: '2026-11-01T10:00:00+09:00' }), app({ id: 'b' })],
      'ja',
    );
    expect(views.map((v) => v.id)).toEqual(['b', 'a']);
  });
});
