import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDateTime } from '../../rules/dateFormat';
import { decimal } from '../../rules/money';
import { selectPositionDetailView } from './positionDetail';
import type { PositionData } from './positions';
import { positionCard, selectPositionsView, sortByTime, trendOf } from './positions';

function position(over: Partial<PositionData> = {}): PositionData {
  return {
    id: '1',
    orderNo: 'P20261120001',
    code: '7203',
    name: 'トヨタ自動車',
    market: 'jpy',
    status: 0,
    direction: 'long',
    orderType: 'market',
    stock_num: '100',
    buy_price: '2800',
    nowprice: '2850.5',
    yingkui: '4950',
    cost: '280000',
    marketValue: '285050',
    changeRate: '1.80',
    margin: '28000',
    leverage: '10',
    fee: '100',
    // Friday 20 Nov 2026 10:00 in Tokyo.
    buyTime: '2026-11-20T01:00:00Z',
    ...over,
  } as PositionData;
}

describe('trendOf', () => {
  const rows: [string, { given: string; want: string }][] = [
    ['a gain', { given: '12.5', want: 'up' }],
    ['a loss', { given: '-0.01', want: 'down' }],
    ['zero', { given: '0', want: 'flat' }],
    ['zero with places', { given: '0.00', want: 'flat' }],
  ];
  it.each(rows)('%s', (_, { given, want }) => expect(trendOf(decimal(given))).toBe(want));
});

describe('positionCard', () => {
  const rows: [string, { given: PositionData; want: Record<string, unknown> }][] = [
    [
      'a long gain is signed and up',
      {
        given: position(),
        want: {
          pnl: '+￥4,950.00',
          pnlDir: 'up',
          rate: '+1.80%',
          state: 'position.holding',
          dir: 'directionLong',
        },
      },
    ],
    [
      'a short loss is signed and down',
      {
        given: position({ direction: 'short', yingkui: '-5050', changeRate: '-1.80' }),
        want: {
          pnl: '-￥5,050.00',
          pnlDir: 'down',
          rate: '-1.80%',
          state: 'position.holding',
          dir: 'directionShort',
        },
      },
    ],
    [
      'a pending order',
      {
        given: position({ status: 2, yingkui: '0', changeRate: '0' }),
        want: {
          pnl: '￥0.00',
          pnlDir: 'flat',
          rate: '0.00%',
          state: 'position.pendingOrder',
          dir: 'directionLong',
        },
      },
    ],
  ];
  it.each(rows)('%s', (_, { given, want }) => {
    const card = positionCard(given, 'ja');
    expect({
      pnl: card.pnl.text,
      pnlDir: card.pnl.direction,
      rate: card.changeRate.text,
      state: card.state,
      dir: card.directionLabel,
    }).toEqual(want);
    expect(card.href).toBe(`/position/info?id=${given.id}`);
  });
});

describe('selectPositionsView', () => {
  it('should split the open list by status and sort every tab newest first', () => {
    const view = selectPositionsView({
      market: 'jpy',
      language: 'en',
      positions: {
        list: [
          position({ id: 'a', buyTime: '2026-11-18T01:00:00Z' }),
          position({ id: 'b', status: 2, buyTime: '2026-11-19T01:00:00Z' }),
          position({ id: 'c', buyTime: '2026-11-20T01:00:00Z' }),
          position({ id: 'd', status: 1, buyTime: '2026-11-17T01:00:00Z' }),
        ],
        ccsz: '570100',
        fdyk: '-9900',
      },
      history: {
        list: [
          position({ id: 'h1', status: 4, sellTime: '2026-11-10T01:00:00Z' }),
          position({ id: 'h2', status: 3, buyTime: '2026-11-12T01:00:00Z' }),
        ],
        lsyk: '1200',
      },
      newStockOrders: [],
      followOrders: [],
    });
    const rows: [string, { given: string[]; want: string[] }][] = [
      ['holding', { given: view.holding.map((c) => c.id), want: ['c', 'a'] }],
      ['closing', { given: view.closing.map((c) => c.id), want: ['b', 'd'] }],
      ['history', { given: view.history.map((c) => c.id), want: ['h2', 'h1'] }],
    ];
    for (const [, { given, want }] of rows) expect(given).toEqual(want);
    expect(view.totals.unrealised).toMatchObject({ text: '-¥9,900.00', direction: 'down' });
    expect(view.totals.realised).toMatchObject({ text: '+¥1,200.00', direction: 'up' });
    expect(view.counts).toEqual({ subscription: 0, follow: 0, holding: 2, history: 2, closing: 2 });
  });

  const subscriptionRows: [string, { given: 0 | 1 | 3 | 7; want: Record<string, unknown> }][] = [
    [
      'unpaid reads the dash as zero',
      { given: 0, want: { state: 'subscription.pendingPayment', sub: '¥0.00', due: null } },
    ],
    ['paid', { given: 1, want: { state: 'subscription.paid', sub: '¥250,000.00', due: null } }],
    [
      'need to pay shows what is due',
      { given: 3, want: { state: 'subscription.needToPay', sub: '¥250,000.00', due: '¥125,000.00' } },
    ],
    ['purchased', { given: 7, want: { state: 'subscription.purchased', sub: '¥250,000.00', due: null } }],
  ];
  it.each(subscriptionRows)('subscription: %s', (_, { given, want }) => {
    const view = selectPositionsView({
      market: 'jpy',
      language: 'en',
      newStockOrders: [
        {
          id: 9,
          orderNo: 'S1',
          newStockId: 3,
          code: '9999',
          name: 'Kabu',
          market: 'jpy',
          price: '2500',
          quantity: '100',
          status: given,
          rjmoney: given === 0 ? '-' : '250000',
          amountPayable: '125000',
          createdAt: '2026-11-01T00:00:00Z',
        } as never,
      ],
    });
    const card = view.subscriptions[0];
    expect({ state: card?.state, sub: card?.subscribed.text, due: card?.payable?.text ?? null }).toEqual(
      want,
    );
  });

  const followRows: [string, { given: { status: 0 | 1; locked: boolean }; want: string }][] = [
    ['following', { given: { status: 0, locked: false }, want: 'follow.following' }],
    ['locked while active', { given: { status: 0, locked: true }, want: 'follow.locked' }],
    ['ended wins over locked', { given: { status: 1, locked: true }, want: 'follow.ended' }],
  ];
  it.each(followRows)('follow: %s', (_, { given, want }) => {
    const view = selectPositionsView({
      market: 'jpy',
      language: 'ja',
      followOrders: [
        {
          id: 1,
          orderNo: 'F1',
          productId: 2,
          productName: 'Quant A',
          originator: 'Sato',
          market: 'jpy',
          money: '100000',
          status: given.status,
          locked: given.locked,
          lockDays: 30,
          unlockDate: '2026-12-20',
          buyTime: '2026-11-20T00:00:00Z',
          dailyProfit: '-10',
          totalProfit: '300',
        } as never,
      ],
    });
    expect(view.follows[0]?.state).toBe(want);
    expect(view.follows[0]?.dailyProfit.direction).toBe('down');
  });
});

