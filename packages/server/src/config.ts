import { availableParallelism } from 'node:os';
import type {
  Decimal,
  FeeRule,
  FeeSchedule,
  LimitSchedule,
  MarginLevels,
  MarginSchedule,
  MarketCode,
  MarketCurrencyCode,
  MoneyLimits,
} from '@tsumiki/sdk';
import {
  AMOUNT_CEILING,
  DEFAULT_FEE_SCHEDULE,
  DEFAULT_LEVERAGES,
  DEFAULT_MARGIN_SCHEDULE,
  DEFAULT_MINIMUM_CREDIT_SCORE,
  decimal,
  LIMIT_ITEMS,
  limitsFromYen,
  MARKET_CODES,
  MARKETS,
  money,
  REFERENCE_PER_USD,
  YEN_LIMITS,
} from '@tsumiki/sdk';
import type { RateLimits } from './http/rateLimit';
import { DEFAULT_RATE_LIMITS } from './http/rateLimit';
import type { Clock } from './market';
import { systemClock } from './market';

/** Everything a broker may tune; defaults below, overridable by environment variables (see README). */
export interface ServerConfig {
  /**
   * Money limits per market, each in the market's own currency: deposit maximum, withdrawal minimum and maximum,
   * credit quota per credit point (loans and stock credits share it). Default the SDK's `DEFAULT_LIMIT_SCHEDULE`
   * (yen: 500,000, 30,000, 10,000,000, 10,000; the other markets those figures converted by `convertLimit`).
   */
  limits: LimitSchedule;
  /** Credit score needed to withdraw and borrow. Default the SDK's (60). */
  minCreditScore: number;
  /** Currency exchange: the pairs offered and their rates, the one source `exchange` and the app read. */
  fx: FxConfig;
  leverages: readonly number[];
  /** Fee rule per market (rate, minimum and optional maximum in the market's currency). Default the SDK's. */
  fees: FeeSchedule;
  /**
   * Margin-call and stop-out levels per market, in percent of a book's initial margin. Default the SDK's
   * (70 and 50 in every market; docs/backend.md "Margin call and stop-out" says why).
   */
  margin: MarginSchedule;
  /** Session idle and absolute lifetimes. Default 30 minutes idle, 12 hours absolute. */
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  /** log2 of scrypt's N for new hashes. Default 17 (OWASP); tests may lower it, never production. */
  passwordCost: number;
  /** Upload cap in bytes. Default 5 MiB (the contract). */
  uploadMaxBytes: number;
  /** Longest side of an uploaded image in pixels. Default 8000 (the contract's maximum). */
  uploadMaxSide: number;
  /**
   * Most pixels (width × height) in an uploaded image, against pixel floods whose sides each pass. Default
   * 40,000,000: a 48-megapixel phone photo is refused, the 12-megapixel one phones save by default passes.
   */
  uploadMaxPixels: number;
  /** The `logo` config item: a broker's logo URL. Default empty, so the app shows its brand file's logo. */
  logo: string;
  kefu: string;
  siteName: string;
  /**
   * Limits per address on sign-in, register and the calls that need no session, per account and address on
   * uploads and orders, counted in the database; false for none. Default DEFAULT_RATE_LIMITS. The lockouts of
   * the login and funds passwords (src/auth/throttle.ts) hold whatever this says.
   */
  rateLimits: RateLimits | false;
  /**
   * Password hashes (scrypt, ~400 ms of a core and 128 MiB each) run at once. Default one less than the cores,
   * at least 1 and at most 3 (libuv's pool has 4 threads, which file reads and compression need too), so a
   * sign-in flood always leaves a core and a thread to everything else.
   */
  hashConcurrency: number;
  /** Password hashes that may wait for a turn; past that, `request.tooFrequent` at once. Default 32. */
  hashQueue: number;
  /**
   * Origins besides the server's own (its `Host`) whose pages may post to the API, exactly as a browser sends
   * `Origin` (`https://app.broker.example`). Default none: only same-origin posts (CSRF, login CSRF included).
   */
  allowedOrigins: readonly string[];
  /** Most time for a request's headers to arrive, in ms (then 408). Default 10,000. */
  headersTimeoutMs: number;
  /** Most time for a whole request (headers and body) to arrive, in ms (then 408). Default 60,000. */
  requestTimeoutMs: number;
}

