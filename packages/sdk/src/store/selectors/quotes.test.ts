import { describe, expect, it } from 'vitest';
import type { components } from '../../generated/api';
import {
  moveWatchlistItem,
  quoteRowView,
  rememberSearch,
  selectTimeShareView,
  selectWatchlistView,
} from './quoteRows';
import {
  chartTickFormatter,
  chartTimeFormatter,
  KLINE_PERIOD_PARAM,
  selectKLineView,
  selectStockDetailView,
} from './quotes';

type Quote = components['schemas']['Quote'];
type StockDetail = components['schemas']['StockDetail'];

const quote = (over: Partial<Quote> = {}): Quote => ({
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
  marketCap: '48000000000000',
  change: '50',
  changeRate: '1.69',
  time: '2026-11-20T10:00:00+09:00',
  ...over,
});

describe('quoteRowView', () => {
  it.each([
    [
      'a rise',
      {
        given: quote(),
        want: {
          price: '3,000.00',
          change: '50.00',
          changeRate: '1.69%',
          changeRateSigned: '+1.69%',
          direction: 'up',
        },
      },
    ],
    [
      'a fall shows magnitudes and the direction',
      {
        given: quote({ change: '-12.5', changeRate: '-0.42' }),
        want: { change: '12.50', changeRate: '0.42%', changeRateSigned: '-0.42%', direction: 'down' },
      },
    ],
    [
      'unchanged',
      {
        given: quote({ change: '0', changeRate: '0' }),
        want: { change: '0.00', direction: 'flat', changeRateSigned: '0.00%' },
      },
    ],
    [
      'no market cap',
      { given: quote({ marketCap: undefined }), want: { marketCap: '—', volume: '1,200,000' } },
    ],
    [
      'a link to the detail',
      {
        given: quote({ code: 'BRK.B', market: 'usd' }),
        want: { href: '/quotes/info?code=BRK.B&type=usd', key: 'usd:BRK.B' },
      },
    ],
    [
      'the list sparkline from spark, against the previous close',
      {
        given: quote({ spark: ['2950.00', '2987.50', '3000.00'] }),
        want: { spark: { values: [2950, 2987.5, 3000], baseline: 2950 } },
      },
    ],
    [
      'an empty spark before the first minute',
      { given: quote({ spark: [] }), want: { spark: { values: [], baseline: 2950 } } },
    ],
    [
      'a missing price in the spark is a gap (null), never a zero',
      {
        given: quote({ spark: ['', '2987.50', '0', 'NaN', '3000.00'] }),
        want: { spark: { values: [null, 2987.5, null, null, 3000], baseline: 2950 } },
      },
    ],
    ['no spark from the server: none (the app asks getTimeShare)', { given: quote(), want: { spark: null } }],
  ] as const)('%s', (_t, { given, want }) => {
    expect(quoteRowView(given, 'en')).toMatchObject(want);
  });
});

