import { describe, expect, it } from 'vitest';
import type { components } from '../../generated/api';
import { createI18n } from '../../i18n/createI18n';
import { BUILT_IN_LOCALES } from '../../i18n/locales/index';
import {
  buyFormFromDraft,
  selectOrderTicketView,
  type TicketDraft,
  type TicketInput,
  ticketReasons,
} from './trade';

type StockDetail = components['schemas']['StockDetail'];
type UserInfo = components['schemas']['UserInfo'];

const toyota: StockDetail = {
  code: '7203',
  name: 'トヨタ自動車',
  market: 'jpy',
  price: '3000',
  open: '2960',
  previousClose: '2950',
  high: '3010',
  low: '2940',
  volume: '1200000',
  amount: '3600000000',
  change: '50',
  changeRate: '1.69',
  time: '2026-11-20T10:00:00+09:00',
  currency: 'JPY',
  board: 'prime',
  specialTreatment: false,
  limitUp: '3450',
  limitDown: '2450',
  lotSize: '1',
  tradable: true,
  watched: false,
};
const apple: StockDetail = {
  ...toyota,
  code: 'AAPL',
  name: 'Apple',
  market: 'usd',
  price: '190.50',
  previousClose: '188',
  currency: 'USD',
  board: 'nasdaq',
  limitUp: '0',
  limitDown: '0',
};
/** CATL on ChiNext (±20%): previous close 200, so limit up 240 and limit down 160, as the server answers. */
const catl: StockDetail = {
  ...toyota,
  code: '300750',
  name: '宁德时代',
  market: 'cny',
  price: '210',
  previousClose: '200',
  currency: 'CNY',
  board: 'chinext',
  limitUp: '240',
  limitDown: '160',
};
const user = (over: Partial<UserInfo> = {}): UserInfo => ({
  account: '0901234567',
  jpy: '1000000',
  jpyyjed: '0',
  balances: [
    { market: 'jpy', currency: 'JPY', available: '1000000', debt: '0' },
    { market: 'usd', currency: 'USD', available: '500', debt: '0' },
    { market: 'cny', currency: 'CNY', available: '100000', debt: '0' },
  ],
  summary: {} as UserInfo['summary'],
  verification: 2,
  fundsPasswordSet: true,
  creditScore: 100,
  tradingBarred: false,
  ...over,
});
// Friday 20 Nov 2026: 10:00 in Tokyo (open), 16:00 in Tokyo (closed), 10:00 in New York (open).
const tokyoOpen = new Date('2026-11-20T01:00:00Z');
const tokyoClosed = new Date('2026-11-20T07:00:00Z');
const newYorkOpen = new Date('2026-11-20T15:00:00Z');
// 10:00 in Shanghai the same day (open).
const shanghaiOpen = new Date('2026-11-20T02:00:00Z');
const draft = (over: Partial<TicketDraft> = {}): TicketDraft => ({
  side: 'long',
  kind: 'market',
  lots: '10',
  price: '3000',
  leverage: 5,
  ...over,
});
const base: TicketInput = {
  draft: draft(),
  stock: toyota,
  user: user(),
  config: [],
  now: tokyoOpen,
  language: 'en',
};

