import type { RuleIssue } from './codes';
import { issue } from './codes';
import type { Decimal } from './money';
import { gt, lt, max, parsePositiveAmount, sub, ZERO } from './money';

/** Added credit must be a positive integer (spec section 5): `credit.notPositiveInteger`. */
export function checkAddedCredit(text: string): RuleIssue | null {
  return /^\s*0*[1-9]\d{0,11}\s*$/.test(text) ? null : issue('credit.notPositiveInteger');
}

/** Quota still available: quota − borrowed, never below zero (spec section 3 loan fields). */
export function availableLoanQuota(quota: Decimal, borrowed: Decimal): Decimal {
  return max(sub(quota, borrowed), ZERO);
}

/** Issues of a loan application: amount missing/invalid/not positive, above the available quota. */
export function validateLoan(amount: string, quota: Decimal, borrowed: Decimal): RuleIssue[] {
  const parsed = parsePositiveAmount(amount);
  if (!parsed.ok) return [parsed.issue];
  const available = availableLoanQuota(quota, borrowed);
  return gt(parsed.value, available) ? [issue('loan.quotaInsufficient', { available })] : [];
}

/**
 * Issues of a repayment: amount missing/invalid/not positive, below the loan amount
 * (`loan.repaymentBelowLoan` with `{ loan }`, spec section 5), above the balance.
 */
export function validateRepayment(amount: string, loan: Decimal, available: Decimal): RuleIssue[] {
  const parsed = parsePositiveAmount(amount);
  if (!parsed.ok) return [parsed.issue];
  const issues: RuleIssue[] = [];
  if (lt(parsed.value, loan)) issues.push(issue('loan.repaymentBelowLoan', { loan }));
  if (gt(parsed.value, available)) {
    issues.push(issue('balance.insufficient', { required: parsed.value, available }));
  }
  return issues;
}
