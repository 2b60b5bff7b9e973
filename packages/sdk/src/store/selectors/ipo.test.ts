import { describe, expect, it } from 'vitest';
import type { components } from '../../generated/api';
import type { RuleIssue } from '../../rules/codes';
import {
  hasSubscribed,
  ipoTab,
  marketAvailable,
  productIssues,
  productTime,
  selectNewShareDetail,
  selectNewShareList,
  selectNewShareOrders,
} from './ipo';

type NewStock = components['schemas']['NewStock'];
type NewStockOrder = components['schemas']['NewStockOrder'];

const stock = (over: Partial<NewStock> = {}): NewStock => ({
  id: '1',
  code: '5595',
  subscriptionCode: 'S-5595',
  name: 'QPS研究所',
  market: 'jpy',
  exchange: '東証グロース',
  price: '390',
  underwritingPrice: '358.80',
  quantity: '8000000',
  minQuantity: '100',
  maxQuantity: '1000',
  winningRate: '2.5',
  leadBroker: 'SBI証券',
  state: 1,
  subscriptionStart: '2026-11-20T09:00:00+09:00',
  subscriptionDeadline: '2026-11-25T15:00:00+09:00',
  lotteryDate: '2026-11-26',
  allotmentDate: '2026-11-27',
  paymentDeadline: '2026-11-30T15:00:00+09:00',
  listingDate: '2026-12-05',
  ...over,
});

const order = (over: Partial<NewStockOrder> = {}): NewStockOrder => ({
  id: '10',
  orderNo: 'N0010',
  newStockId: '1',
  code: '5595',
  name: 'QPS研究所',
  market: 'jpy',
  price: '390',
  quantity: '200',
  status: 0,
  rjmoney: '-',
  createdAt: '2026-11-21T10:00:00+09:00',
  ...over,
});

describe('ipoTab', () => {
  const rows: [string, { now: string; want: string }][] = [
    ['before the start is waiting', { now: '2026-11-19T10:00:00+09:00', want: 'waiting' }],
    ['within the window is subscribing', { now: '2026-11-22T10:00:00+09:00', want: 'subscribing' }],
    ['the deadline itself still subscribes', { now: '2026-11-25T15:00:00+09:00', want: 'subscribing' }],
    ['after the deadline awaits the draw', { now: '2026-11-25T15:01:00+09:00', want: 'awaitingDraw' }],
    ['from the lottery date it has ended', { now: '2026-11-26T00:00:00+09:00', want: 'ended' }],
    ['a listed share shows under ended', { now: '2026-12-06T10:00:00+09:00', want: 'ended' }],
  ];
  it.each(rows)('%s', (_, { now, want }) => {
    expect(ipoTab(stock(), new Date(now))).toBe(want);
  });
});

describe('selectNewShareList', () => {
  it('should put each share under its tab, soonest deadline first, and open the subscribing tab', () => {
    const view = selectNewShareList(
      [
        stock({ id: '2', subscriptionDeadline: '2026-11-28T15:00:00+09:00', lotteryDate: '2026-11-29' }),
        stock({ id: '1' }),
        stock({
          id: '3',
          subscriptionStart: '2026-12-01T09:00:00+09:00',
          subscriptionDeadline: '2026-12-03T15:00:00+09:00',
          lotteryDate: '2026-12-04',
          listingDate: '2026-12-10',
        }),
      ],
      'ja',
      new Date('2026-11-22T10:00:00+09:00'),
    );
    expect(view.tabs.subscribing.map((r) => r.id)).toEqual(['1', '2']);
    expect(view.tabs.waiting.map((r) => r.id)).toEqual(['3']);
    expect(view.initialTab).toBe('subscribing');
    expect(view.tabs.subscribing[0]).toMatchObject({
      priceText: '￥390.00',
      deadlineText: '2026/11/25 15:00',
      badge: 'newShare.subscribing',
      href: '/home/newShareInfo?id=1',
    });
  });

  it('should open the first non-empty tab when nothing is subscribing', () => {
    const view = selectNewShareList([stock()], 'en', new Date('2026-11-26T10:00:00+09:00'));
    expect(view.initialTab).toBe('ended');
  });
});

