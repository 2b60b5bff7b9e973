import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LimitSchedule, MoneyLimits } from './limits';
import {
  convertLimit,
  creditQuota,
  DEFAULT_LIMIT_SCHEDULE,
  limitScheduleFromItems,
  referenceYenRate,
  YEN_LIMITS,
} from './limits';
import { compare, decimal, div, mul } from './money';

export type Case<G, W> = [title: string, { given: G; want: W }];

const d = decimal;

describe('convertLimit', () => {
  const cases: Case<[string, string, 'down' | 'up'], string>[] = [
    ['500,000 yen in dollars, a maximum', { given: ['500000', div(d('1'), d('150')), 'down'], want: '3300' }],
    ['500,000 yen in yuan, a maximum', { given: ['500000', '0.048', 'down'], want: '24000' }],
    ['30,000 yen in dollars, a minimum', { given: ['30000', div(d('1'), d('150')), 'up'], want: '200' }],
    ['30,000 yen in yuan, a minimum', { given: ['30000', '0.048', 'up'], want: '1500' }],
    ['10,000 yen a point in dollars', { given: ['10000', div(d('1'), d('150')), 'down'], want: '66' }],
    ['under one unit keeps two digits', { given: ['1', '0.0123456', 'down'], want: '0.012' }],
  ];
  it.each(cases)('%s', (_t, { given: [amount, rate, direction], want }) =>
    expect(convertLimit(d(amount), d(rate), direction)).toBe(want),
  );

  it('never makes a maximum worth more nor a minimum worth less than the original', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 9 }),
        fc.integer({ min: 1, max: 10 ** 6 }),
        (yen, micro) => {
          const rate = d((micro / 10 ** 6).toFixed(6));
          const exact = mul(d(String(yen)), rate);
          expect(compare(convertLimit(d(String(yen)), rate, 'down'), exact)).toBeLessThanOrEqual(0);
          expect(compare(convertLimit(d(String(yen)), rate, 'up'), exact)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('the default limits', () => {
  it('are the yen figures, converted once at 150 yen and 7.2 yuan to the dollar', () => {
    const figures = (l: MoneyLimits) => [
      l.depositMaximum,
      l.withdrawalMinimum,
      l.withdrawalMaximum,
      l.quotaPerPoint,
    ];
    expect(figures(DEFAULT_LIMIT_SCHEDULE.jpy)).toEqual(['500000', '30000', '10000000', '10000']);
    expect(figures(DEFAULT_LIMIT_SCHEDULE.usd)).toEqual(['3300', '200', '66000', '66']);
    expect(figures(DEFAULT_LIMIT_SCHEDULE.cny)).toEqual(['24000', '1500', '480000', '480']);
    expect(referenceYenRate('CNY')).toBe('0.048');
  });
  it('give 800,000 yen, 5,280 dollars and 38,400 yuan of quota at 80 points', () => {
    expect(creditQuota(80, DEFAULT_LIMIT_SCHEDULE.jpy)).toBe('800000');
    expect(creditQuota(80, DEFAULT_LIMIT_SCHEDULE.usd)).toBe('5280');
    expect(creditQuota(80, DEFAULT_LIMIT_SCHEDULE.cny)).toBe('38400');
  });
});

describe('limitScheduleFromItems', () => {
  const cases: Case<{ name: string; value: string }[], LimitSchedule>[] = [
    ['nothing keeps the defaults', { given: [], want: DEFAULT_LIMIT_SCHEDULE }],
    [
      "one market's item",
      {
        given: [{ name: 'depositMax.usd', value: '5000.00' }],
        want: {
          ...DEFAULT_LIMIT_SCHEDULE,
          usd: { ...DEFAULT_LIMIT_SCHEDULE.usd, depositMaximum: d('5000') },
        },
      },
    ],
    [
      'the bare names of earlier servers are not read',
      {
        given: [
          { name: 'depositMax', value: '1' },
          { name: 'withdrawMin', value: '1' },
        ],
        want: DEFAULT_LIMIT_SCHEDULE,
      },
    ],
    [
      'garbage, zero and above the ceiling keep the default',
      {
        given: [
          { name: 'depositMax.jpy', value: 'abc' },
          { name: 'withdrawMin.jpy', value: '0' },
          { name: 'quotaPerPoint.cny', value: '10000000001' },
        ],
        want: DEFAULT_LIMIT_SCHEDULE,
      },
    ],
    [
      'a maximum below the minimum keeps the whole market',
      {
        given: [
          { name: 'withdrawMin.jpy', value: '50000' },
          { name: 'withdrawMax.jpy', value: '40000' },
        ],
        want: DEFAULT_LIMIT_SCHEDULE,
      },
    ],
  ];
  it.each(cases)('%s', (_t, { given, want }) => expect(limitScheduleFromItems(given)).toEqual(want));
  it('keeps the yen figures of the spec', () => expect(YEN_LIMITS.depositMaximum).toBe('500000'));
});
