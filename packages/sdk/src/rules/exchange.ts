import { parseMoneyAmount } from './amounts';
import type { RuleIssue } from './codes';
import { issue } from './codes';
import type { CurrencyCode } from './currencies';
import { CURRENCIES } from './currencies';
import type { Decimal } from './money';
import { decimal, div, gt, isPositive, isZero, mul, round } from './money';

/** A currency exchange request; `rate` is units of `to` per unit of `from`. */
export interface ExchangeRequest {
  readonly from: CurrencyCode;
  readonly to: CurrencyCode;
  readonly amount: string;
  /** Null when no rate could be obtained. */
  readonly rate: Decimal | null;
  /** Balance in `from`. */
  readonly available: Decimal;
}

/**
 * The converted amount: amount × rate rounded DOWN to 2 places (the ledger's precision for every currency, as
 * money is shown with two decimals), so the customer never receives more than the rate gives.
 */
export function convertCurrency(amount: Decimal, rate: Decimal): Decimal {
  return round(mul(amount, rate), 2, 'down');
}

/** ISO minor units of a currency, for callers that settle in whole units. */
export function minorUnits(currency: CurrencyCode): number {
  return CURRENCIES[currency].minorUnits;
}

/**
 * The least amount of `from` that receives 0.01 of `to` at `rate` ({@link convertCurrency} rounds down), rounded
 * up to 0.01: less would be debited for nothing.
 */
export function minimumExchange(rate: Decimal): Decimal {
  return round(div(decimal('0.01'), rate), 2, 'up');
}

/**
 * Issues of an exchange: the same currency on both sides (`exchange.sameCurrency`, spec section 5), no rate
 * (`exchange.rateUnavailable`: the broker does not exchange the pair), amount missing/invalid/not positive/with
 * more than 2 decimals, too small to receive 0.01 (`amount.belowMinimum` with `{ minimum }`), above the balance.
 */
export function validateExchange(r: ExchangeRequest): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (r.from === r.to) issues.push(issue('exchange.sameCurrency'));
  if (r.rate === null || !isPositive(r.rate)) issues.push(issue('exchange.rateUnavailable'));
  const parsed = parseMoneyAmount(r.amount);
  if (!parsed.ok) return [...issues, parsed.issue];
  if (r.rate !== null && isPositive(r.rate) && isZero(convertCurrency(parsed.value, r.rate))) {
    issues.push(issue('amount.belowMinimum', { minimum: minimumExchange(r.rate) }));
  }
  if (gt(parsed.value, r.available)) {
    issues.push(issue('balance.insufficient', { required: parsed.value, available: r.available }));
  }
  return issues;
}
