import { describe, expect, it } from 'vitest';
import type { components } from '../generated/api';
import {
  REFETCH,
  tickIndices,
  tickKLine,
  tickQuote,
  tickQuotes,
  tickTimeShare,
  tickWatchlist,
} from './patch';
import type { QuoteTick } from './quoteStream';

type Quote = components['schemas']['Quote'];
type TimeShare = components['schemas']['TimeShare'];
type KLine = components['schemas']['KLine'];

const quote = (code: string, price: string, extra: Partial<Quote> = {}): Quote => ({
  code,
  name: code,
  market: 'jpy',
  price,
  open: '3000.00',
  previousClose: '3000.00',
  high: '3020.00',
  low: '2990.00',
  volume: '1000',
  amount: '3000000.00',
  change: '0.00',
  changeRate: '0.00',
  time: '2026-11-19T01:00:03.000Z',
  ...extra,
});

const tick = (code: string, price: string, extra: Partial<QuoteTick> = {}): QuoteTick => ({
  symbol: `jpy:${code}`,
  code,
  market: 'jpy',
  price,
  open: '3000.00',
  previousClose: '3000.00',
  high: '3020.00',
  low: '2990.00',
  volume: '1100',
  amount: '3301000.00',
  marketCap: '100.00',
  change: '10.00',
  changeRate: '0.33',
  time: '2026-11-19T01:00:05.000Z',
  minute: '2026-11-19T01:01:00.000Z',
  trading: true,
  ...extra,
});

const ticks = (...list: QuoteTick[]) => new Map(list.map((t) => [t.symbol, t]));

describe('tickQuote', () => {
  type Case = [string, { given: [Quote, QuoteTick | undefined]; want: 'same' | Partial<Quote> }];
  const cases: Case[] = [
    ['no tick for it', { given: [quote('7203', '3000.00'), undefined], want: 'same' }],
    [
      'a tick older than the answer (a poll answered after it)',
      {
        given: [quote('7203', '3000.00', { time: '2026-11-19T01:00:06.000Z' }), tick('7203', '3010.00')],
        want: 'same',
      },
    ],
    [
      'the same figures',
      {
        given: [
          quote('7203', '3010.00', {
            volume: '1100',
            amount: '3301000.00',
            change: '10.00',
            changeRate: '0.33',
          }),
          tick('7203', '3010.00'),
        ],
        want: 'same',
      },
    ],
    [
      'a new price: figures and time taken, the sparkline ends on it',
      {
        given: [
          quote('7203', '3000.00', { spark: ['2990.00', '3000.00'], marketCap: '90.00' }),
          tick('7203', '3010.00'),
        ],
        want: {
          price: '3010.00',
          volume: '1100',
          change: '10.00',
          time: '2026-11-19T01:00:05.000Z',
          spark: ['2990.00', '3010.00'],
          marketCap: '100.00',
        },
      },
    ],
  ];
  it.each(cases)('should handle %s', (_title, { given, want }) => {
    const out = tickQuote(...given);
    if (want === 'same') expect(out).toBe(given[0]);
    else expect(out).toMatchObject(want);
  });

  it('should keep every row it does not change, and the array when none changes', () => {
    const list = [quote('7203', '3000.00'), quote('6758', '3000.00'), quote('9984', '3000.00')];
    const out = tickQuotes(list, ticks(tick('6758', '3001.00')));
    expect(out).not.toBe(list);
    expect([out[0] === list[0], out[1] === list[1], out[2] === list[2]]).toEqual([true, false, true]);
    expect(tickQuotes(list, ticks(tick('1111', '1.00')))).toBe(list);
  });

  it('should update a watchlist item’s quote and indices’ values', () => {
    const items = [
      { id: '1', code: '7203', market: 'jpy' as const, sort: 1, name: 'T', quote: quote('7203', '3000.00') },
    ];
    const out = tickWatchlist(items, ticks(tick('7203', '3005.00')));
    expect(out[0]?.quote.price).toBe('3005.00');
    expect(out[0]?.id).toBe('1');
    const indices = [
      {
        code: 'N225',
        name: 'N',
        market: 'jpy' as const,
        value: '1.00',
        change: '0',
        changeRate: '0',
        time: 'x',
      },
    ];
    expect(
      tickIndices(indices, ticks({ ...tick('N225', '50000.00'), time: '2026-11-19T01:00:05.000Z' }))[0],
    ).toMatchObject({ value: '50000.00', change: '10.00', changeRate: '0.33' });
  });
});

