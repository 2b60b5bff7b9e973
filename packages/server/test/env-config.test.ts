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

describe('money limits per market (TSUMIKI_DEPOSIT_MAX and the like)', () => {
  const figures = (env: NodeJS.ProcessEnv) => {
    const { limits } = configFromEnv(env);
    return Object.fromEntries(
      (['jpy', 'usd', 'cny'] as const).map((m) => [
        m,
        [
          limits[m].depositMaximum,
          limits[m].withdrawalMinimum,
          limits[m].withdrawalMaximum,
          limits[m].quotaPerPoint,
        ],
      ]),
    );
  };
  it.each<[string, { given: NodeJS.ProcessEnv; want: Record<string, string[]> }]>([
    [
      'unset: each market its own figures, the yen ones converted once',
      {
        given: {},
        want: {
          jpy: ['500000', '30000', '10000000', '10000'],
          usd: ['3300', '200', '66000', '66'],
          cny: ['24000', '1500', '480000', '480'],
        },
      },
    ],
    [
      "a market's own value wins; the yen figure (the spec's other reading) converts for the rest",
      {
        given: { TSUMIKI_DEPOSIT_MAX: '10000000000', TSUMIKI_DEPOSIT_MAX_USD: '50000' },
        want: {
          jpy: ['10000000000', '30000', '10000000', '10000'],
          usd: ['50000', '200', '66000', '66'],
          cny: ['480000000', '1500', '480000', '480'],
        },
      },
    ],
    [
      'converted at the configured reference rates',
      {
        given: { TSUMIKI_FX_PER_USD: 'JPY=100,CNY=7' },
        want: {
          jpy: ['500000', '30000', '10000000', '10000'],
          usd: ['5000', '300', '100000', '100'],
          cny: ['35000', '2100', '700000', '700'],
        },
      },
    ],
  ])('%s', (_t, { given, want }) => expect(figures(given)).toEqual(want));

  it.each<[string, NodeJS.ProcessEnv, RegExp]>([
    ['three decimals', { TSUMIKI_WITHDRAW_MIN_USD: '200.005' }, /TSUMIKI_WITHDRAW_MIN_USD/],
    ['zero', { TSUMIKI_DEPOSIT_MAX_CNY: '0' }, /TSUMIKI_DEPOSIT_MAX_CNY/],
    ['above every amount', { TSUMIKI_DEPOSIT_MAX: '10000000001' }, /TSUMIKI_DEPOSIT_MAX/],
    ['a maximum below the minimum', { TSUMIKI_WITHDRAW_MAX_JPY: '1000' }, /withdrawal maximum of jpy/],
  ])('refuses to start on %s', (_t, env, message) => expect(() => configFromEnv(env)).toThrow(message));
});

describe('exchange pairs (TSUMIKI_EXCHANGE_PAIRS, TSUMIKI_FX_PER_USD)', () => {
  const pairs = (env: NodeJS.ProcessEnv) =>
    configFromEnv(env).fx.pairs.map((p) => `${p.from}/${p.to}=${p.rate}`);
  it.each<[string, { given: NodeJS.ProcessEnv; want: string[] }]>([
    [
      'unset: every pair of the market currencies at the cross rates',
      {
        given: {},
        want: [
          'JPY/USD=0.00666667',
          'JPY/CNY=0.048',
          'USD/JPY=150',
          'USD/CNY=7.2',
          'CNY/JPY=20.83333333',
          'CNY/USD=0.13888889',
        ],
      },
    ],
    [
      'the pairs named, at a rate of their own or the cross rate',
      {
        given: { TSUMIKI_EXCHANGE_PAIRS: 'USD/JPY=151.25, JPY/USD' },
        want: ['USD/JPY=151.25', 'JPY/USD=0.00666667'],
      },
    ],
    ['none', { given: { TSUMIKI_EXCHANGE_PAIRS: 'none' }, want: [] }],
  ])('%s', (_t, { given, want }) => expect(pairs(given)).toEqual(want));

  it.each<[string, NodeJS.ProcessEnv, RegExp]>([
    ['a currency no account holds', { TSUMIKI_EXCHANGE_PAIRS: 'USD/TWD' }, /TWD is not a market currency/],
    ['a currency for itself', { TSUMIKI_EXCHANGE_PAIRS: 'JPY/JPY' }, /for itself/],
    ['a rate of zero', { TSUMIKI_EXCHANGE_PAIRS: 'USD/JPY=0' }, /positive rate/],
  ])('refuses to start on %s', (_t, env, message) => expect(() => configFromEnv(env)).toThrow(message));
});