describe('selectNewShareDetail', () => {
  const now = new Date('2026-11-22T10:00:00+09:00');
  const rows: [
    string,
    { stock: NewStock; quantity: string; subscribed?: boolean; want: { codes: string[]; amount: string } },
  ][] = [
    [
      'a valid quantity has no issue',
      { stock: stock(), quantity: '200', want: { codes: [], amount: '78000' } },
    ],
    [
      'below the minimum',
      { stock: stock(), quantity: '50', want: { codes: ['amount.belowMinimum'], amount: '19500' } },
    ],
    ['no quantity', { stock: stock(), quantity: '', want: { codes: ['order.lotsRequired'], amount: '0' } }],
    [
      'already subscribed (from the orders list)',
      {
        stock: stock(),
        quantity: '100',
        subscribed: true,
        want: { codes: ['ipo.alreadySubscribed'], amount: '39000' },
      },
    ],
    [
      'closed',
      {
        stock: stock({ subscriptionDeadline: '2026-11-21T15:00:00+09:00' }),
        quantity: '100',
        want: { codes: ['ipo.notSubscribing'], amount: '39000' },
      },
    ],
  ];
  it.each(rows)('%s', (_, { stock: s, quantity, subscribed, want }) => {
    const view = selectNewShareDetail(s, {
      language: 'ja',
      now,
      quantity,
      ...(subscribed === undefined ? {} : { subscribed }),
    });
    expect(view.subscribe.issues.map((i) => i.code)).toEqual(want.codes);
    expect(view.subscribe.amount).toBe(want.amount);
  });

  it('should list every IPO field of spec section 3 and name the missing ones', () => {
    const full = selectNewShareDetail(stock(), { language: 'en', now, quantity: '100' });
    expect(full.fields.map((f) => f.key)).toEqual([
      'subscriptionCode',
      'stockCode',
      'price',
      'offeredQuantity',
      'minimumQuantity',
      'maximumQuantity',
      'issueMarket',
      'underwritingPrice',
      'winningRate',
      'leadBroker',
      'subscriptionStart',
      'subscriptionDeadline',
      'lotteryDate',
      'allotmentDate',
      'paymentDeadline',
      'listingDate',
    ]);
    expect(full.fields.find((f) => f.key === 'winningRate')?.value).toBe('2.50%');
    const bare = selectNewShareDetail(stock({ winningRate: undefined, leadBroker: undefined }), {
      language: 'en',
      now,
      quantity: '100',
    });
    expect(bare.unknown).toEqual(['winningRate', 'leadBroker']);
  });

  it('should format a minimum in the issue params as the rule gives it (a count stays a count)', () => {
    const view = selectNewShareDetail(stock(), { language: 'ja', now, quantity: '1' });
    expect(view.subscribe.issues).toEqual([{ code: 'amount.belowMinimum', params: { minimum: 100 } }]);
  });
});