describe('selectPositionsView: the margin rule', () => {
  // Long 100 at 2800, 10x (28,000 margin), now 2850.5; default levels 70/50 and fee 0.1 %.
  const input = (list: PositionData[], config?: { name: string; value: string }[]) =>
    selectPositionsView({
      market: 'jpy',
      language: 'en',
      positions: { list, ccsz: '0', fdyk: '0' },
      ...(config ? { config } : {}),
    });
  type Want = { price: string; distance: string; percent: string; direction: string } | null;
  const cases: [
    string,
    { given: () => ReturnType<typeof selectPositionsView>; want: Want; level: string | null },
  ][] = [
    [
      'the SDK rule over the book when the server sent no price',
      {
        given: () => input([position()], []),
        want: { price: '¥2,662.66', distance: '¥187.84', percent: '6.59%', direction: 'down' },
        level: '117.01%',
      },
    ],
    [
      "the server's price and level win",
      {
        given: () =>
          selectPositionsView({
            market: 'jpy',
            language: 'en',
            positions: {
              list: [position({ stopOutPrice: '2700' })],
              ccsz: '0',
              fdyk: '0',
              marginLevel: '88.5',
            },
            config: [],
          }),
        want: { price: '¥2,700.00', distance: '¥150.50', percent: '5.28%', direction: 'down' },
        level: '88.50%',
      },
    ],
    [
      'without config nor a server price: none shown',
      { given: () => input([position()]), want: null, level: null },
    ],
    [
      'an unleveraged long is not at risk',
      { given: () => input([position({ leverage: '1', margin: '280000' })], []), want: null, level: null },
    ],
  ];
  it.each(cases)('%s', (_t, { given, want, level }) => {
    const view = given();
    const s = view.holding[0]?.stopOut ?? null;
    expect(s && { price: s.price, distance: s.distance, percent: s.percent, direction: s.direction }).toEqual(
      want,
    );
    expect(view.margin).toEqual({ level, stopOutLevel: '50' });
  });
});