/** One exchangeable pair: units of `to` per unit of `from`. */
export interface ExchangePair {
  from: MarketCurrencyCode;
  to: MarketCurrencyCode;
  rate: Decimal;
}

/** What currency exchange offers: reference units per US dollar, and the pairs with their rates. */
export interface FxConfig {
  /** Units of each market currency per US dollar (USD itself 1): cross rates and the limits' conversion. */
  perUsd: Readonly<Record<MarketCurrencyCode, Decimal>>;
  /** The pairs `exchange` takes and `listExchangeRates` answers, nothing else. */
  pairs: readonly ExchangePair[];
}

const FX_CURRENCIES: readonly MarketCurrencyCode[] = ['JPY', 'USD', 'CNY'];

/** Units of `to` per unit of `from` from a per-dollar table, to 8 places (the rate the ledger applies). */
export function crossRate(
  perUsd: Readonly<Record<MarketCurrencyCode, Decimal>>,
  from: MarketCurrencyCode,
  to: MarketCurrencyCode,
): Decimal {
  return money.round(money.div(perUsd[to], perUsd[from]), 8);
}

/** Every ordered pair of the market currencies at the cross rates of `perUsd`. */
export function allPairs(perUsd: Readonly<Record<MarketCurrencyCode, Decimal>>): ExchangePair[] {
  return FX_CURRENCIES.flatMap((from) =>
    FX_CURRENCIES.filter((to) => to !== from).map((to) => ({ from, to, rate: crossRate(perUsd, from, to) })),
  );
}

export const DEFAULT_CONFIG: ServerConfig = {
  limits: limitsAt(YEN_LIMITS, REFERENCE_PER_USD),
  minCreditScore: DEFAULT_MINIMUM_CREDIT_SCORE,
  fx: { perUsd: REFERENCE_PER_USD, pairs: allPairs(REFERENCE_PER_USD) },
  leverages: DEFAULT_LEVERAGES,
  fees: DEFAULT_FEE_SCHEDULE,
  margin: DEFAULT_MARGIN_SCHEDULE,
  sessionIdleMinutes: 30,
  sessionMaxHours: 12,
  passwordCost: 17,
  uploadMaxBytes: 5 * 1024 * 1024,
  uploadMaxSide: 8000,
  uploadMaxPixels: 40_000_000,
  logo: '',
  kefu: 'https://example.com/support',
  siteName: 'Tsumiki',
  rateLimits: DEFAULT_RATE_LIMITS,
  hashConcurrency: Math.max(1, Math.min(3, availableParallelism() - 1)),
  hashQueue: 32,
  allowedOrigins: [],
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
};

/**
 * The configuration from environment variables over the defaults: the money limits (see {@link limitsFromEnv}),
 * the exchange (see {@link fxFromEnv}), TSUMIKI_MIN_CREDIT_SCORE, TSUMIKI_LEVERAGES (comma list), the fee schedule
 * (TSUMIKI_FEE_RATE, TSUMIKI_FEE_MINIMUM, TSUMIKI_FEE_MAXIMUM for every market, each overridden per market by
 * the same name with _JPY, _USD or _CNY; see {@link feesFromEnv}), the margin levels (TSUMIKI_MARGIN_CALL_LEVEL and
 * TSUMIKI_STOP_OUT_LEVEL, per market likewise; see {@link marginFromEnv}), TSUMIKI_SESSION_IDLE_MINUTES,
 * TSUMIKI_SESSION_MAX_HOURS, TSUMIKI_KEFU_URL, TSUMIKI_LOGO_URL, TSUMIKI_SITE_NAME, TSUMIKI_UPLOAD_MAX_SIDE (at
 * most 8000), TSUMIKI_UPLOAD_MAX_PIXELS, TSUMIKI_RATE_LIMITS (`off` for none; or
 * `register=N,login=N,public=N,upload=N,order=N` to set the per-account (per-address for register, login and
 * public) counts of the default windows, addresses allowed 3x as many uploads and 10x as many orders),
 * TSUMIKI_HASH_CONCURRENCY, TSUMIKI_HASH_QUEUE, TSUMIKI_ALLOWED_ORIGINS (comma list of origins),
 * TSUMIKI_HEADERS_TIMEOUT_SECONDS, TSUMIKI_REQUEST_TIMEOUT_SECONDS.
 */