const rows: [
  string,
  {
    given: Partial<TicketInput>;
    want: { issues: string[]; total: string | null; canSubmit: boolean; params?: object };
  },
][] = [
  [
    'a market order at 5x prices margin, fee and total',
    { given: {}, want: { issues: [], total: '¥6,030.00', canSubmit: true } },
  ],
  [
    'a limit price above limit up is beyond the daily limit, with the band formatted',
    {
      given: { draft: draft({ kind: 'limit', price: '3500' }) },
      want: {
        issues: ['order.beyondDailyLimit'],
        // A long limit above the market fills at the market: priced there.
        total: '¥6,030.00',
        canSubmit: false,
        params: { lower: '¥2,450.00', upper: '¥3,450.00' },
      },
    },
  ],
  [
    'after the close it is not trading time',
    {
      given: { now: tokyoClosed },
      want: { issues: ['market.closed'], total: '¥6,030.00', canSubmit: false },
    },
  ],
  [
    'a balance below the total is insufficient, amounts formatted',
    {
      given: { user: user({ balances: [{ market: 'jpy', currency: 'JPY', available: '1000', debt: '0' }] }) },
      want: {
        issues: ['balance.insufficient'],
        total: '¥6,030.00',
        canSubmit: false,
        params: { required: '¥6,030.00', available: '¥1,000.00' },
      },
    },
  ],
  [
    'no funds password set',
    {
      given: { user: user({ fundsPasswordSet: false }) },
      want: { issues: ['fundsPassword.notSet'], total: '¥6,030.00', canSubmit: false },
    },
  ],
  [
    'an account barred from trading',
    {
      given: { user: user({ tradingBarred: true }) },
      want: { issues: ['account.tradingBarred'], total: '¥6,030.00', canSubmit: false },
    },
  ],
  [
    'no lots entered',
    {
      given: { draft: draft({ lots: '' }) },
      want: { issues: ['order.lotsRequired'], total: null, canSubmit: false },
    },
  ],
  [
    'a leverage the broker does not offer',
    {
      given: { draft: draft({ leverage: 3 }) },
      want: { issues: ['order.leverageInvalid'], total: null, canSubmit: false },
    },
  ],
  [
    'the broker offers 3x in its config',
    {
      given: { draft: draft({ leverage: 3 }), config: [{ name: 'leverages', value: '1,3' }] },
      want: { issues: [], total: '¥10,030.00', canSubmit: true },
    },
  ],
  [
    'a suspended stock cannot be bought at market',
    {
      given: { stock: { ...toyota, tradable: false } },
      want: { issues: ['product.unavailable', 'quote.unavailable'], total: null, canSubmit: false },
    },
  ],
  [
    'a US stock has no daily limit and uses the USD balance',
    {
      given: { stock: apple, now: newYorkOpen, draft: draft({ lots: '2', leverage: 1 }) },
      want: { issues: [], total: '$381.38', canSubmit: true },
    },
  ],
  [
    'a ChiNext stock takes a limit price 15% above the close (its band is ±20%)',
    {
      given: { stock: catl, now: shanghaiOpen, draft: draft({ kind: 'limit', price: '230', leverage: 1 }) },
      want: { issues: [], total: 'CN¥2,102.10', canSubmit: true },
    },
  ],
  [
    "a ChiNext stock the server answered no band for: the board's ±20% still takes +15%",
    {
      given: {
        stock: { ...catl, limitUp: '0', limitDown: '0' },
        now: shanghaiOpen,
        draft: draft({ kind: 'limit', price: '230', leverage: 1 }),
      },
      want: { issues: [], total: 'CN¥2,102.10', canSubmit: true },
    },
  ],
  [
    'a ChiNext stock refuses 21% above the close, with its ±20% band',
    {
      given: {
        stock: { ...catl, limitUp: '0', limitDown: '0' },
        now: shanghaiOpen,
        draft: draft({ kind: 'limit', price: '242', leverage: 1 }),
      },
      want: {
        issues: ['order.beyondDailyLimit'],
        total: 'CN¥2,102.10',
        canSubmit: false,
        params: { lower: 'CN¥160.00', upper: 'CN¥240.00' },
      },
    },
  ],
  [
    'a main-board stock refuses the same +15% (its band is ±10%)',
    {
      given: {
        stock: { ...catl, code: '600519', board: 'main', limitUp: '0', limitDown: '0' },
        now: shanghaiOpen,
        draft: draft({ kind: 'limit', price: '230', leverage: 1 }),
      },
      want: {
        issues: ['order.beyondDailyLimit'],
        total: 'CN¥2,102.10',
        canSubmit: false,
        params: { lower: 'CN¥180.00', upper: 'CN¥220.00' },
      },
    },
  ],
  [
    'a main-board ST stock refuses +6% (its band is ±5%)',
    {
      given: {
        stock: { ...catl, board: 'main', specialTreatment: true, limitUp: '0', limitDown: '0' },
        now: shanghaiOpen,
        draft: draft({ kind: 'limit', price: '212', leverage: 1 }),
      },
      want: {
        issues: ['order.beyondDailyLimit'],
        total: 'CN¥2,102.10',
        canSubmit: false,
        params: { lower: 'CN¥190.00', upper: 'CN¥210.00' },
      },
    },
  ],
  [
    "the server's band wins over the rule (a widened limit the SDK cannot know)",
    {
      given: {
        stock: { ...catl, board: 'main', limitUp: '280', limitDown: '120' },
        now: shanghaiOpen,
        draft: draft({ kind: 'limit', price: '270', leverage: 1 }),
      },
      want: { issues: [], total: 'CN¥2,102.10', canSubmit: true },
    },
  ],
  [
    'without the user info nothing can be sent yet',
    { given: { user: undefined }, want: { issues: [], total: '¥6,030.00', canSubmit: false } },
  ],
];

describe('selectOrderTicketView', () => {
  it.each(rows)('%s', (_title, { given, want }) => {
    const view = selectOrderTicketView({ ...base, ...given });
    expect(view.issues.map((i) => i.code)).toEqual(want.issues);
    expect(view.amounts?.total ?? null).toBe(want.total);
    expect(view.canSubmit).toBe(want.canSubmit);
    if (want.params) expect(view.issues[0]).toMatchObject({ params: want.params });
  });

  it('shows the band, the available balance and the risk flag', () => {
    const view = selectOrderTicketView({ ...base, language: 'ja' });
    expect(view.limits).toEqual({ lower: '￥2,450.00', upper: '￥3,450.00' });
    expect(view.available).toBe('￥1,000,000.00');
    expect(view.leveraged).toBe(true);
    expect(selectOrderTicketView({ ...base, draft: draft({ leverage: 1 }) }).leveraged).toBe(false);
    expect(selectOrderTicketView({ ...base, stock: apple }).limits).toBeNull();
    // A US stock has no band even if a server answered one.
    expect(
      selectOrderTicketView({ ...base, stock: { ...apple, limitUp: '200', limitDown: '180' } }).limits,
    ).toBeNull();
  });
});

