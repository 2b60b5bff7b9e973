import type { FeeSchedule } from '@tsumiki/sdk';
import { DEFAULT_FEE_SCHEDULE, decimal, feeScheduleFromItems } from '@tsumiki/sdk';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, feesFromEnv, publicConfigItems } from '../src/config';

type Case<G, W> = [title: string, { given: G; want: W }];
const d = DEFAULT_FEE_SCHEDULE;

describe('feesFromEnv', () => {
  const cases: Case<Record<string, string>, FeeSchedule>[] = [
    ['nothing set keeps the base', { given: {}, want: d }],
    [
      'all-market values apply everywhere',
      {
        given: { TSUMIKI_FEE_RATE: '0.002', TSUMIKI_FEE_MINIMUM: '1' },
        want: {
          jpy: { rate: decimal('0.002'), minimum: decimal('1') },
          usd: { rate: decimal('0.002'), minimum: decimal('1') },
          cny: { rate: decimal('0.002'), minimum: decimal('1') },
        },
      },
    ],
    [
      "a market's own value wins over the all-market one",
      {
        given: {
          TSUMIKI_FEE_RATE: '0.002',
          TSUMIKI_FEE_RATE_USD: '0.0045',
          TSUMIKI_FEE_MINIMUM_JPY: '500',
          TSUMIKI_FEE_MAXIMUM_JPY: '3000',
          TSUMIKI_FEE_MINIMUM_USD: '1.5',
        },
        want: {
          jpy: { rate: decimal('0.002'), minimum: decimal('500'), maximum: decimal('3000') },
          usd: { rate: decimal('0.0045'), minimum: decimal('1.5') },
          cny: { rate: decimal('0.002'), minimum: decimal('0') },
        },
      },
    ],
    [
      '`none` removes a maximum for one market',
      {
        given: { TSUMIKI_FEE_MAXIMUM: '100', TSUMIKI_FEE_MAXIMUM_CNY: 'none' },
        want: {
          jpy: { ...d.jpy, maximum: decimal('100') },
          usd: { ...d.usd, maximum: decimal('100') },
          cny: d.cny,
        },
      },
    ],
  ];
  it.each(cases)('%s', (_t, { given, want }) => expect(feesFromEnv(given, d)).toEqual(want));

  it.each<[string, Record<string, string>]>([
    ['a negative rate', { TSUMIKI_FEE_RATE_JPY: '-0.1' }],
    ['not a number', { TSUMIKI_FEE_MINIMUM: 'ten' }],
    ['a maximum below the minimum', { TSUMIKI_FEE_MINIMUM_USD: '5', TSUMIKI_FEE_MAXIMUM_USD: '1' }],
  ])('refuses to start on %s', (_t, env) => expect(() => feesFromEnv(env, d)).toThrow(RangeError));
});

describe('publicConfigItems', () => {
  it('publishes every market’s fee rule so the SDK reads back the schedule charged', () => {
    const fees = feesFromEnv(
      { TSUMIKI_FEE_RATE_JPY: '0.002', TSUMIKI_FEE_MINIMUM_JPY: '500', TSUMIKI_FEE_MAXIMUM_CNY: '50' },
      d,
    );
    const items = publicConfigItems({ ...DEFAULT_CONFIG, fees });
    expect(items.filter((i) => i.name.startsWith('fee'))).toEqual([
      { name: 'feeRate.jpy', value: '0.002' },
      { name: 'feeMinimum.jpy', value: '500' },
      { name: 'feeMaximum.jpy', value: '' },
      { name: 'feeRate.usd', value: '0.001' },
      { name: 'feeMinimum.usd', value: '0' },
      { name: 'feeMaximum.usd', value: '' },
      { name: 'feeRate.cny', value: '0.001' },
      { name: 'feeMinimum.cny', value: '0' },
      { name: 'feeMaximum.cny', value: '50' },
    ]);
    expect(feeScheduleFromItems(items)).toEqual(fees);
  });
});
