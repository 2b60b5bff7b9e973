import { AMOUNT_CEILING } from './amounts';
import type { MarketCode, MarketCurrencyCode } from './currencies';
import { MARKET_CODES, MARKETS } from './currencies';
import type { Decimal } from './money';
import { decimal, div, gt, isPositive, lt, mul, parseServerDecimal, round } from './money';

/** The money limits of one market, each in the market's own currency. */
export interface MoneyLimits {
  /** The most one deposit may be. */
  readonly depositMaximum: Decimal;
  /** The least one withdrawal may be. */
  readonly withdrawalMinimum: Decimal;
  /** The most one withdrawal may be. */
  readonly withdrawalMaximum: Decimal;
  /**
   * The credit quota per credit-score point: loans (pending or approved) and outstanding stock credits of the
   * market together may reach credit score × this.
   */
  readonly quotaPerPoint: Decimal;
}

/** Money limits of every market (config items `depositMax.<market>` and the like). */
export type LimitSchedule = Readonly<Record<MarketCode, MoneyLimits>>;

/**
 * The yen limits: deposit maximum 500,000 (spec sections 5 and 9, the first reading: the larger one,
 * 10,000,000,000, is the ceiling of every amount, `AMOUNT_CEILING`), withdrawal minimum 30,000 (section 9),
 * withdrawal maximum 10,000,000 (the spec names none; 10 million yen is the highest daily transfer limit Japanese
 * internet banks let a customer set, so no bank would take more in one payment) and 10,000 yen of quota per
 * credit point (80 points, the default score, give 800,000 yen).
 */
export const YEN_LIMITS: MoneyLimits = {
  depositMaximum: decimal('500000'),
  withdrawalMinimum: decimal('30000'),
  withdrawalMaximum: decimal('10000000'),
  quotaPerPoint: decimal('10000'),
};

/**
 * Reference units of each market currency per US dollar, the fixed rates the defaults are converted at (the
 * reference server quotes the same by default): 150 yen and 7.2 yuan.
 */
export const REFERENCE_PER_USD: Readonly<Record<MarketCurrencyCode, Decimal>> = {
  JPY: decimal('150'),
  USD: decimal('1'),
  CNY: decimal('7.2'),
};

/** Significant digits a converted limit keeps: a limit a customer reads is a round figure. */
const SIGNIFICANT = 2;

/**
 * A limit converted from one currency into another (THE conversion rule of the limits): `amount` × `rate`,
 * rounded to two significant digits, down for a maximum or a quota (never worth more than the original) and
 * up for a minimum (never worth less): 500,000 yen at 1/150 is $3,333.33, so $3,300; 30,000 yen at 0.048 is
 * 1,440 yuan, so 1,500. A broker that wants other figures configures them per market.
 */
export function convertLimit(amount: Decimal, rate: Decimal, direction: 'down' | 'up'): Decimal {
  // A rate from a division (1/150) carries a rounding of its 20th decimal: 30,000 × 1/150 must be 200, not a
  // hair above it rounded up to 210.
  const exact = round(mul(amount, rate), 12, 'halfUp');
  if (!isPositive(exact)) return decimal('0');
  const whole = exact.split('.')[0] ?? '0';
  const magnitude = whole === '0' ? -((exact.split('.')[1] ?? '').search(/[1-9]/) + 1) + 1 : whole.length;
  return round(exact, SIGNIFICANT - magnitude, direction);
}

/** The yen limits in another market's currency by {@link convertLimit}, at `yenRate` units per yen. */
export function limitsFromYen(yen: MoneyLimits, yenRate: Decimal): MoneyLimits {
  return {
    depositMaximum: convertLimit(yen.depositMaximum, yenRate, 'down'),
    withdrawalMinimum: convertLimit(yen.withdrawalMinimum, yenRate, 'up'),
    withdrawalMaximum: convertLimit(yen.withdrawalMaximum, yenRate, 'down'),
    quotaPerPoint: convertLimit(yen.quotaPerPoint, yenRate, 'down'),
  };
}

/** Units of `currency` per yen at the reference rates. */
export function referenceYenRate(currency: MarketCurrencyCode): Decimal {
  return div(REFERENCE_PER_USD[currency], REFERENCE_PER_USD.JPY);
}

/**
 * The limit schedule from yen limits: yen as given, the other markets converted at the reference rates
 * ({@link convertLimit}). The defaults: deposit maximum ¥500,000 / $3,300 / 元24,000; withdrawal minimum
 * ¥30,000 / $200 / 元1,500; withdrawal maximum ¥10,000,000 / $66,000 / 元480,000; quota per point ¥10,000 /
 * $66 / 元480.
 */
export function scheduleFromYen(yen: MoneyLimits = YEN_LIMITS): LimitSchedule {
  return Object.fromEntries(
    MARKET_CODES.map((m) => {
      const currency = MARKETS[m].currency;
      return [m, currency === 'JPY' ? yen : limitsFromYen(yen, referenceYenRate(currency))];
    }),
  ) as Record<MarketCode, MoneyLimits>;
}

/** Every market's default limits ({@link scheduleFromYen} of {@link YEN_LIMITS}). */
export const DEFAULT_LIMIT_SCHEDULE: LimitSchedule = scheduleFromYen();

/** The config item names of a market's limits, as the reference server publishes them. */
export const LIMIT_ITEMS = {
  depositMaximum: 'depositMax',
  withdrawalMinimum: 'withdrawMin',
  withdrawalMaximum: 'withdrawMax',
  quotaPerPoint: 'quotaPerPoint',
} as const satisfies Record<keyof MoneyLimits, string>;

function positive(value: string | undefined): Decimal | null {
  if (value === undefined) return null;
  const parsed = parseServerDecimal(value);
  return parsed.ok && isPositive(parsed.value) && !gt(parsed.value, AMOUNT_CEILING) ? parsed.value : null;
}

/**
 * The limits from config items `depositMax.<market>`, `withdrawMin.<market>`, `withdrawMax.<market>` and
 * `quotaPerPoint.<market>` (each in the market's currency) over `base`. A missing, unreadable or non-positive
 * value, one above `AMOUNT_CEILING`, or a maximum below the minimum keeps `base`'s, so a broken back-office
 * entry never disables a limit.
 */
export function limitScheduleFromItems(
  items: readonly { readonly name: string; readonly value: string }[],
  base: LimitSchedule = DEFAULT_LIMIT_SCHEDULE,
): LimitSchedule {
  const get = (name: string) => items.find((i) => i.name === name)?.value;
  return Object.fromEntries(
    MARKET_CODES.map((m) => {
      const read = (key: keyof MoneyLimits) => positive(get(`${LIMIT_ITEMS[key]}.${m}`)) ?? base[m][key];
      const limits: MoneyLimits = {
        depositMaximum: read('depositMaximum'),
        withdrawalMinimum: read('withdrawalMinimum'),
        withdrawalMaximum: read('withdrawalMaximum'),
        quotaPerPoint: read('quotaPerPoint'),
      };
      const sound = !lt(limits.withdrawalMaximum, limits.withdrawalMinimum);
      return [m, sound ? limits : base[m]];
    }),
  ) as Record<MarketCode, MoneyLimits>;
}

/** The credit quota of a market: credit score × quota per point. */
export function creditQuota(score: number, limits: MoneyLimits): Decimal {
  return mul(decimal(String(Math.max(0, Math.trunc(score)))), limits.quotaPerPoint);
}
