import type { MarketCode } from './currencies';
import { MARKET_CODES } from './currencies';
import type { FeeRule, FeeSchedule } from './fees';
import { DEFAULT_FEE_SCHEDULE, DEFAULT_LEVERAGES } from './fees';
import type { LimitSchedule } from './limits';
import { DEFAULT_LIMIT_SCHEDULE, limitScheduleFromItems } from './limits';
import type { MarginSchedule } from './margin';
import { DEFAULT_MARGIN_SCHEDULE, marginScheduleFromItems } from './margin';
import type { Decimal } from './money';
import { isNegative, parseServerDecimal } from './money';

/** The broker-tunable numbers the rules take. */
export interface RulesConfig {
  /**
   * Money limits per market, each in the market's own currency: deposit maximum, withdrawal minimum and
   * maximum, credit quota per point. Default {@link DEFAULT_LIMIT_SCHEDULE}; config items `depositMax.<market>`,
   * `withdrawMin.<market>`, `withdrawMax.<market>`, `quotaPerPoint.<market>` (see `limitScheduleFromItems`).
   */
  readonly limits: LimitSchedule;
  /** Leverage multiples offered. Default [1, 2, 5, 10] (config item `leverages`, comma-separated). */
  readonly leverages: readonly number[];
  /**
   * Fee rules per market. Default {@link DEFAULT_FEE_SCHEDULE}; config items `feeRate.<market>`,
   * `feeMinimum.<market>` and `feeMaximum.<market>` (see {@link feeScheduleFromItems}).
   */
  readonly fees: FeeSchedule;
  /**
   * Margin-call and stop-out levels per market. Default {@link DEFAULT_MARGIN_SCHEDULE}; config items
   * `marginCallLevel.<market>` and `stopOutLevel.<market>` (see {@link marginScheduleFromItems}).
   */
  readonly margin: MarginSchedule;
}

/** Every default in one place. */
export const DEFAULT_RULES_CONFIG: RulesConfig = {
  limits: DEFAULT_LIMIT_SCHEDULE,
  leverages: DEFAULT_LEVERAGES,
  fees: DEFAULT_FEE_SCHEDULE,
  margin: DEFAULT_MARGIN_SCHEDULE,
};

function leverages(value: string | undefined): readonly number[] | null {
  if (value === undefined) return null;
  const list = value.split(',').map((v) => v.trim());
  if (list.length === 0 || !list.every((v) => /^[1-9]\d{0,3}$/.test(v))) return null;
  return [...new Set(list.map(Number))].sort((a, b) => a - b);
}

/** A non-negative decimal the back office typed; null when missing, empty, '-' or unreadable. */
function nonNegative(value: string | undefined): Decimal | null {
  if (value === undefined || value.trim() === '' || value.trim() === '-') return null;
  const parsed = parseServerDecimal(value);
  return parsed.ok && !isNegative(parsed.value) ? parsed.value : null;
}

type Get = (name: string) => string | undefined;

/** One market's fee rule from its items over `base`. */
function feeRule(get: Get, market: MarketCode, base: FeeRule): FeeRule {
  const rate = nonNegative(get(`feeRate.${market}`)) ?? base.rate;
  const minimum = nonNegative(get(`feeMinimum.${market}`)) ?? base.minimum;
  const maxText = get(`feeMaximum.${market}`);
  // Published empty: no maximum. Missing or unreadable: the base's.
  const maximum =
    maxText !== undefined && maxText.trim() === '' ? undefined : (nonNegative(maxText) ?? base.maximum);
  return maximum === undefined ? { rate, minimum } : { rate, minimum, maximum };
}

/**
 * The fee schedule from config items, one rule per market because a broker charges differently per market
 * (and a minimum is in the market's currency): `feeRate.<market>` (a fraction of the notional, e.g. `0.001`),
 * `feeMinimum.<market>` and `feeMaximum.<market>` (per order, in the market's currency; an empty maximum means
 * none), for market `jpy`, `usd` and `cny`. These are the names the reference server publishes from the
 * schedule it charges, so the order preview shows exactly the fee the server takes. Each missing or unreadable
 * value keeps `base`'s.
 */
export function feeScheduleFromItems(
  items: readonly { readonly name: string; readonly value: string }[],
  base: FeeSchedule = DEFAULT_FEE_SCHEDULE,
): FeeSchedule {
  const get: Get = (name) => items.find((i) => i.name === name)?.value;
  return Object.fromEntries(MARKET_CODES.map((m) => [m, feeRule(get, m, base[m])])) as Record<
    MarketCode,
    FeeRule
  >;
}

/**
 * Reads the rules' numbers from `/common/config` items (the contract's ConfigItem names: the limits of
 * `limitScheduleFromItems`, `leverages`, the fee items of {@link feeScheduleFromItems} and the margin levels of
 * {@link marginScheduleFromItems}). A missing or
 * unreadable value keeps its default, so a broken back-office entry never disables a rule. The bare
 * `depositMax` and `withdrawMin` of earlier servers are not read: they named one figure for every currency.
 */
export function rulesConfigFromItems(
  items: readonly { readonly name: string; readonly value: string }[],
): RulesConfig {
  const get = (name: string) => items.find((i) => i.name === name)?.value;
  return {
    limits: limitScheduleFromItems(items, DEFAULT_RULES_CONFIG.limits),
    leverages: leverages(get('leverages')) ?? DEFAULT_RULES_CONFIG.leverages,
    fees: feeScheduleFromItems(items, DEFAULT_RULES_CONFIG.fees),
    margin: marginScheduleFromItems(items, DEFAULT_RULES_CONFIG.margin),
  };
}