describe('tickTimeShare', () => {
  const line = (points: [string, string, string][]): TimeShare => ({
    code: '7203',
    market: 'jpy',
    previousClose: '3000.00',
    points: points.map(([time, price, volume]) => ({ time, price, averagePrice: price, volume })),
  });
  const base = line([
    ['2026-11-19T00:01:00.000Z', '3000.00', '600'],
    ['2026-11-19T00:02:00.000Z', '3002.00', '300'],
  ]);

  type Case = [
    string,
    { given: [TimeShare, QuoteTick]; want: 'same' | typeof REFETCH | TimeShare['points'] },
  ];
  const cases: Case[] = [
    [
      'a tick in the last point’s minute moves that point',
      {
        given: [
          base,
          tick('7203', '3004.00', { minute: '2026-11-19T00:02:00.000Z', volume: '1000', amount: '3002000' }),
        ],
        want: [
          base.points[0] as TimeShare['points'][number],
          { time: '2026-11-19T00:02:00.000Z', price: '3004.00', averagePrice: '3002.00', volume: '400' },
        ],
      },
    ],
    [
      'a tick of the next minute starts a point',
      {
        given: [
          base,
          tick('7203', '3001.00', { minute: '2026-11-19T00:03:00.000Z', volume: '950', amount: '2850950' }),
        ],
        want: [
          ...base.points,
          { time: '2026-11-19T00:03:00.000Z', price: '3001.00', averagePrice: '3001.00', volume: '50' },
        ],
      },
    ],
    [
      'an older minute',
      { given: [base, tick('7203', '1.00', { minute: '2026-11-19T00:01:00.000Z' })], want: 'same' },
    ],
    [
      'a new session (hours later)',
      { given: [base, tick('7203', '3001.00', { minute: '2026-11-20T00:01:00.000Z' })], want: REFETCH },
    ],
    [
      'another previous close',
      {
        given: [
          base,
          tick('7203', '3001.00', { minute: '2026-11-19T00:03:00.000Z', previousClose: '2900.00' }),
        ],
        want: REFETCH,
      },
    ],
    ['no points yet while trading', { given: [line([]), tick('7203', '3001.00')], want: REFETCH }],
  ];
  it.each(cases)('should handle %s', (_title, { given, want }) => {
    const out = tickTimeShare(...given);
    if (want === 'same') expect(out).toBe(given[0]);
    else if (want === REFETCH) expect(out).toBe(REFETCH);
    else expect(out === REFETCH ? out : out.points).toEqual(want);
  });
});

describe('tickKLine', () => {
  const bar = {
    time: '2026-11-19T06:30:00.000Z',
    open: '3000.00',
    high: '3020.00',
    low: '2990.00',
    close: '3010.00',
  };
  const kline = (period: KLine['period'], adjust: KLine['adjust'] = 'none'): KLine => ({
    code: '7203',
    market: 'jpy',
    period,
    adjust,
    bars: [
      { ...bar, time: '2026-11-18T06:30:00.000Z', volume: '9', amount: '9' },
      { ...bar, volume: '1000', amount: '3010000' },
    ],
  });
  type Case = [
    string,
    { given: [KLine, QuoteTick]; want: 'same' | typeof REFETCH | Partial<KLine['bars'][number]> },
  ];
  const cases: Case[] = [
    [
      'a day bar takes the price, a new high and the day’s volume',
      {
        given: [kline('day'), tick('7203', '3030.00', { volume: '1200', amount: '3630000.00' })],
        want: { close: '3030.00', high: '3030.00', low: '2990.00', volume: '1200', amount: '3630000.00' },
      },
    ],
    [
      'a new low',
      {
        given: [kline('day'), tick('7203', '2980.00')],
        want: { close: '2980.00', high: '3020.00', low: '2980.00' },
      },
    ],
    [
      'an intraday bar keeps its volume',
      {
        given: [kline('5m'), tick('7203', '3015.00', { minute: '2026-11-19T06:30:00.000Z' })],
        want: { close: '3015.00', volume: '1000' },
      },
    ],
    [
      'a tick past the last bar asks for the bars again',
      {
        given: [kline('5m'), tick('7203', '3015.00', { minute: '2026-11-19T06:31:00.000Z' })],
        want: REFETCH,
      },
    ],
    [
      'backward-adjusted bars are left alone',
      { given: [kline('day', 'backward'), tick('7203', '1.00')], want: 'same' },
    ],
  ];
  it.each(cases)('should handle %s', (_title, { given, want }) => {
    const out = tickKLine(...given);
    if (want === 'same') expect(out).toBe(given[0]);
    else if (want === REFETCH) expect(out).toBe(REFETCH);
    else {
      expect(out === REFETCH ? out : out.bars.at(-1)).toMatchObject(want);
      expect(out === REFETCH ? out : out.bars[0]).toBe(given[0].bars[0]);
    }
  });
});