export function configFromEnv(env: NodeJS.ProcessEnv, base: ServerConfig = DEFAULT_CONFIG): ServerConfig {
  const c = { ...base };
  c.fx = fxFromEnv(env, base.fx);
  c.limits = limitsFromEnv(env, c.fx.perUsd, base === DEFAULT_CONFIG ? undefined : base.limits);
  if (env.TSUMIKI_MIN_CREDIT_SCORE) c.minCreditScore = Number(env.TSUMIKI_MIN_CREDIT_SCORE);
  if (env.TSUMIKI_LEVERAGES) c.leverages = env.TSUMIKI_LEVERAGES.split(',').map(Number);
  c.fees = feesFromEnv(env, base.fees);
  c.margin = marginFromEnv(env, base.margin);
  if (env.TSUMIKI_SESSION_IDLE_MINUTES) c.sessionIdleMinutes = Number(env.TSUMIKI_SESSION_IDLE_MINUTES);
  if (env.TSUMIKI_SESSION_MAX_HOURS) c.sessionMaxHours = Number(env.TSUMIKI_SESSION_MAX_HOURS);
  if (env.TSUMIKI_KEFU_URL) c.kefu = env.TSUMIKI_KEFU_URL;
  if (env.TSUMIKI_LOGO_URL) c.logo = env.TSUMIKI_LOGO_URL;
  if (env.TSUMIKI_SITE_NAME) c.siteName = env.TSUMIKI_SITE_NAME;
  // The contract promises at most 8000 a side: a broker may lower the limits, never raise them past it.
  const side = Number(env.TSUMIKI_UPLOAD_MAX_SIDE);
  if (Number.isInteger(side) && side > 0) c.uploadMaxSide = Math.min(side, DEFAULT_CONFIG.uploadMaxSide);
  const pixels = Number(env.TSUMIKI_UPLOAD_MAX_PIXELS);
  if (Number.isInteger(pixels) && pixels > 0) c.uploadMaxPixels = pixels;
  if (env.TSUMIKI_RATE_LIMITS) c.rateLimits = rateLimitsFrom(env.TSUMIKI_RATE_LIMITS, DEFAULT_RATE_LIMITS);
  const count = (text: string | undefined, min: number): number | undefined => {
    const n = Number(text);
    return text && Number.isInteger(n) && n >= min ? n : undefined;
  };
  c.hashConcurrency = count(env.TSUMIKI_HASH_CONCURRENCY, 1) ?? c.hashConcurrency;
  c.hashQueue = count(env.TSUMIKI_HASH_QUEUE, 0) ?? c.hashQueue;
  if (env.TSUMIKI_ALLOWED_ORIGINS)
    c.allowedOrigins = env.TSUMIKI_ALLOWED_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean);
  const headers = count(env.TSUMIKI_HEADERS_TIMEOUT_SECONDS, 1);
  if (headers) c.headersTimeoutMs = headers * 1000;
  const request = count(env.TSUMIKI_REQUEST_TIMEOUT_SECONDS, 1);
  if (request) c.requestTimeoutMs = request * 1000;
  return c;
}

/** The limits of every market at a per-dollar table: yen as given, the others converted by the SDK's rule. */
export function limitsAt(
  yen: MoneyLimits,
  perUsd: Readonly<Record<MarketCurrencyCode, Decimal>>,
): LimitSchedule {
  return Object.fromEntries(
    MARKET_CODES.map((m) => {
      const currency = MARKETS[m].currency;
      return [m, currency === 'JPY' ? yen : limitsFromYen(yen, money.div(perUsd[currency], perUsd.JPY))];
    }),
  ) as Record<MarketCode, MoneyLimits>;
}

const LIMIT_ENV: Record<keyof MoneyLimits, string> = {
  depositMaximum: 'TSUMIKI_DEPOSIT_MAX',
  withdrawalMinimum: 'TSUMIKI_WITHDRAW_MIN',
  withdrawalMaximum: 'TSUMIKI_WITHDRAW_MAX',
  quotaPerPoint: 'TSUMIKI_QUOTA_PER_POINT',
};

