import { AMOUNT_CEILING, parseMoneyAmount } from './amounts';
import type { RuleIssue } from './codes';
import { issue } from './codes';
import type { Decimal } from './money';
import { decimal, gt, lt, max, sub, ZERO } from './money';

const WHOLE = /^\s*0*([1-9]\d{0,11})\s*$/;

/** Added credit must be a positive integer (spec section 5): `credit.notPositiveInteger`. */
export function checkAddedCredit(text: string): RuleIssue | null {
  return WHOLE.test(text) ? null : issue('credit.notPositiveInteger');
}

/**
 * Issues of an added (stock) credit: not a positive whole number (`credit.notPositiveInteger`), above the
 * ceiling of every amount (`amount.aboveMaximum`), above the credit quota still available
 * (`loan.quotaInsufficient` with `{ available }`; loans and credits share the quota of the market).
 */
export function validateAddedCredit(text: string, available: Decimal): RuleIssue[] {
  const match = WHOLE.exec(text);
  if (!match?.[1]) return [issue('credit.notPositiveInteger')];
  const credit = decimal(match[1]);
  if (gt(credit, AMOUNT_CEILING)) return [issue('amount.aboveMaximum', { maximum: AMOUNT_CEILING })];
  return gt(credit, available) ? [issue('loan.quotaInsufficient', { available })] : [];
}

/** Quota still available: quota − borrowed, never below zero (spec section 3 loan fields). */
export function availableLoanQuota(quota: Decimal, borrowed: Decimal): Decimal {
  return max(sub(quota, borrowed), ZERO);
}

/**
 * Issues of a loan application: amount missing/invalid/not positive/with more than 2 decimals, above the
 * available quota.
 */
export function validateLoan(amount: string, quota: Decimal, borrowed: Decimal): RuleIssue[] {
  const parsed = parseMoneyAmount(amount);
  if (!parsed.ok) return [parsed.issue];
  const available = availableLoanQuota(quota, borrowed);
  return gt(parsed.value, available) ? [issue('loan.quotaInsufficient', { available })] : [];
}

/**
 * Issues of a repayment: amount missing/invalid/not positive/with more than 2 decimals, below the loan amount
 * (`loan.repaymentBelowLoan` with `{ loan }`, spec section 5), above the balance.
 */
export function validateRepayment(amount: string, loan: Decimal, available: Decimal): RuleIssue[] {
  const parsed = parseMoneyAmount(amount);
  if (!parsed.ok) return [parsed.issue];
  const issues: RuleIssue[] = [];
  if (lt(parsed.value, loan)) issues.push(issue('loan.repaymentBelowLoan', { loan }));
  if (gt(parsed.value, available)) {
    issues.push(issue('balance.insufficient', { required: parsed.value, available }));
  }
  return issues;
}

/** Where a stock credit stands: in use until the customer repays it or the broker settles it. */
export type CreditState = 'outstanding' | 'settled' | 'repaid';

/** The contract's `StockCreditStatus` codes by state. */
export const CREDIT_STATUS: Readonly<Record<CreditState, 0 | 1 | 2>> = {
  outstanding: 0,
  settled: 1,
  repaid: 2,
};

/** The state of a `StockCreditStatus` code; an unknown code reads as outstanding (it still blocks withdrawals). */
export function creditState(status: number): CreditState {
  return status === 1 ? 'settled' : status === 2 ? 'repaid' : 'outstanding';
}

/**
 * Issues of a stock-credit repayment: the credit no longer outstanding (`credit.notFound`), amount
 * missing/invalid/not positive/with more than 2 decimals, below the credit (`loan.repaymentBelowLoan` with
 * `{ loan }`: spec section 5, "repayment must not be below the loan", holds for a credit too). No balance is
 * needed: the credit's own hold in frozen funds pays it.
 */
export function validateCreditRepayment(amount: string, credit: Decimal, state: CreditState): RuleIssue[] {
  if (state !== 'outstanding') return [issue('credit.notFound')];
  const parsed = parseMoneyAmount(amount);
  if (!parsed.ok) return [parsed.issue];
  return lt(parsed.value, credit) ? [issue('loan.repaymentBelowLoan', { loan: credit })] : [];
}
