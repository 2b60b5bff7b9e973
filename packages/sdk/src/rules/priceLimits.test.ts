import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimal, gte, lte, sub } from './money';
import type { ChinaBoard, DailyLimitInput } from './priceLimits';
import {
  checkDailyLimit,
  chinaLimitBoard,
  dailyPriceLimits,
  TOKYO_LIMIT_TABLE,
  tokyoLimitWidth,
} from './priceLimits';

export type Case<G, W> = [title: string, { given: G; want: W }];

const d = decimal;

describe('dailyPriceLimits', () => {
  const cases: Case<
    Omit<DailyLimitInput, 'previousClose'> & { previousClose: string },
    [string, string] | null
  >[] = [
    ['Tokyo just below 100', { given: { market: 'jpy', previousClose: '99' }, want: ['69', '129'] }],
    [
      'Tokyo at 100 uses the next band',
      { given: { market: 'jpy', previousClose: '100' }, want: ['50', '150'] },
    ],
    ['Tokyo 1,000', { given: { market: 'jpy', previousClose: '1000' }, want: ['700', '1300'] }],
    ['Tokyo 2,999', { given: { market: 'jpy', previousClose: '2999' }, want: ['2499', '3499'] }],
    ['Tokyo floor is one yen', { given: { market: 'jpy', previousClose: '20' }, want: ['1', '50'] }],
    [
      'Tokyo inferred top band',
      { given: { market: 'jpy', previousClose: '60000000' }, want: ['50000000', '70000000'] },
    ],
    ['China main board', { given: { market: 'cny', previousClose: '10.00' }, want: ['9', '11'] }],
    [
      'China rounds half-up to fen',
      { given: { market: 'cny', previousClose: '12.345' }, want: ['11.11', '13.58'] },
    ],
    ['China STAR', { given: { market: 'cny', previousClose: '50', board: 'star' }, want: ['40', '60'] }],
    [
      'China ChiNext',
      { given: { market: 'cny', previousClose: '8.88', board: 'chinext' }, want: ['7.1', '10.66'] },
    ],
    ['China ST', { given: { market: 'cny', previousClose: '3.33', board: 'st' }, want: ['3.16', '3.5'] }],
    ['US has none', { given: { market: 'usd', previousClose: '100' }, want: null }],
  ];
  it.each(cases)('%s', (_t, { given, want }) => {
    const limits = dailyPriceLimits({ ...given, previousClose: d(given.previousClose) });
    expect(limits === null ? null : [limits.lower, limits.upper]).toEqual(want);
  });
});

describe('chinaLimitBoard', () => {
  const cases: Case<[board: string | undefined, st: boolean], ChinaBoard>[] = [
    ['main board', { given: ['main', false], want: 'main' }],
    ['main-board ST takes the ST band', { given: ['main', true], want: 'st' }],
    ['ChiNext', { given: ['chinext', false], want: 'chinext' }],
    ['ChiNext ST keeps ChiNext', { given: ['chinext', true], want: 'chinext' }],
    ['STAR', { given: ['star', false], want: 'star' }],
    ['STAR ST keeps STAR', { given: ['star', true], want: 'star' }],
    ['no board reads as the main board', { given: [undefined, false], want: 'main' }],
    ['an unknown board reads as the main board', { given: ['beijing', false], want: 'main' }],
  ];
  it.each(cases)('%s', (_t, { given: [board, st], want }) => expect(chinaLimitBoard(board, st)).toBe(want));
});

describe('checkDailyLimit', () => {
  const limits = { lower: d('700'), upper: d('1300') };
  const cases: Case<string, string | null>[] = [
    ['at the upper limit', { given: '1300', want: null }],
    ['at the lower limit', { given: '700', want: null }],
    ['above', { given: '1300.1', want: 'order.beyondDailyLimit' }],
    ['below', { given: '699', want: 'order.beyondDailyLimit' }],
  ];
  it.each(cases)('%s', (_t, { given, want }) =>
    expect(checkDailyLimit(d(given), limits)?.code ?? null).toBe(want),
  );
  it('carries the band as params', () => {
    expect(checkDailyLimit(d('1'), limits)).toEqual({
      code: 'order.beyondDailyLimit',
      params: { lower: '700', upper: '1300' },
    });
  });
  it('passes anything without limits', () => expect(checkDailyLimit(d('1'), null)).toBeNull());
});

describe('Tokyo table', () => {
  it('is ordered, widens monotonically and flags only the last three rows', () => {
    const inferred = TOKYO_LIMIT_TABLE.filter((b) => b.inferred).length;
    expect(inferred).toBe(3);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 80_000_000 }),
        fc.integer({ min: 1, max: 80_000_000 }),
        (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(lte(tokyoLimitWidth(d(String(lo))), tokyoLimitWidth(d(String(hi))))).toBe(true);
          const l = dailyPriceLimits({ market: 'jpy', previousClose: d(String(lo)) })!;
          expect(gte(d(String(lo)), l.lower) && lte(d(String(lo)), l.upper)).toBe(true);
          expect(sub(l.upper, d(String(lo)))).toBe(tokyoLimitWidth(d(String(lo))));
        },
      ),
    );
  });
});
