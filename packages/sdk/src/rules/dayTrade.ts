import { parseMoneyAmount } from './amounts';
import type { RuleIssue } from './codes';
import { issue } from './codes';
import type { Decimal } from './money';
import { gt, lt } from './money';

/** A day-trading application (spec section 3: participation amount). */
export interface DayTradeRequest {
  /** Amount as typed. */
  readonly amount: string;
  readonly minimum: Decimal;
  /** Maximum participation, when the programme has one. Default none. */
  readonly maximum?: Decimal;
  readonly available: Decimal;
}

/**
 * Issues of a day-trading application: amount missing/invalid/not positive/with more than 2 decimals, below the minimum
 * (`amount.belowMinimum`), above the maximum (`amount.aboveMaximum`), above the balance (`balance.insufficient`).
 * A closed programme is not an issue here: the view shows it as closed and offers no form.
 */
export function validateDayTrade(r: DayTradeRequest): RuleIssue[] {
  const parsed = parseMoneyAmount(r.amount);
  if (!parsed.ok) return [parsed.issue];
  const issues: RuleIssue[] = [];
  if (lt(parsed.value, r.minimum)) issues.push(issue('amount.belowMinimum', { minimum: r.minimum }));
  if (r.maximum !== undefined && gt(parsed.value, r.maximum))
    issues.push(issue('amount.aboveMaximum', { maximum: r.maximum }));
  if (gt(parsed.value, r.available))
    issues.push(issue('balance.insufficient', { required: parsed.value, available: r.available }));
  return issues;
}