describe('selectNewShareOrders', () => {
  const rows: [
    string,
    { order: NewStockOrder; available: string; want: { badge: string; pay: string[] | null } },
  ][] = [
    [
      '0 pending payment',
      {
        order: order({ status: 0 }),
        available: '0',
        want: { badge: 'subscription.pendingPayment', pay: null },
      },
    ],
    [
      '1 paid',
      {
        order: order({ status: 1, rjmoney: '78000' }),
        available: '0',
        want: { badge: 'subscription.paid', pay: null },
      },
    ],
    [
      '2 won',
      { order: order({ status: 2 }), available: '0', want: { badge: 'subscription.won', pay: null } },
    ],
    [
      '3 need to pay, enough balance',
      {
        order: order({ status: 3, winningQuantity: '100', amountPayable: '39000' }),
        available: '50000',
        want: { badge: 'subscription.needToPay', pay: [] },
      },
    ],
    [
      '3 need to pay, short of balance',
      {
        order: order({ status: 3, winningQuantity: '100' }),
        available: '1000',
        want: { badge: 'subscription.needToPay', pay: ['balance.insufficient'] },
      },
    ],
    [
      '3 need to pay, nothing won',
      {
        order: order({ status: 3, winningQuantity: '0' }),
        available: '1000',
        want: { badge: 'subscription.needToPay', pay: ['ipo.nothingToPay'] },
      },
    ],
    [
      '4 not won',
      { order: order({ status: 4 }), available: '0', want: { badge: 'subscription.notWon', pay: null } },
    ],
    [
      '5 waived',
      { order: order({ status: 5 }), available: '0', want: { badge: 'subscription.waived', pay: null } },
    ],
    [
      '6 failed',
      { order: order({ status: 6 }), available: '0', want: { badge: 'subscription.failed', pay: null } },
    ],
    [
      '7 purchased',
      { order: order({ status: 7 }), available: '0', want: { badge: 'subscription.purchased', pay: null } },
    ],
  ];
  it.each(rows)('%s', (_, { order: o, available, want }) => {
    const [view] = selectNewShareOrders([o], { language: 'ja', available });
    expect(view?.badge).toBe(want.badge);
    expect(view?.payment === null ? null : view?.payment.issues.map((i) => i.code)).toEqual(want.pay);
  });

  it('should show the amount payable and a dash subscribed amount as zero, newest first', () => {
    const views = selectNewShareOrders(
      [
        order({ id: 'old', createdAt: '2026-11-01T10:00:00+09:00' }),
        order({ id: 'new', status: 3, winningQuantity: '100' }),
      ],
      { language: 'ja', available: '100' },
    );
    expect(views.map((v) => v.id)).toEqual(['new', 'old']);
    expect(views[0]?.payment?.amountText).toBe('￥39,000.00');
    expect(views[0]?.payment?.issues[0]?.params).toEqual({ required: '￥39,000.00', available: '￥100.00' });
    expect(views[1]?.fields.find((f) => f.key === 'subscribedAmount')?.value).toBe('￥0.00');
  });
});

describe('helpers', () => {
  it('should show a timestamp in the market time zone', () => {
    expect(productTime('2026-11-25T06:00:00Z', 'jpy', 'ja')).toBe('2026/11/25 15:00');
    expect(productTime('2026-11-25T15:00:00Z', 'usd', 'en')).toBe('Nov 25, 2026, 10:00');
    expect(productTime('2026-11-25T15:00:00Z', 'cny', 'zh-CN')).toBe('2026/11/25 23:00');
  });
  it('should leave issues without params untouched', () => {
    expect(productIssues([{ code: 'block.closed' }], 'jpy', 'en')).toEqual([{ code: 'block.closed' }]);
  });
  it('should show money and calendar-day params as the screen does, counts as they are', () => {
    const issues: RuleIssue[] = [
      { code: 'follow.locked', params: { until: '2026-11-28' } },
      { code: 'balance.insufficient', params: { required: '1200', available: '5' } },
      { code: 'quota.insufficient', params: { count: 3 } },
    ];
    expect(productIssues(issues, 'usd', 'en').map((i) => i.params)).toEqual([
      { until: 'Nov 28, 2026' },
      { required: '$1,200.00', available: '$5.00' },
      { count: 3 },
    ]);
  });
});

describe('marketAvailable and hasSubscribed', () => {
  const user = {
    account: '0901234567',
    jpy: '500',
    jpyyjed: '0',
    balances: [{ market: 'usd' as const, currency: 'USD' as const, available: '12.5', debt: '0' }],
    summary: {} as never,
    verification: 2 as const,
    fundsPasswordSet: true,
  };
  const rows: [string, { market: 'jpy' | 'usd' | 'cny'; want: string }][] = [
    ['the market row', { market: 'usd', want: '12.5' }],
    ['yen falls back to jpy', { market: 'jpy', want: '500' }],
    ['unknown is zero', { market: 'cny', want: '0' }],
  ];
  it.each(rows)('%s', (_, { market, want }) => {
    expect(marketAvailable(user as never, market)).toBe(want);
  });
  it('should count every order but a failed one', () => {
    expect(hasSubscribed([order({ status: 6 })], '1')).toBe(false);
    expect(hasSubscribed([order({ status: 4 })], '1')).toBe(true);
    expect(hasSubscribed([order({ status: 0 })], '2')).toBe(false);
    expect(hasSubscribed(undefined, '1')).toBe(false);
  });
});