/**
 * The money limits from the environment. Each limit is defined once per market in the market's own currency:
 * `TSUMIKI_DEPOSIT_MAX_USD` (and `_JPY`, `_CNY`; likewise `TSUMIKI_WITHDRAW_MIN_*`, `TSUMIKI_WITHDRAW_MAX_*`,
 * `TSUMIKI_QUOTA_PER_POINT_*`). A market without its own value takes the yen figure (`TSUMIKI_DEPOSIT_MAX`, in
 * yen, default the SDK's `YEN_LIMITS`) converted once, at start, by the SDK's `convertLimit` at the
 * configured reference rates (`TSUMIKI_FX_PER_USD`): two significant digits, down for a maximum or quota, up for
 * a minimum. Throws on a value that is not a positive decimal of at most 2 places up to 10,000,000,000, or a
 * withdrawal maximum below its minimum: a server must not enforce something other than what it was told.
 */
export function limitsFromEnv(
  env: NodeJS.ProcessEnv,
  perUsd: Readonly<Record<MarketCurrencyCode, Decimal>>,
  base?: LimitSchedule,
): LimitSchedule {
  const read = (name: string): Decimal | undefined => {
    const text = env[name];
    if (!text) return undefined;
    const value = decimal(text);
    const places = value.split('.')[1]?.length ?? 0;
    if (!money.isPositive(value) || places > 2 || money.gt(value, AMOUNT_CEILING)) {
      throw new RangeError(`${name} must be a positive amount of at most 2 decimals up to ${AMOUNT_CEILING}`);
    }
    return value;
  };
  const yen = Object.fromEntries(
    (Object.keys(LIMIT_ENV) as (keyof MoneyLimits)[]).map((k) => [k, read(LIMIT_ENV[k]) ?? YEN_LIMITS[k]]),
  ) as unknown as MoneyLimits;
  const converted = base ?? limitsAt(yen, perUsd);
  return Object.fromEntries(
    MARKET_CODES.map((m) => {
      const own = Object.fromEntries(
        (Object.keys(LIMIT_ENV) as (keyof MoneyLimits)[]).map((k) => [
          k,
          read(`${LIMIT_ENV[k]}_${m.toUpperCase()}`) ?? (m === 'jpy' ? yen[k] : converted[m][k]),
        ]),
      ) as unknown as MoneyLimits;
      if (money.lt(own.withdrawalMaximum, own.withdrawalMinimum)) {
        throw new RangeError(`the withdrawal maximum of ${m} is below its minimum`);
      }
      return [m, own];
    }),
  ) as Record<MarketCode, MoneyLimits>;
}

/**
 * The exchange from the environment: `TSUMIKI_FX_PER_USD` (`JPY=150,CNY=7.2`: units per US dollar of the other
 * market currencies; default the SDK's `REFERENCE_PER_USD`), and `TSUMIKI_EXCHANGE_PAIRS`, the pairs offered,
 * comma-separated, each `FROM/TO` at the cross rate of that table or `FROM/TO=RATE` at its own rate (default:
 * every pair of JPY, USD and CNY at the cross rates; `none` offers no exchange). Only market currencies can be
 * exchanged (no account holds another); throws on anything else, a pair of one currency or a rate that is not
 * positive.
 */
