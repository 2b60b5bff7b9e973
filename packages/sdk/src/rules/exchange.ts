import type { RuleIssue } from './codes';
import { issue } from './codes';
import type { CurrencyCode } from './currencies';
import { CURRENCIES } from './currencies';
import type { Decimal } from './money';
import { gt, isPositive, mul, parsePositiveAmount, round } from './money';

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
 * Issues of an exchange: the same currency on both sides (`exchange.sameCurrency`, spec section 5), no rate
 * (`exchange.rateUnavailable`), amount missing/invalid/not positive, above the balance.
 */
export function validateExchange(r: ExchangeRequest): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (r.from === r.to) issues.push(issue('exchange.sameCurrency'));
  if (r.rate === null || !isPositive(r.rate)) issues.push(issue('exchange.rateUnavailable'));
  const parsed = parsePositiveAmount(r.amount);
  if (!parsed.ok) return [...issues, parsed.issue];
  if (gt(parsed.value, r.available)) {
    issues.push(issue('balance.insufficient', { required: parsed.value, available: r.available }));
  }
  return issues;
}
