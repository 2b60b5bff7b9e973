import { describe, expect, it } from 'vitest';
import { clockFromEnv, configFromEnv } from '../src/config';
import type { RateLimits } from '../src/http/rateLimit';
import { DEFAULT_RATE_LIMITS } from '../src/http/rateLimit';

// What the documented environment variables do (README's table, deploy/env.example).

type Counts = [
  register: number,
  uploadAccount: number,
  uploadIp: number,
  orderAccount: number,
  orderIp: number,
];
const counts = (r: RateLimits): Counts => [
  r.register.ip.limit,
  r.upload.account.limit,
  r.upload.ip.limit,
  r.order.account.limit,
  r.order.ip.limit,
];

describe('TSUMIKI_RATE_LIMITS', () => {
  it.each<[string, { given: string | undefined; want: Counts | false }]>([
    ['unset: the defaults', { given: undefined, want: [10, 20, 60, 60, 600] }],
    ['off', { given: 'off', want: false }],
    // An address keeps the default's multiple of the account count: 3 for uploads, 10 for orders.
    ['every kind', { given: 'register=5,upload=4,order=7', want: [5, 4, 12, 7, 70] }],
    ['uploads only', { given: 'upload=30', want: [10, 30, 90, 60, 600] }],
    ['orders only', { given: 'order=120', want: [10, 20, 60, 120, 1200] }],
    [
      'a count that is not a positive integer is ignored',
      { given: 'upload=0,order=x,register=-1', want: [10, 20, 60, 60, 600] },
    ],
  ])('%s', (_title, { given, want }) => {
    const limits = configFromEnv(given === undefined ? {} : { TSUMIKI_RATE_LIMITS: given }).rateLimits;
    expect(limits === false ? false : counts(limits)).toEqual(want);
  });

  it('keeps the default windows', () => {
    const limits = configFromEnv({ TSUMIKI_RATE_LIMITS: 'register=5,upload=4,order=7' }).rateLimits;
    if (!limits) throw new Error('limits turned off');
    expect(limits.order.ip.windowSeconds).toBe(DEFAULT_RATE_LIMITS.order.ip.windowSeconds);
    expect(limits.upload.account.windowSeconds).toBe(DEFAULT_RATE_LIMITS.upload.account.windowSeconds);
  });
});

describe('TSUMIKI_CLOCK_OFFSET_MS', () => {
  it.each<[string, { given: string | undefined; want: number }]>([
    ['unset: the wall clock', { given: undefined, want: 0 }],
    ['zero', { given: '0', want: 0 }],
    ['a day ahead', { given: '86400000', want: 86_400_000 }],
    ['two hours back', { given: '-7200000', want: -7_200_000 }],
  ])('%s', (_title, { given, want }) => {
    const clock = clockFromEnv(given === undefined ? {} : { TSUMIKI_CLOCK_OFFSET_MS: given });
    const before = Date.now();
    const shifted = clock.now().getTime() - want;
    expect(shifted).toBeGreaterThanOrEqual(before);
    expect(shifted).toBeLessThanOrEqual(Date.now());
  });

  it('refuses an offset that is not a number', () => {
    expect(() => clockFromEnv({ TSUMIKI_CLOCK_OFFSET_MS: 'tomorrow' })).toThrow(/TSUMIKI_CLOCK_OFFSET_MS/);
  });
});

describe('TSUMIKI_MARGIN_CALL_LEVEL and TSUMIKI_STOP_OUT_LEVEL', () => {
  type Levels = Record<'jpy' | 'usd' | 'cny', [marginCall: string, stopOut: string]>;
  it.each<[string, { given: Record<string, string>; want: Levels }]>([
    [
      'unset: 70 and 50 everywhere',
      { given: {}, want: { jpy: ['70', '50'], usd: ['70', '50'], cny: ['70', '50'] } },
    ],
    [
      'all markets, then one of its own',
      {
        given: {
          TSUMIKI_STOP_OUT_LEVEL: '40',
          TSUMIKI_MARGIN_CALL_LEVEL_CNY: '50',
          TSUMIKI_STOP_OUT_LEVEL_CNY: '30',
        },
        want: { jpy: ['70', '40'], usd: ['70', '40'], cny: ['50', '30'] },
      },
    ],
  ])('%s', (_title, { given, want }) => {
    const m = configFromEnv(given).margin;
    expect({
      jpy: [m.jpy.marginCall, m.jpy.stopOut],
      usd: [m.usd.marginCall, m.usd.stopOut],
      cny: [m.cny.marginCall, m.cny.stopOut],
    }).toEqual(want);
  });
  it.each<[string, Record<string, string>]>([
    ['a stop-out not below the margin call', { TSUMIKI_STOP_OUT_LEVEL_USD: '70' }],
    ['zero', { TSUMIKI_STOP_OUT_LEVEL: '0' }],
    ['above 100', { TSUMIKI_MARGIN_CALL_LEVEL: '101' }],
    ['not a number', { TSUMIKI_MARGIN_CALL_LEVEL: 'high' }],
  ])('refuses to start with %s', (_title, env) => expect(() => configFromEnv(env)).toThrow(RangeError));
});