export function fxFromEnv(env: NodeJS.ProcessEnv, base: FxConfig): FxConfig {
  const perUsd: Record<MarketCurrencyCode, Decimal> = { ...base.perUsd };
  const fx = (c: string): MarketCurrencyCode => {
    if (!(FX_CURRENCIES as readonly string[]).includes(c)) {
      throw new RangeError(`${c} is not a market currency (JPY, USD, CNY): no account could hold it`);
    }
    return c as MarketCurrencyCode;
  };
  const positiveRate = (text: string, what: string): Decimal => {
    const value = decimal(text);
    if (!money.isPositive(value)) throw new RangeError(`${what} must be a positive rate`);
    return value;
  };
  if (env.TSUMIKI_FX_PER_USD) {
    for (const pair of env.TSUMIKI_FX_PER_USD.split(',')) {
      const [code = '', value = ''] = pair.trim().split('=');
      const currency = fx(code.trim());
      if (currency !== 'USD') perUsd[currency] = positiveRate(value.trim(), `TSUMIKI_FX_PER_USD ${currency}`);
    }
  }
  const text = env.TSUMIKI_EXCHANGE_PAIRS?.trim();
  let pairs: ExchangePair[];
  if (!text) pairs = env.TSUMIKI_FX_PER_USD ? allPairs(perUsd) : [...base.pairs];
  else if (text === 'none') pairs = [];
  else {
    pairs = text.split(',').map((entry) => {
      const [names = '', rateText] = entry.trim().split('=');
      const [fromText = '', toText = ''] = names.split('/');
      const from = fx(fromText.trim());
      const to = fx(toText.trim());
      if (from === to)
        throw new RangeError(`TSUMIKI_EXCHANGE_PAIRS: ${entry} exchanges a currency for itself`);
      const rate = rateText
        ? positiveRate(rateText.trim(), `TSUMIKI_EXCHANGE_PAIRS ${entry}`)
        : crossRate(perUsd, from, to);
      return { from, to, rate };
    });
  }
  return { perUsd, pairs };
}

const FEE_ENV = { rate: 'TSUMIKI_FEE_RATE', minimum: 'TSUMIKI_FEE_MINIMUM', maximum: 'TSUMIKI_FEE_MAXIMUM' };

/**
 * The fee schedule from the environment over `base`: for each of rate, minimum and maximum, the market's own
 * variable (`TSUMIKI_FEE_RATE_USD`) wins over the all-markets one (`TSUMIKI_FEE_RATE`), which wins over
 * `base`. A minimum or maximum is in the market's currency, so set them per market; a maximum of `none`
 * removes it. Throws on a value that is not a non-negative decimal, or a maximum below the minimum: a server
 * must not start charging something other than what it was told.
 */
export function feesFromEnv(env: NodeJS.ProcessEnv, base: FeeSchedule): FeeSchedule {
  const rule = (m: MarketCode): FeeRule => {
    const read = (key: keyof typeof FEE_ENV): string | undefined =>
      env[`${FEE_ENV[key]}_${m.toUpperCase()}`] || env[FEE_ENV[key]] || undefined;
    const amount = (key: keyof typeof FEE_ENV, text: string): Decimal => {
      const value = decimal(text);
      if (money.isNegative(value)) throw new RangeError(`${FEE_ENV[key]} (${m}) must not be negative`);
      return value;
    };
    const rateText = read('rate');
    const minimumText = read('minimum');
    const maximumText = read('maximum');
    const rate = rateText ? amount('rate', rateText) : base[m].rate;
    const minimum = minimumText ? amount('minimum', minimumText) : base[m].minimum;
    const maximum =
      maximumText === 'none' ? undefined : maximumText ? amount('maximum', maximumText) : base[m].maximum;
    if (maximum !== undefined && money.lt(maximum, minimum)) {
      throw new RangeError(`TSUMIKI_FEE_MAXIMUM (${m}) is below the minimum`);
    }
    return maximum === undefined ? { rate, minimum } : { rate, minimum, maximum };
  };
  return { jpy: rule('jpy'), usd: rule('usd'), cny: rule('cny') };
}

const MARGIN_ENV = { marginCall: 'TSUMIKI_MARGIN_CALL_LEVEL', stopOut: 'TSUMIKI_STOP_OUT_LEVEL' };

/**
 * The margin levels from the environment over `base`, percent of a book's initial margin: the market's own
 * variable (`TSUMIKI_STOP_OUT_LEVEL_USD`) wins over the all-markets one (`TSUMIKI_STOP_OUT_LEVEL`), which wins
 * over `base`. Throws on a level that is not a decimal in (0, 100], or a stop-out not below the margin call: a
 * server must not start closing books at levels it was not told.
 */