describe('selectOrderTicketView: the stop-out price', () => {
  type PositionData = components['schemas']['Position'];
  const held = (over: Partial<PositionData>): PositionData =>
    ({
      id: '9',
      orderNo: 'T9',
      code: '7203',
      name: 'トヨタ自動車',
      market: 'jpy',
      status: 0,
      direction: 'short',
      orderType: 'market',
      stock_num: '10',
      buy_price: '3000',
      nowprice: '3000',
      yingkui: '0',
      cost: '30000',
      marketValue: '30000',
      changeRate: '0',
      margin: '6000',
      leverage: '5',
      fee: '30',
      buyTime: '2026-11-19T01:00:00Z',
      ...over,
    }) as PositionData;
  type Want = { price: string; distance: string; percent: string; direction: string } | 'none' | null;
  const cases: [string, { given: Partial<TicketInput>; want: Want }][] = [
    [
      'a 5x long is closed 9.91 % below the last price',
      { given: {}, want: { price: '¥2,702.70', distance: '¥297.30', percent: '9.91%', direction: 'down' } },
    ],
    [
      'a 5x short, above it',
      {
        given: { draft: draft({ side: 'short' }) },
        want: { price: '¥3,296.71', distance: '¥296.71', percent: '9.89%', direction: 'up' },
      },
    ],
    [
      'a resting limit is valued from its own price',
      {
        given: { draft: draft({ kind: 'limit', price: '2900' }) },
        want: { price: '¥2,612.61', distance: '¥387.39', percent: '12.91%', direction: 'down' },
      },
    ],
    ['an unleveraged long has none', { given: { draft: draft({ leverage: 1 }) }, want: 'none' }],
    ['nothing until the draft can be priced', { given: { draft: draft({ lots: '' }) }, want: null }],
    [
      'a position already held counts: another stock lends the book its equity',
      {
        given: {
          positions: {
            list: [held({ code: '6758', direction: 'long', buy_price: '3000', nowprice: '3300' })],
            ccsz: '33000',
            fdyk: '3000',
          },
        },
        want: { price: '¥2,105.40', distance: '¥894.60', percent: '29.82%', direction: 'down' },
      },
    ],
  ];
  it.each(cases)('%s', (_title, { given, want }) => {
    const view = selectOrderTicketView({ ...base, ...given });
    const got = view.stopOut;
    expect(
      got === null || got === 'none'
        ? got
        : { price: got.price, distance: got.distance, percent: got.percent, direction: got.direction },
    ).toEqual(want);
    expect(view.stopOutLevel).toBe('50');
  });
  it('a hedge of what is held is only reached where the fees eat half the margin', () => {
    const view = selectOrderTicketView({
      ...base,
      positions: { list: [held({})], ccsz: '30000', fdyk: '0' },
    });
    expect(view.stopOut !== null && view.stopOut !== 'none' && view.stopOut.direction).toBe('up');
    expect(view.stopOut !== null && view.stopOut !== 'none' && Number(view.stopOut.raw)).toBeGreaterThan(
      100_000,
    );
  });
  it('follows the levels the server publishes', () => {
    const config = [
      { name: 'marginCallLevel.jpy', value: '90' },
      { name: 'stopOutLevel.jpy', value: '80' },
    ];
    const view = selectOrderTicketView({ ...base, config });
    expect(view.stopOutLevel).toBe('80');
    expect(view.stopOut !== null && view.stopOut !== 'none' && view.stopOut.price).toBe('¥2,882.88');
  });
});

describe('buyFormFromDraft', () => {
  it.each([
    [
      'a market order carries no price',
      draft(),
      {
        code: '7203',
        type: 'jpy',
        direction: 'long',
        orderType: 'market',
        lots: '10',
        leverage: '5',
        fundsPassword: '135790',
      },
    ],
    [
      'a limit order carries its price without separators',
      draft({ kind: 'limit', price: '2,990.5', side: 'short' }),
      {
        code: '7203',
        type: 'jpy',
        direction: 'short',
        orderType: 'limit',
        lots: '10',
        leverage: '5',
        fundsPassword: '135790',
        price: '2990.5',
      },
    ],
  ] as const)('%s', (_title, given, want) => {
    expect(buyFormFromDraft(toyota, given, '135790')).toEqual(want);
  });
});

describe('ticketReasons', () => {
  it.each([
    [
      'ja',
      [
        'このアカウントは取引が制限されています。カスタマーサービスにお問い合わせください',
        '値幅制限を超えています（本日の値幅 ￥2,450.00〜￥3,450.00）',
      ],
    ],
    ['en', ['This account is barred from trading. Please contact customer service']],
  ] as const)('translates rule codes and messages in %s', (language, want) => {
    const view = selectOrderTicketView({
      ...base,
      language,
      user: user({ tradingBarred: true }),
      draft: draft({ kind: 'limit', price: '3500' }),
    });
    const reasons = ticketReasons(
      createI18n({ language, storage: null, locales: BUILT_IN_LOCALES }),
      view.issues,
    );
    expect(reasons.slice(0, want.length)).toEqual(want);
  });
});