describe('selectPositionDetailView', () => {
  // Bought Friday 20 Nov 2026 (Tokyo); the next trading day is Monday 24 Nov (23 Nov is a holiday observed).
  const rows: [
    string,
    {
      given: { p: PositionData; now: string };
      want: { canClose: boolean; blocked: boolean; canCancel: boolean };
    },
  ][] = [
    [
      'same day: T+1 refuses',
      {
        given: { p: position(), now: '2026-11-20T05:00:00Z' },
        want: { canClose: false, blocked: true, canCancel: false },
      },
    ],
    [
      'next trading day: closable',
      {
        given: { p: position(), now: '2026-11-24T01:00:00Z' },
        want: { canClose: true, blocked: false, canCancel: false },
      },
    ],
    [
      'server calendar later than the SDK: still refused',
      {
        given: { p: position({ canCloseFrom: '2026-11-25' }), now: '2026-11-24T01:00:00Z' },
        want: { canClose: false, blocked: true, canCancel: false },
      },
    ],
    [
      'pending order: cancel only',
      {
        given: { p: position({ status: 2 }), now: '2026-11-24T01:00:00Z' },
        want: { canClose: false, blocked: false, canCancel: true },
      },
    ],
    [
      'closed: nothing to do',
      {
        given: {
          p: position({ status: 4, sellTime: '2026-11-25T01:00:00Z', sellPrice: '2900' }),
          now: '2026-11-26T01:00:00Z',
        },
        want: { canClose: false, blocked: false, canCancel: false },
      },
    ],
  ];
  it.each(rows)('%s', (_, { given, want }) => {
    const view = selectPositionDetailView(given.p, 'ja', new Date(given.now));
    expect({
      canClose: view.canClose,
      blocked: view.closeBlocked !== null,
      canCancel: view.canCancel,
    }).toEqual(want);
  });

  it('counts T+1 from the fill: a Wednesday limit order filled on Thursday closes from Friday', () => {
    const p = position({
      orderType: 'limit',
      buyTime: '2026-11-25T01:00:00Z',
      filledAt: '2026-11-26T04:28:00Z',
    });
    const thursday = selectPositionDetailView(p, 'en', new Date('2026-11-26T05:00:00Z'));
    expect(thursday.closeBlocked).toEqual({ code: 'order.tPlusOne', params: { from: 'Nov 27, 2026' } });
    expect(thursday.rows.find((r) => r.label === 'fillTime')?.value).toBe('Nov 26, 2026, 13:28');
    expect(selectPositionDetailView(p, 'en', new Date('2026-11-27T00:30:00Z')).canClose).toBe(true);
  });

  it('shows the stop-out price and the distance to it, why the server closed or cancelled', () => {
    const holding = selectPositionDetailView(
      position({ stopOutPrice: '2662.66' }),
      'ja',
      new Date('2026-11-24T01:00:00Z'),
    );
    expect(holding.rows.filter((r) => r.label.startsWith('stopOut'))).toEqual([
      { label: 'stopOutPrice', value: '￥2,662.66' },
      {
        label: 'stopOutDistance',
        value: '',
        valueLabel: 'stopOutDistanceValue',
        params: { amount: '￥187.84', percent: '6.59%' },
      },
    ]);
    expect(holding.stopOutNote).toEqual({ level: '50' });
    const none = selectPositionDetailView(position(), 'ja', new Date('2026-11-24T01:00:00Z'));
    expect(none.rows.find((r) => r.label === 'stopOutPrice')).toMatchObject({ valueLabel: 'stopOutNone' });
    const stopped = selectPositionDetailView(
      position({ status: 4, closeReason: 'stopOut', sellPrice: '2660', sellTime: '2026-11-24T02:00:00Z' }),
      'ja',
      new Date('2026-11-24T03:00:00Z'),
    );
    expect(stopped.rows.find((r) => r.label === 'closeReason')).toMatchObject({
      valueLabel: 'closeReasonStopOut',
    });
    expect(stopped.rows.some((r) => r.label === 'stopOutPrice')).toBe(false);
    expect(stopped.stopOutNote).toBeNull();
    const cancelled = selectPositionDetailView(
      position({ status: 3, cancelReason: 'balance.insufficient' }),
      'ja',
      new Date('2026-11-24T03:00:00Z'),
    );
    expect(cancelled.cancelReason).toBe('balance.insufficient');
  });

  it('should explain T+1 with the date it becomes possible and list every spec label', () => {
    const view = selectPositionDetailView(position(), 'en', new Date('2026-11-20T05:00:00Z'));
    expect(view.closeBlocked).toEqual({ code: 'order.tPlusOne', params: { from: 'Nov 24, 2026' } });
    expect(view.rows.map((r) => r.label)).toEqual(
      expect.arrayContaining([
        'stockName',
        'stockCode',
        'quantity',
        'cost',
        'marketValue',
        'changeRate',
        'sellPrice',
        'buyTime',
        'sellTime',
        'margin',
        'leverage',
        'orderNo',
        'direction',
        'orderType',
      ]),
    );
    expect(view.rows.find((r) => r.label === 'leverage')).toMatchObject({
      valueLabel: 'leverageValue',
      params: { value: '10' },
    });
  });
});

describe('formatting helpers', () => {
  const rows: [string, { given: () => string; want: string }][] = [
    [
      'date-time in Tokyo, ja',
      { given: () => formatDateTime('2026-11-20T01:05:00Z', 'ja', 'Asia/Tokyo'), want: '2026/11/20 10:05' },
    ],
    ['missing time', { given: () => formatDateTime(undefined, 'en', 'Asia/Tokyo'), want: '—' }],
    ['calendar day, zh-CN', { given: () => formatCalendarDate('2026-05-01', 'zh-CN'), want: '2026/05/01' }],
    [
      'sort newest first',
      {
        given: () =>
          sortByTime([{ t: '2026-01-01T00:00:00Z' }, { t: '2026-02-01T00:00:00Z' }], (x) => x.t)[0]?.t ?? '',
        want: '2026-02-01T00:00:00Z',
      },
    ],
  ];
  it.each(rows)('%s', (_, { given, want }) => expect(given()).toBe(want));
});
