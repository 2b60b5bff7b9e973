import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES_CONFIG, feeScheduleFromItems, rulesConfigFromItems } from './config';
import type { FeeSchedule } from './fees';
import { DEFAULT_FEE_SCHEDULE } from './fees';
import { DEFAULT_LIMIT_SCHEDULE } from './limits';
import { decimal } from './money';

export type Case<G, W> = [title: string, { given: G; want: W }];

type Items = { name: string; value: string }[];

describe('rulesConfigFromItems', () => {
  const cases: Case<Items, Record<string, unknown>>[] = [
    [
      'nothing keeps the defaults',
      { given: [], want: { limits: DEFAULT_LIMIT_SCHEDULE, leverages: [1, 2, 5, 10] } },
    ],
    [
      'reads every item',
      {
        given: [
          { name: 'depositMax.usd', value: '10000000000' },
          { name: 'withdrawMin.jpy', value: '5000' },
          { name: 'leverages', value: '10, 1,5,5' },
          { name: 'feeRate.jpy', value: '0.0025' },
          { name: 'kefu', value: 'https://example.jp' },
        ],
        want: {
          limits: {
            ...DEFAULT_LIMIT_SCHEDULE,
            jpy: { ...DEFAULT_LIMIT_SCHEDULE.jpy, withdrawalMinimum: '5000' },
            usd: { ...DEFAULT_LIMIT_SCHEDULE.usd, depositMaximum: '10000000000' },
          },
          leverages: [1, 5, 10],
          fees: { ...DEFAULT_RULES_CONFIG.fees, jpy: { rate: '0.0025', minimum: '0' } },
        },
      },
    ],
    [
      'garbage falls back',
      {
        given: [
          { name: 'depositMax.jpy', value: '-' },
          { name: 'withdrawMin.usd', value: 'abc' },
          // The bare names of earlier servers named one figure for every currency: not read.
          { name: 'depositMax', value: '700000' },
          { name: 'withdrawMin', value: '1' },
          { name: 'leverages', value: '1,x' },
          { name: 'feeRate.jpy', value: '-0.1' },
          { name: 'feeMinimum.usd', value: 'x' },
          { name: 'feeMaximum.cny', value: '-5' },
        ],
        want: { ...DEFAULT_RULES_CONFIG },
      },
    ],
  ];
  it.each(cases)('%s', (_t, { given, want }) => expect(rulesConfigFromItems(given)).toMatchObject(want));
});

describe('feeScheduleFromItems', () => {
  const d = DEFAULT_FEE_SCHEDULE;
  const cases: Case<Items, FeeSchedule>[] = [
    ['nothing keeps the defaults', { given: [], want: d }],
    [
      'each market its own rate, minimum and maximum',
      {
        given: [
          { name: 'feeRate.jpy', value: '0.002' },
          { name: 'feeMinimum.jpy', value: '100' },
          { name: 'feeMaximum.jpy', value: '5000' },
          { name: 'feeRate.usd', value: '0.0045' },
          { name: 'feeMinimum.usd', value: '1.5' },
          { name: 'feeMaximum.usd', value: '' },
          { name: 'feeRate.cny', value: '0.0003' },
          { name: 'feeMinimum.cny', value: '5' },
        ],
        want: {
          jpy: { rate: '0.002', minimum: '100', maximum: '5000' },
          usd: { rate: '0.0045', minimum: '1.5' },
          cny: { rate: '0.0003', minimum: '5' },
        } as FeeSchedule,
      },
    ],
    [
      'the bare name of old is not read: one naming, per market',
      { given: [{ name: 'feeRate', value: '0.05' }], want: d },
    ],
    [
      'a zero rate and zero minimum are allowed',
      {
        given: [
          { name: 'feeRate.usd', value: '0' },
          { name: 'feeMinimum.usd', value: '0' },
        ],
        want: { ...d, usd: { rate: '0', minimum: '0' } } as FeeSchedule,
      },
    ],
  ];
  it.each(cases)('%s', (_t, { given, want }) => expect(feeScheduleFromItems(given)).toEqual(want));

  it('keeps the base maximum unless the item says none', () => {
    const base: FeeSchedule = {
      ...d,
      jpy: { rate: d.jpy.rate, minimum: d.jpy.minimum, maximum: decimal('900') },
    };
    expect(feeScheduleFromItems([], base).jpy.maximum).toBe('900');
    expect(feeScheduleFromItems([{ name: 'feeMaximum.jpy', value: ' ' }], base).jpy.maximum).toBeUndefined();
  });
});
