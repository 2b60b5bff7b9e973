import type { Decimal, FeeRule, FeeSchedule, MarginLevels, MarginSchedule, MarketCode } from '@tsumiki/sdk';
import {
  DEFAULT_FEE_SCHEDULE,
  DEFAULT_LEVERAGES,
  DEFAULT_MARGIN_SCHEDULE,
  DEFAULT_MINIMUM_CREDIT_SCORE,
  decimal,
  MARKET_CODES,
  money,
} from '@tsumiki/sdk';
import type { RateLimits } from './http/rateLimit';
import { DEFAULT_RATE_LIMITS } from './http/rateLimit';
import type { Clock } from './market';
import { systemClock } from './market';

/** Everything a broker may tune; defaults below, overridable by environment variables (see README). */
export interface ServerConfig {
  /** Deposit maximum per deposit. Default 500,000 (the spec's first reading; the other is 10,000,000,000). */
  depositMax: Decimal;
  /** Withdrawal minimum. Default 30,000. */
  withdrawMin: Decimal;
  /** Credit score needed to withdraw and borrow. Default the SDK's (60). */
  minCreditScore: number;
  /** Loan and stock-credit quota per credit point, in the market currency. Default 10,000 (jpy). */
  quotaPerPoint: Decimal;
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
  /** Limits on register, uploads and orders, counted in the database; false for none. Default DEFAULT_RATE_LIMITS. */
  rateLimits: RateLimits | false;
}

export const DEFAULT_CONFIG: ServerConfig = {
  depositMax: decimal('500000'),
  withdrawMin: decimal('30000'),
  minCreditScore: DEFAULT_MINIMUM_CREDIT_SCORE,
  quotaPerPoint: decimal('10000'),
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
};

/**
 * The configuration from environment variables over the defaults: TSUMIKI_DEPOSIT_MAX, TSUMIKI_WITHDRAW_MIN,
 * TSUMIKI_MIN_CREDIT_SCORE, TSUMIKI_QUOTA_PER_POINT, TSUMIKI_LEVERAGES (comma list), the fee schedule
 * (TSUMIKI_FEE_RATE, TSUMIKI_FEE_MINIMUM, TSUMIKI_FEE_MAXIMUM for every market, each overridden per market by
 * the same name with _JPY, _USD or _CNY; see {@link feesFromEnv}), the margin levels (TSUMIKI_MARGIN_CALL_LEVEL and
 * TSUMIKI_STOP_OUT_LEVEL, per market likewise; see {@link marginFromEnv}), TSUMIKI_SESSION_IDLE_MINUTES,
 * TSUMIKI_SESSION_MAX_HOURS, TSUMIKI_KEFU_URL, TSUMIKI_LOGO_URL, TSUMIKI_SITE_NAME, TSUMIKI_UPLOAD_MAX_SIDE (at
 * most 8000), TSUMIKI_UPLOAD_MAX_PIXELS, TSUMIKI_RATE_LIMITS (`off` for none; or `register=N,upload=N,order=N`
 * to set the per-account (per-address for register) counts of the default windows, addresses allowed 3x as many
 * uploads and 10x as many orders).
 */
export function configFromEnv(env: NodeJS.ProcessEnv, base: ServerConfig = DEFAULT_CONFIG): ServerConfig {
  const c = { ...base };
  if (env.TSUMIKI_DEPOSIT_MAX) c.depositMax = decimal(env.TSUMIKI_DEPOSIT_MAX);
  if (env.TSUMIKI_WITHDRAW_MIN) c.withdrawMin = decimal(env.TSUMIKI_WITHDRAW_MIN);
  if (env.TSUMIKI_MIN_CREDIT_SCORE) c.minCreditScore = Number(env.TSUMIKI_MIN_CREDIT_SCORE);
  if (env.TSUMIKI_QUOTA_PER_POINT) c.quotaPerPoint = decimal(env.TSUMIKI_QUOTA_PER_POINT);
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
  return c;
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
 * The fee schedule is published per market under the names the SDK reads (`feeRate.<market>`,
 * `feeMinimum.<market>`, `feeMaximum.<market>`, the maximum empty for none), so a client's order preview
 * computes exactly the fee `buyStock` and `closePosition` charge. The margin levels go out the same way
 * (`marginCallLevel.<market>`, `stopOutLevel.<market>`), so the app shows the stop-out price the server enforces.
 */
export function publicConfigItems(c: ServerConfig): { name: string; value: string }[] {
  return [
    { name: 'siteName', value: c.siteName },
    { name: 'logo', value: c.logo },
    { name: 'kefu', value: c.kefu },
    { name: 'depositMax', value: c.depositMax },
    { name: 'withdrawMin', value: c.withdrawMin },
    { name: 'minCreditScore', value: String(c.minCreditScore) },
    { name: 'leverages', value: c.leverages.join(',') },
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
    if (kind === 'register') r.register.ip.limit = n;
    if (kind === 'upload' || kind === 'order') {
      // An address keeps the default's multiple of the account's count: 3 for uploads, 10 for orders.
      const multiple = base[kind].ip.limit / base[kind].account.limit;
      r[kind].account.limit = n;
      r[kind].ip.limit = Math.round(n * multiple);
    }
  }
  return r;
}