describe('rememberSearch', () => {
  it.each([
    ['puts the newest first', { given: [['トヨタ'], '7203'], want: ['7203', 'トヨタ'] }],
    [
      'moves a repeat to the front, case-insensitively',
      { given: [['aapl', '7203'], 'AAPL'], want: ['AAPL', '7203'] },
    ],
    ['ignores blanks', { given: [['7203'], '  '], want: ['7203'] }],
    [
      'keeps at most ten',
      {
        given: [['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'], '11'],
        want: ['11', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
      },
    ],
  ] as const)('%s', (_t, { given, want }) => {
    expect(rememberSearch(given[0], given[1])).toEqual(want);
  });
});

describe('watchlist', () => {
  const items = [
    {
      id: '31',
      code: 'AAPL',
      market: 'usd' as const,
      name: 'Apple',
      sort: 2,
      quote: quote({ code: 'AAPL', market: 'usd' }),
    },
    { id: '12', code: '7203', market: 'jpy' as const, name: 'トヨタ自動車', sort: 0, quote: quote() },
    {
      id: '7',
      code: '600519',
      market: 'cny' as const,
      name: '贵州茅台',
      sort: 1,
      quote: quote({ code: '600519', market: 'cny' }),
    },
  ];
  it('lists in the customer order', () => {
    expect(selectWatchlistView(items, 'ja').map((r) => r.id)).toEqual(['12', '7', '31']);
  });
  it.each([
    ['up', { given: ['7', -1], want: '7,12,31' }],
    ['down', { given: ['7', 1], want: '12,31,7' }],
    ['the first cannot go up', { given: ['12', -1], want: null }],
    ['the last cannot go down', { given: ['31', 1], want: null }],
    ['an unknown id', { given: ['99', 1], want: null }],
  ] as const)('moves %s', (_t, { given, want }) => {
    expect(moveWatchlistItem(selectWatchlistView(items, 'ja'), given[0], given[1])).toBe(want);
  });
});

describe('selectStockDetailView', () => {
  const detail: StockDetail = {
    ...quote(),
    currency: 'JPY',
    board: 'prime',
    specialTreatment: false,
    limitUp: '3450',
    limitDown: '2450',
    lotSize: '1',
    tradable: true,
    watched: true,
  };
  const shanghai = (over: Partial<StockDetail>): StockDetail => ({
    ...detail,
    market: 'cny',
    currency: 'CNY',
    previousClose: '1500',
    board: 'main',
    limitUp: '0',
    limitDown: '0',
    ...over,
  });
  it.each([
    [
      'Tokyo in session',
      {
        given: [detail, '2026-11-20T01:00:00Z'],
        want: { status: 'open', limitUp: '3,450.00', limitDown: '2,450.00' },
      },
    ],
    [
      'Tokyo at lunch',
      {
        given: [detail, '2026-11-20T03:00:00Z'],
        want: { status: 'lunchBreak', limitUp: '3,450.00', limitDown: '2,450.00' },
      },
    ],
    [
      'Tokyo on a holiday',
      {
        given: [detail, '2026-11-23T01:00:00Z'],
        want: { status: 'holiday', limitUp: '3,450.00', limitDown: '2,450.00' },
      },
    ],
    [
      'Shanghai main board ±10%',
      {
        given: [shanghai({}), '2026-11-20T08:00:00Z'],
        want: { status: 'closed', limitUp: '1,650.00', limitDown: '1,350.00' },
      },
    ],
    [
      'ChiNext ±20% from the board when the server answered no band',
      {
        given: [shanghai({ code: '300750', board: 'chinext' }), '2026-11-20T08:00:00Z'],
        want: { status: 'closed', limitUp: '1,800.00', limitDown: '1,200.00' },
      },
    ],
    [
      'ChiNext ±20% as the server answered it',
      {
        given: [
          shanghai({ code: '300750', board: 'chinext', limitUp: '1800', limitDown: '1200' }),
          '2026-11-20T08:00:00Z',
        ],
        want: { status: 'closed', limitUp: '1,800.00', limitDown: '1,200.00' },
      },
    ],
    [
      'STAR ±20%',
      {
        given: [shanghai({ code: '688981', board: 'star' }), '2026-11-20T08:00:00Z'],
        want: { status: 'closed', limitUp: '1,800.00', limitDown: '1,200.00' },
      },
    ],
    [
      'main-board ST ±5%',
      {
        given: [shanghai({ specialTreatment: true, previousClose: '3.00' }), '2026-11-20T08:00:00Z'],
        want: { status: 'closed', limitUp: '3.15', limitDown: '2.85' },
      },
    ],
    [
      'ChiNext ST keeps ±20%',
      {
        given: [shanghai({ board: 'chinext', specialTreatment: true }), '2026-11-20T08:00:00Z'],
        want: { status: 'closed', limitUp: '1,800.00', limitDown: '1,200.00' },
      },
    ],
    [
      'the US has no limits',
      {
        given: [{ ...detail, market: 'usd', currency: 'USD', board: 'nyse' }, '2026-11-20T15:00:00Z'],
        want: { status: 'open', limitUp: null, limitDown: null },
      },
    ],
  ] as const)('%s', (_t, { given, want }) => {
    const view = selectStockDetailView(given[0] as StockDetail, new Date(given[1]), 'en');
    const field = (k: string) => view.fields.find((f) => f.key === k)?.text;
    expect({ status: view.status, limitUp: field('limitUp'), limitDown: field('limitDown') }).toEqual(want);
  });

  it.each([
    ['ja', { marketCap: '48兆', amount: '3億' }],
    ['zh-CN', { marketCap: '48万亿', amount: '3亿' }],
    ['en', { marketCap: '48T', amount: '300M' }],
  ] as const)('shows market cap and turnover short in %s, volume whole', (language, want) => {
    const view = selectStockDetailView(
      { ...detail, amount: '300000000' },
      new Date('2026-11-20T01:00:00Z'),
      language,
    );
    const field = (k: string) => view.fields.find((f) => f.key === k)?.text;
    expect({ marketCap: field('marketCap'), amount: field('amount') }).toEqual(want);
    expect(field('volume')).toBe('1,200,000');
  });
});

describe('charts', () => {
  it('maps every chart period to the contract', () => {
    expect(Object.values(KLINE_PERIOD_PARAM)).toEqual([
      'timeShare',
      '5m',
      '15m',
      '30m',
      'day',
      'week',
      'month',
      'year',
    ]);
  });
  it('computes MA, MACD, RSI and BOLL aligned with the bars', () => {
    const bars = Array.from({ length: 30 }, (_, i) => ({
      time: new Date(Date.UTC(2026, 9, i + 1)).toISOString(),
      open: String(100 + i),
      high: String(102 + i),
      low: String(99 + i),
      close: String(101 + i),
      volume: '1000',
      amount: '100000',
    }));
    const view = selectKLineView(bars);
    expect(view.bars).toHaveLength(30);
    expect(view.bars[0]).toEqual({
      time: Date.UTC(2026, 9, 1),
      open: 100,
      high: 102,
      low: 99,
      close: 101,
      volume: 1000,
    });
    expect(view.ma.map((m) => m.name)).toEqual(['MA5', 'MA10', 'MA20', 'MA60']);
    expect(view.ma[0]?.values[4]).toBe(103);
    expect(view.ma[3]?.values.every((v) => v === null)).toBe(true);
    expect(view.macd.dif).toHaveLength(30);
    expect(view.rsi[29]).toBe(100);
    expect(view.boll.middle[19]).toBe(110.5);
  });
  it('reads the time-share line', () => {
    const view = selectTimeShareView({
      code: '7203',
      market: 'jpy',
      previousClose: '2950',
      points: [{ time: '2026-11-20T09:00:00+09:00', price: '2960', averagePrice: '2958.5', volume: '300' }],
    });
    expect(view).toEqual({
      prevClose: 2950,
      points: [{ time: Date.UTC(2026, 10, 20, 0), price: 2960, average: 2958.5, volume: 300 }],
    });
    expect(selectTimeShareView(undefined).points).toEqual([]);
  });
  it('gives a missing price as NaN, which the charts draw as a gap, never as zero', () => {
    const view = selectTimeShareView({
      code: '7203',
      market: 'jpy',
      previousClose: '2950',
      points: [
        { time: '2026-11-20T09:00:00+09:00', price: '', averagePrice: '0', volume: '0' },
        { time: '2026-11-20T09:01:00+09:00', price: '2960', averagePrice: '2958.5', volume: '300' },
      ],
    });
    expect(view.points[0]?.price).toBeNaN();
    expect(view.points[0]?.average).toBeNaN();
    expect(view.points[1]?.price).toBe(2960);
    const bars = selectKLineView([
      { time: '2026-11-20T00:00:00Z', open: '', high: '0', low: 'x', close: '', volume: '0', amount: '0' },
    ]).bars;
    expect([bars[0]?.open, bars[0]?.high, bars[0]?.low, bars[0]?.close].every(Number.isNaN)).toBe(true);
  });
});

describe('chartTimeFormatter', () => {
  const t = Date.UTC(2026, 10, 20, 0, 5);
  it.each([
    ['minutes in Tokyo', { given: ['en', 'Asia/Tokyo', 'm5'], want: 'Nov 20, 09:05' }],
    ['a day bar in Tokyo', { given: ['ja', 'Asia/Tokyo', 'day'], want: '2026/11/20' }],
    [
      'a day bar in New York is the previous evening',
      { given: ['en', 'America/New_York', 'day'], want: 'Nov 19, 2026' },
    ],
    ['a month', { given: ['zh-CN', 'Asia/Shanghai', 'month'], want: '2026年11月' }],
    ['a year', { given: ['en', 'Asia/Tokyo', 'year'], want: '2026' }],
  ] as const)('%s', (_t, { given, want }) => {
    expect(chartTimeFormatter(given[0], given[1])(t, given[2])).toBe(want);
  });
});

describe('chartTickFormatter', () => {
  const t = Date.UTC(2026, 10, 20, 0, 5);
  it.each([
    ['a year boundary', { given: ['ja', 'Asia/Tokyo', 'year'], want: '2026年' }],
    ['a month boundary', { given: ['en', 'Asia/Tokyo', 'month'], want: 'Nov 2026' }],
    ['a day boundary', { given: ['en', 'Asia/Tokyo', 'day'], want: 'Nov 20' }],
    ['a day boundary in Chinese', { given: ['zh-CN', 'Asia/Shanghai', 'day'], want: '11/20' }],
    ['a session boundary', { given: ['en', 'Asia/Tokyo', 'session'], want: '09:05' }],
    ['an hour in New York', { given: ['en', 'America/New_York', 'hour'], want: '19:05' }],
  ] as const)('%s', (_t, { given, want }) => {
    expect(chartTickFormatter(given[0], given[1])(t, given[2])).toBe(want);
  });
});
