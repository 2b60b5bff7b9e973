import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeeRule, OrderQuote } from './fees';
import { DEFAULT_FEE_SCHEDULE, initialMargin, notional, quoteOrder, tradeFee } from './fees';
import { add, compare, decimal, mul, sub } from './money';

export type Case<G, W> = [title: string, { given: G; want: W }];

const d = decimal;

describe('tradeFee', () => {
  const rule: FeeRule = { rate: d('0.001'), minimum: d('100'), maximum: d('1000') };
  const cases: Case<[string, FeeRule], string>[] = [
    ['default 0.1%', { given: ['123456', DEFAULT_FEE_SCHEDULE.jpy], want: '123.46' }],
    ['half-up at the cent', { given: ['5', DEFAULT_FEE_SCHEDULE.usd], want: '0.01' }],
    ['minimum applies', { given: ['50000', rule], want: '100' }],
    ['maximum applies', { given: ['5000000', rule], want: '1000' }],
    ['between', { given: ['500000', rule], want: '500' }],
  ];
  it.each(cases)('%s', (_t, { given: [n, r], want }) => expect(tradeFee(d(n), r)).toBe(want));
});

describe('quoteOrder', () => {
  const cases: Case<[string, number, number], Record<keyof OrderQuote, string>>[] = [
    [
      '1 share, no leverage',
      { given: ['1500', 1, 1], want: { notional: '1500', margin: '1500', fee: '1.5', total: '1501.5' } },
    ],
    [
      '10x',
      {
        given: ['1234.5', 100, 10],
        want: { notional: '123450', margin: '12345', fee: '123.45', total: '12468.45' },
      },
    ],
    [
      'margin rounds up',
      { given: ['10', 1, 3], want: { notional: '10', margin: '3.34', fee: '0.01', total: '3.35' } },
    ],
  ];
  it.each(cases)('%s', (_t, { given: [p, l, lev], want }) =>
    expect(quoteOrder(d(p), l, lev, DEFAULT_FEE_SCHEDULE.jpy)).toEqual(want),
  );
  it('refuses a fractional leverage', () => expect(() => initialMargin(d('1'), 1.5)).toThrow(RangeError));
});

describe('invariants', () => {
  const price = fc.integer({ min: 1, max: 10_000_000 }).map((c) => d((c / 100).toFixed(2)));
  const lots = fc.integer({ min: 1, max: 100_000 });
  const leverage = fc.constantFrom(1, 2, 3, 5, 7, 10, 20);
  it('margin × leverage = notional, or exceeds it by less than one cent per multiple', () => {
    fc.assert(
      fc.property(price, lots, leverage, (p, l, lev) => {
        const n = notional(p, l);
        const m = initialMargin(n, lev);
        const back = mul(m, d(String(lev)));
        expect(compare(back, n)).toBeGreaterThanOrEqual(0);
        expect(compare(sub(back, n), mul(d('0.01'), d(String(lev))))).toBeLessThan(0);
        // exact whenever the notional in cents divides by the leverage
        if (BigInt(mul(n, d('100'))) % BigInt(lev) === 0n) expect(back).toBe(n);
      }),
    );
  });
  it('total = margin + fee', () => {
    fc.assert(
      fc.property(price, lots, leverage, (p, l, lev) => {
        const q = quoteOrder(p, l, lev, DEFAULT_FEE_SCHEDULE.cny);
        expect(q.total).toBe(add(q.margin, q.fee));
      }),
    );
  });
});
