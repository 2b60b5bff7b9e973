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

describe('the doors', () => {
  it.each<[string, { given: NodeJS.ProcessEnv; want: Record<string, unknown> }]>([
    [
      'login and public limits per address',
      {
        given: { TSUMIKI_RATE_LIMITS: 'login=12,public=99' },
        want: { login: 12, public: 99, register: 10 },
      },
    ],
    [
      'hash queue and allowed origins',
      {
        given: {
          TSUMIKI_HASH_CONCURRENCY: '2',
          TSUMIKI_HASH_QUEUE: '0',
          TSUMIKI_ALLOWED_ORIGINS: ' https://app.broker.example , https://cdn.broker.example,',
        },
        want: {
          hashConcurrency: 2,
          hashQueue: 0,
          allowedOrigins: ['https://app.broker.example', 'https://cdn.broker.example'],
        },
      },
    ],
    [
      'timeouts in seconds',
      {
        given: { TSUMIKI_HEADERS_TIMEOUT_SECONDS: '5', TSUMIKI_REQUEST_TIMEOUT_SECONDS: '30' },
        want: { headersTimeoutMs: 5000, requestTimeoutMs: 30_000 },
      },
    ],
    [
      'nonsense keeps the defaults',
      {
        given: {
          TSUMIKI_HASH_CONCURRENCY: '0',
          TSUMIKI_HASH_QUEUE: '-1',
          TSUMIKI_REQUEST_TIMEOUT_SECONDS: 'x',
        },
        want: { hashQueue: 32, requestTimeoutMs: 60_000 },
      },
    ],
  ])('%s', (_title, { given, want }) => {
    const c = configFromEnv(given);
    const limits = c.rateLimits as RateLimits;
    const got: Record<string, unknown> = {
      ...c,
      login: limits.login.ip.limit,
      public: limits.public.ip.limit,
      register: limits.register.ip.limit,
    };
    for (const [key, value] of Object.entries(want)) expect(got[key], key).toEqual(value);
    expect(c.hashConcurrency).toBeGreaterThanOrEqual(1);
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