export function marginFromEnv(env: NodeJS.ProcessEnv, base: MarginSchedule): MarginSchedule {
  const levels = (m: MarketCode): MarginLevels => {
    const read = (key: keyof typeof MARGIN_ENV): Decimal => {
      const text = env[`${MARGIN_ENV[key]}_${m.toUpperCase()}`] || env[MARGIN_ENV[key]];
      if (!text) return base[m][key];
      const value = decimal(text);
      if (!money.isPositive(value) || money.gt(value, decimal('100'))) {
        throw new RangeError(`${MARGIN_ENV[key]} (${m}) must be above 0 and at most 100`);
      }
      return value;
    };
    const marginCall = read('marginCall');
    const stopOut = read('stopOut');
    if (!money.lt(stopOut, marginCall)) {
      throw new RangeError(`TSUMIKI_STOP_OUT_LEVEL (${m}) must be below TSUMIKI_MARGIN_CALL_LEVEL`);
    }
    return { marginCall, stopOut };
  };
  return { jpy: levels('jpy'), usd: levels('usd'), cny: levels('cny') };
}

/**
 * The clock from TSUMIKI_CLOCK_OFFSET_MS (default 0: the wall clock). Every process given the same offset (the
 * server's instances and the operator CLI) answers the same: the market stays a pure function of (shifted)
 * time. For demonstrations and the deployment test (a session that is open at any hour), never for real money.
 */
export function clockFromEnv(env: NodeJS.ProcessEnv): Clock {
  const offset = Number(env.TSUMIKI_CLOCK_OFFSET_MS || 0);
  if (!Number.isFinite(offset)) throw new Error('TSUMIKI_CLOCK_OFFSET_MS must be a number of milliseconds');
  return offset === 0 ? systemClock : { now: () => new Date(Date.now() + offset) };
}

/**
 * The public config items `getConfig` answers (written to config_items at start so the operator sees them).
 * The money limits and the fee schedule are published per market under the names the SDK reads
 * (`depositMax.<market>`, `withdrawMin.<market>`, `withdrawMax.<market>`, `quotaPerPoint.<market>`,
 * `feeRate.<market>`, `feeMinimum.<market>`, `feeMaximum.<market>`, the fee maximum empty for none), each in the
 * market's currency, so a client's forms refuse exactly what the server refuses and its order preview computes
 * exactly the fee `buyStock` and `closePosition` charge.
 */
export function publicConfigItems(c: ServerConfig): { name: string; value: string }[] {
  return [
    { name: 'siteName', value: c.siteName },
    { name: 'logo', value: c.logo },
    { name: 'kefu', value: c.kefu },
    { name: 'minCreditScore', value: String(c.minCreditScore) },
    { name: 'leverages', value: c.leverages.join(',') },
    ...MARKET_CODES.flatMap((m) =>
      (Object.keys(LIMIT_ITEMS) as (keyof MoneyLimits)[]).map((k) => ({
        name: `${LIMIT_ITEMS[k]}.${m}`,
        value: c.limits[m][k],
      })),
    ),
    ...MARKET_CODES.flatMap((m) => [
      { name: `feeRate.${m}`, value: c.fees[m].rate },
      { name: `feeMinimum.${m}`, value: c.fees[m].minimum },
      { name: `feeMaximum.${m}`, value: c.fees[m].maximum ?? '' },
      { name: `marginCallLevel.${m}`, value: c.margin[m].marginCall },
      { name: `stopOutLevel.${m}`, value: c.margin[m].stopOut },
    ]),
    { name: 'depositWindow', value: '00:00-23:59' },
    { name: 'withdrawWindow', value: '09:00-15:30' },
  ];
}

function rateLimitsFrom(text: string, base: RateLimits): RateLimits | false {
  if (text === 'off') return false;
  const r: RateLimits = structuredClone(base);
  for (const pair of text.split(',')) {
    const [kind, value] = pair.split('=');
    const n = Number(value);
    if (!Number.isInteger(n) || n <= 0) continue;
    if (kind === 'register' || kind === 'login' || kind === 'public') r[kind].ip.limit = n;
    if (kind === 'upload' || kind === 'order') {
      // An address keeps the default's multiple of the account's count: 3 for uploads, 10 for orders.
      const multiple = base[kind].ip.limit / base[kind].account.limit;
      r[kind].account.limit = n;
      r[kind].ip.limit = Math.round(n * multiple);
    }
  }
  return r;
}

/** Items earlier servers published and this one no longer does (one figure for every currency): removed at start. */
export const RETIRED_CONFIG_ITEMS: readonly string[] = ['depositMax', 'withdrawMin'];
