import { describe, expect, it } from 'vitest';
import type { components } from '../../generated/api';
import {
  groupFollowProductsByOriginator,
  productSignedMoney,
  selectFollowBuy,
  selectFollowOrders,
  selectFollowProducts,
} from './follow';

type FollowProduct = components['schemas']['FollowProduct'];
type FollowOrder = components['schemas']['FollowOrder'];

const product = (over: Partial<FollowProduct> = {}): FollowProduct => ({
  id: '3',
  name: '日本株モメンタム',
  originator: '山田 太郎',
  market: 'jpy',
  minAmount: '100000',
  maxAmount: '5000000',
  dailyRate: '0.35',
  lockDays: 7,
  timeLimit: '2026-11-30T15:00:00+09:00',
  status: 0,
  ...over,
});

const order = (over: Partial<FollowOrder> = {}): FollowOrder => ({
  id: '1',
  orderNo: 'F001',
  productId: '3',
  productName: '日本株モメンタム',
  originator: '山田 太郎',
  market: 'jpy',
  money: '200000',
  status: 0,
  locked: true,
  lockDays: 7,
  buyTime: '2026-11-20T10:00:00+09:00',
  dailyProfit: '1250.5',
  totalProfit: '-300',
  ...over,
});

const now = new Date('2026-11-22T10:00:00+09:00');

describe('selectFollowProducts', () => {
  it('should put open products first and close those past their time limit', () => {
    const rows = selectFollowProducts(
      [
        product({ id: 'late', name: 'A', timeLimit: '2026-11-21T15:00:00+09:00' }),
        product({ id: 'shut', name: 'B', status: 1 }),
        product({ id: 'open', name: 'C' }),
      ],
      { language: 'ja', now },
    );
    expect(rows.map((r) => [r.id, r.open])).toEqual([
      ['open', true],
      ['late', false],
      ['shut', false],
    ]);
    expect(rows[0]).toMatchObject({
      minimumText: '￥100,000.00',
      dailyRateText: '+0.35%',
      href: '/home/qcList?id=open',
    });
  });

  it('should group by originator', () => {
    const rows = selectFollowProducts(
      [
        product({ id: '1', originator: 'B' }),
        product({ id: '2', originator: 'A' }),
        product({ id: '3', originator: 'B' }),
      ],
      { language: 'en', now },
    );
    expect(groupFollowProductsByOriginator(rows).map((g) => [g.originator, g.products.length])).toEqual([
      ['A', 1],
      ['B', 2],
    ]);
  });
});

describe('selectFollowBuy', () => {
  const rows: [string, { p: FollowProduct; amount: string; available: string; want: string[] }][] = [
    ['valid', { p: product(), amount: '100000', available: '500000', want: [] }],
    [
      'below the minimum',
      { p: product(), amount: '99999', available: '500000', want: ['amount.belowMinimum'] },
    ],
    [
      'above the maximum',
      { p: product(), amount: '6000000', available: '9000000', want: ['amount.aboveMaximum'] },
    ],
    [
      'above the balance',
      { p: product(), amount: '600000', available: '500000', want: ['balance.insufficient'] },
    ],
    ['no amount', { p: product(), amount: '', available: '500000', want: ['amount.required'] }],
    [
      'past the time limit',
      {
        p: product({ timeLimit: '2026-11-22T09:59:00+09:00' }),
        amount: '100000',
        available: '500000',
        want: ['follow.expired'],
      },
    ],
  ];
  it.each(rows)('%s', (_, { p, amount, available, want }) => {
    expect(selectFollowBuy(p, { language: 'ja', now, amount, available }).issues.map((i) => i.code)).toEqual(
      want,
    );
  });

  it('should give the unlock date of a purchase today and format the minimum param', () => {
    const view = selectFollowBuy(product(), { language: 'en', now, amount: '10', available: '500000' });
    expect(view.unlockIfToday).toBe('Nov 29, 2026');
    expect(view.issues[0]).toEqual({ code: 'amount.belowMinimum', params: { minimum: '¥100,000.00' } });
  });
});

describe('selectFollowOrders', () => {
  const rows: [string, { o: FollowOrder; want: { badge: string; unlock: string } }][] = [
    [
      'active within the lock days is locked',
      { o: order(), want: { badge: 'follow.locked', unlock: '2026/11/27' } },
    ],
    [
      'active past the lock days is following',
      {
        o: order({ buyTime: '2026-11-01T10:00:00+09:00' }),
        want: { badge: 'follow.following', unlock: '2026/11/08' },
      },
    ],
    [
      'the unlock day itself is unlocked',
      {
        o: order({ buyTime: '2026-11-15T10:00:00+09:00' }),
        want: { badge: 'follow.following', unlock: '2026/11/22' },
      },
    ],
    ['ended', { o: order({ status: 1 }), want: { badge: 'follow.ended', unlock: '2026/11/27' } }],
    [
      'the server unlock date is shown',
      { o: order({ unlockDate: '2026-11-28' }), want: { badge: 'follow.locked', unlock: '2026/11/28' } },
    ],
  ];
  it.each(rows)('%s', (_, { o, want }) => {
    const [view] = selectFollowOrders([o], { language: 'ja', now });
    expect([view?.badge, view?.unlockDate]).toEqual([want.badge, want.unlock]);
  });

  it('should sign the profits and sort newest first', () => {
    const views = selectFollowOrders(
      [order({ id: 'a', buyTime: '2026-11-01T10:00:00+09:00' }), order({ id: 'b' })],
      { language: 'en', now },
    );
    expect(views.map((v) => v.id)).toEqual(['b', 'a']);
    expect(views[0]?.dailyProfit).toMatchObject({ text: '+¥1,250.50', direction: 'up' });
    expect(views[0]?.totalProfit).toMatchObject({
      text: '-¥300.00',
      magnitude: '¥300.00',
      direction: 'down',
    });
  });
});

describe('productSignedMoney', () => {
  const rows: [string, { v: string; want: string }][] = [
    ['zero is flat', { v: '0', want: 'flat' }],
    ['0.00 is flat', { v: '0.00', want: 'flat' }],
    ['negative is down', { v: '-0.01', want: 'down' }],
    ['positive is up', { v: '5', want: 'up' }],
  ];
  it.each(rows)('%s', (_, { v, want }) => {
    expect(productSignedMoney(v, 'jpy', 'ja').direction).toBe(want);
  });
});
