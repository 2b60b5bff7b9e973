import type { RuleIssue } from './codes';
import { issue } from './codes';
import type { MarketCode } from './currencies';
import type { UploadFile } from './forms';
import { checkUpload } from './forms';
import type { Decimal } from './money';
import { decimal, gt, lt, parsePositiveAmount } from './money';
import {
  DEFAULT_FUNDS_MARKET,
  DEPOSIT_WINDOW,
  isWithinWindow,
  minuteText,
  WITHDRAWAL_WINDOW,
} from './windows';

/** Withdrawal minimum per transaction, yen (spec section 9). */
export const WITHDRAWAL_MINIMUM: Decimal = decimal('30000');

/**
 * Credit score below which withdrawals are refused (spec section 5 names the rule, not the number): 60, a
 * placeholder a broker overrides; the reference server uses the same default.
 */
export const DEFAULT_MINIMUM_CREDIT_SCORE = 60;

/** Deposit maximum per transaction: 500,000 (spec sections 5 and 9 give this reading as the first). */
export const DEPOSIT_MAXIMUM: Decimal = decimal('500000');

/** The other reading of the deposit maximum in the spec (10,000,000,000), for brokers that meant it. */
export const DEPOSIT_MAXIMUM_ALTERNATIVE: Decimal = decimal('10000000000');

/** Everything that may block a withdrawal. */
export interface WithdrawalRequest {
  /** The amount as typed. */
  readonly amount: string;
  readonly instant: Date;
  readonly available: Decimal;
  /** Count of holding positions. */
  readonly openPositions: number;
  readonly unpaidLoan: boolean;
  readonly creditScore: number;
  /** Default {@link DEFAULT_MINIMUM_CREDIT_SCORE}. */
  readonly minimumCreditScore?: number;
  readonly verified: boolean;
  readonly fundsPasswordSet: boolean;
  /** Default {@link WITHDRAWAL_MINIMUM}. */
  readonly minimum?: Decimal;
  /** Business-day calendar. Default `'jpy'`. */
  readonly market?: MarketCode;
}

function amountIssues(text: string): { amount: Decimal | null; issues: RuleIssue[] } {
  const parsed = parsePositiveAmount(text);
  return parsed.ok ? { amount: parsed.value, issues: [] } : { amount: null, issues: [parsed.issue] };
}

/**
 * Every reason a withdrawal cannot be sent (spec sections 5 and 9), in this order: identity not verified, funds
 * password not set, open positions, unpaid credit loan, credit score too low, outside 9:00-15:30 on a business
 * day, amount missing/invalid/not positive, below the 30,000 minimum, above the available balance.
 */
export function validateWithdrawal(r: WithdrawalRequest): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const minimumScore = r.minimumCreditScore ?? DEFAULT_MINIMUM_CREDIT_SCORE;
  const minimum = r.minimum ?? WITHDRAWAL_MINIMUM;
  if (!r.verified) issues.push(issue('verification.required'));
  if (!r.fundsPasswordSet) issues.push(issue('fundsPassword.notSet'));
  if (r.openPositions > 0) issues.push(issue('withdraw.openPositions', { count: r.openPositions }));
  if (r.unpaidLoan) issues.push(issue('loan.unpaid'));
  if (r.creditScore < minimumScore) issues.push(issue('credit.scoreTooLow', { minimum: minimumScore }));
  if (!isWithinWindow(WITHDRAWAL_WINDOW, r.instant, r.market ?? DEFAULT_FUNDS_MARKET)) {
    issues.push(
      issue('withdraw.outsideWindow', {
        start: minuteText(WITHDRAWAL_WINDOW.first),
        end: minuteText(WITHDRAWAL_WINDOW.last),
      }),
    );
  }
  const { amount, issues: bad } = amountIssues(r.amount);
  issues.push(...bad);
  if (amount !== null && lt(amount, minimum)) issues.push(issue('withdraw.belowMinimum', { minimum }));
  if (amount !== null && gt(amount, r.available)) {
    issues.push(issue('balance.insufficient', { required: amount, available: r.available }));
  }
  return issues;
}

/** Everything that may block a deposit. */
export interface DepositRequest {
  readonly amount: string;
  readonly instant: Date;
  readonly verified: boolean;
  /** The transfer-proof screenshot (spec section 5), or null. */
  readonly proof: UploadFile | null;
  /** A deposit of this account is already pending review. */
  readonly pendingExists: boolean;
  /** Default {@link DEPOSIT_MAXIMUM} (500,000); {@link DEPOSIT_MAXIMUM_ALTERNATIVE} is the other reading. */
  readonly maximum?: Decimal;
  /** Upload cap in bytes; default that of `checkUpload`. */
  readonly maxProofBytes?: number;
  readonly market?: MarketCode;
}

/**
 * Every reason a deposit cannot be sent (spec sections 5 and 9): identity not verified, a deposit already
 * pending, outside business days, amount missing/invalid/not positive or above the maximum, transfer proof
 * missing or not an accepted image.
 */
export function validateDeposit(r: DepositRequest): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const maximum = r.maximum ?? DEPOSIT_MAXIMUM;
  if (!r.verified) issues.push(issue('verification.required'));
  if (r.pendingExists) issues.push(issue('deposit.pendingExists'));
  if (!isWithinWindow(DEPOSIT_WINDOW, r.instant, r.market ?? DEFAULT_FUNDS_MARKET)) {
    issues.push(issue('deposit.outsideWindow'));
  }
  const { amount, issues: bad } = amountIssues(r.amount);
  issues.push(...bad);
  if (amount !== null && gt(amount, maximum)) issues.push(issue('amount.aboveMaximum', { maximum }));
  if (r.proof === null) issues.push(issue('deposit.proofRequired'));
  else {
    const upload = checkUpload(r.proof, r.maxProofBytes);
    if (upload !== null) issues.push(upload);
  }
  return issues;
}
