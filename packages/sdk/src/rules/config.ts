import type { FeeSchedule } from './fees';
import { DEFAULT_FEE_SCHEDULE, DEFAULT_LEVERAGES } from './fees';
import type { Decimal } from './money';
import { decimal, isNegative, isPositive, parseServerDecimal } from './money';
import { DEPOSIT_MAXIMUM, WITHDRAWAL_MINIMUM } from './withdrawal';

/** The broker-tunable numbers the rules take. */
export interface RulesConfig {
  /** Deposit maximum per transaction. Default 500,000 (config item `depositMax`). */
  readonly depositMaximum: Decimal;
  /** Withdrawal minimum per transaction. Default 30,000 (config item `withdrawMin`). */
  readonly withdrawalMinimum: Decimal;
  /** Leverage multiples offered. Default [1, 2, 5, 10] (config item `leverages`, comma-separated). */
  readonly leverages: readonly number[];
  /** Fee rules. Default {@link DEFAULT_FEE_SCHEDULE}; config item `feeRate` sets the rate in every market. */
  readonly fees: FeeSchedule;
}

/** Every default in one place. */
export const DEFAULT_RULES_CONFIG: RulesConfig = {
  depositMaximum: DEPOSIT_MAXIMUM,
  withdrawalMinimum: WITHDRAWAL_MINIMUM,
  leverages: DEFAULT_LEVERAGES,
  fees: DEFAULT_FEE_SCHEDULE,
};

function positive(value: string | undefined): Decimal | null {
  if (value === undefined) return null;
  const parsed = parseServerDecimal(value);
  return parsed.ok && isPositive(parsed.value) ? parsed.value : null;
}

function leverages(value: string | undefined): readonly number[] | null {
  if (value === undefined) return null;
  const list = value.split(',').map((v) => v.trim());
  if (list.length === 0 || !list.every((v) => /^[1-9]\d{0,3}$/.test(v))) return null;
  return [...new Set(list.map(Number))].sort((a, b) => a - b);
}

function fees(value: string | undefined): FeeSchedule | null {
  if (value === undefined) return null;
  const parsed = parseServerDecimal(value);
  if (!parsed.ok || isNegative(parsed.value) || value.trim() === '' || value.trim() === '-') return null;
  const rule = { rate: parsed.value, minimum: decimal('0') };
  return { jpy: rule, usd: rule, cny: rule };
}

/**
 * Reads the rules' numbers from `/common/config` items (the contract's ConfigItem names `depositMax`,
 * `withdrawMin`, `leverages`, `feeRate`). A missing or unreadable value keeps its default, so a broken
 * back-office entry never disables a rule.
 */
export function rulesConfigFromItems(
  items: readonly { readonly name: string; readonly value: string }[],
): RulesConfig {
  const get = (name: string) => items.find((i) => i.name === name)?.value;
  return {
    depositMaximum: positive(get('depositMax')) ?? DEFAULT_RULES_CONFIG.depositMaximum,
    withdrawalMinimum: positive(get('withdrawMin')) ?? DEFAULT_RULES_CONFIG.withdrawalMinimum,
    leverages: leverages(get('leverages')) ?? DEFAULT_RULES_CONFIG.leverages,
    fees: fees(get('feeRate')) ?? DEFAULT_RULES_CONFIG.fees,
  };
}
