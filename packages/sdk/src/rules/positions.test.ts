import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MarketCode } from './currencies';
import { add, decimal, neg } from './money';
import type { PositionInput, PositionValuation } from './positions';
import { checkTPlusOne, earliestCloseDate, valuePosition } from './positions';

export type Case<G, W> = [title: string, { given: G; want: W }];

const d = decimal;

describe('valuePosition', () => {
  const cases: Case<
    [PositionInput['side'], string, string, string, string?],
    Record<keyof PositionValuation, string>
  >[] = [
    [
      'long gain',
      {
        given: ['long', '1000', '1100', '100'],
        want: { marketValue: '110000', cost: '100000', pnl: '10000', changeRate: '10' },
      },
    ],
    [
      'short gain',
      {
        given: ['short', '1000', '900', '100'],
        want: { marketValue: '90000', cost: '100000', pnl: '10000', changeRate: '10' },
      },
    ],
    [
      'short loss',
      {
        given: ['short', '3', '3.01', '7'],
        want: { marketValue: '21.07', cost: '21', pnl: '-0.07', changeRate: '-0.33' },
      },
    ],
    [
      'zero cost',
      { given: ['long', '0', '5', '1'], want: { marketValue: '5', cost: '0', pnl: '5', changeRate: '0' } },
    ],
  ];
  it.each(cases)('%s', (_t, { given: [side, b, n, q, fee], want }) =>
    expect(
      valuePosition({
        side,
        buyPrice: d(b),
        nowPrice: d(n),
        quantity: d(q),
        ...(fee ? { fee: d(fee) } : {}),
      }),
    ).toEqual(want),
  );
  it('long and short P&L cancel out', () => {
    const cents = fc.integer({ min: 1, max: 10_000_000 }).map((c) => d((c / 100).toFixed(2)));
    fc.assert(
      fc.property(cents, cents, fc.integer({ min: 1, max: 10_000 }), (b, n, q) => {
        const input = { buyPrice: b, nowPrice: n, quantity: d(String(q)) };
        const long = valuePosition({ ...input, side: 'long' });
        const short = valuePosition({ ...input, side: 'short' });
        expect(add(long.pnl, short.pnl)).toBe('0');
        expect(short.changeRate).toBe(long.changeRate === '0' ? '0' : neg(long.changeRate));
      }),
    );
  });
});

describe('T+1', () => {
  const cases: Case<[MarketCode, string, string], string | null>[] = [
    [
      'same Tokyo day refused',
      { given: ['jpy', '2026-11-24T01:00:00Z', '2026-11-24T05:00:00Z'], want: '2026-11-25' },
    ],
    [
      'next Tokyo day allowed',
      { given: ['jpy', '2026-11-24T01:00:00Z', '2026-11-25T00:00:00Z'], want: null },
    ],
    [
      'over a Tokyo holiday weekend',
      { given: ['jpy', '2026-11-20T01:00:00Z', '2026-11-23T01:00:00Z'], want: '2026-11-24' },
    ],
    [
      'US date, not the JST date',
      { given: ['usd', '2026-11-24T20:00:00Z', '2026-11-25T01:00:00Z'], want: '2026-11-25' },
    ],
    [
      'a Wednesday limit order filled on Thursday: not on Thursday (counted from the fill)',
      { given: ['jpy', '2026-11-26T02:00:00Z', '2026-11-26T05:30:00Z'], want: '2026-11-27' },
    ],
    [
      'filled on Thursday: from Friday',
      { given: ['jpy', '2026-11-26T02:00:00Z', '2026-11-27T00:00:00Z'], want: null },
    ],
    [
      'Shanghai over Spring Festival',
      { given: ['cny', '2026-02-13T02:00:00Z', '2026-02-23T02:00:00Z'], want: '2026-02-24' },
    ],
  ];
  it.each(cases)('%s', (_t, { given: [m, opened, now], want }) => {
    const r = checkTPlusOne(m, new Date(opened), new Date(now));
    expect(r === null ? null : r.params?.from).toBe(want);
    if (r !== null) expect(r.code).toBe('order.tPlusOne');
  });
  it('the earliest close is after the opening date', () => {
    expect(earliestCloseDate('usd', new Date('2026-11-25T20:00:00Z'))).toBe('2026-11-27');
  });
});
