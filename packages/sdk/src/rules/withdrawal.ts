import type { RuleIssue } from './codes';
import { issue } from './codes';
import type { CurrencyCode, MarketCode } from './currencies';
import { CURRENCIES } from './currencies';
import type { UploadFile } from './forms';
import { checkUpload } from './forms';
import type { Decimal } from './money';
import { decimal, gt, isPositive, lt, mul, parsePositiveAmount, round } from './money';
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
 * The withdrawal minimum in the currency withdrawn. The spec sets it in yen (30,000 yen per transaction), so a
 * yen withdrawal takes it as it is, and a dollar or yuan one takes its equivalent: `minimumYen` × `yenRate`
 * (units of `currency` per yen, the broker's quoted JPY→`currency` rate), rounded half up to the currency's
 * minor units (30,000 yen at 0.00666667 is $200.00, not $200.0001). Null when a non-yen currency has no
 * usable rate: the minimum is then unknown and the withdrawal cannot be checked.
 */
export function withdrawalMinimumIn(
  minimumYen: Decimal,
  currency: CurrencyCode,
  yenRate: Decimal | null,
): Decimal | null {
  if (currency === 'JPY') return minimumYen;
  if (yenRate === null || !isPositive(yenRate)) return null;
  return round(mul(minimumYen, yenRate), CURRENCIES[currency].minorUnits, 'halfUp');
}

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
  /** Positions holding, closing or pending (an order not settled), in every market of the account. */
  readonly openPositions: number;
  /** A credit loan approved and not repaid, or a stock credit outstanding, in any market of the account. */
  readonly unpaidLoan: boolean;
  /** Another withdrawal is pending review (one at a time). Default false. */
  readonly pendingWithdrawal?: boolean;
  readonly creditScore: number;
  /** Default {@link DEFAULT_MINIMUM_CREDIT_SCORE}. */
  readonly minimumCreditScore?: number;
  readonly verified: boolean;
  readonly fundsPasswordSet: boolean;
  /**
   * In the currency withdrawn (see {@link withdrawalMinimumIn}). Default {@link WITHDRAWAL_MINIMUM}; null when
   * it is unknown (no exchange rate), which refuses the withdrawal with `exchange.rateUnavailable`.
   */
  readonly minimum?: Decimal | null;
  /** Business-day calendar. Default `'jpy'`. */
  readonly market?: MarketCode;
}

function amountIssues(text: string): { amount: Decimal | null; issues: RuleIssue[] } {
  const parsed = parsePositiveAmount(text);
  return parsed.ok ? { amount: parsed.value, issues: [] } : { amount: null, issues: [parsed.issue] };
}

/**
 * Every reason a withdrawal cannot be sent (spec sections 5 and 9), in this order: identity not verified, funds
 * password not set, open positions, unpaid credit loan, another withdrawal pending, credit score too low,
 * outside 9:00-15:30 on a business day, the minimum unknown (no exchange rate), amount missing/invalid/not
 * positive, below the minimum (30,000 yen or its equivalent), above the available balance.
 */
export function validateWithdrawal(r: WithdrawalRequest): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const minimumScore = r.minimumCreditScore ?? DEFAULT_MINIMUM_CREDIT_SCORE;
  const minimum = r.minimum === undefined ? WITHDRAWAL_MINIMUM : r.minimum;
  if (!r.verified) issues.push(issue('verification.required'));
  if (!r.fundsPasswordSet) issues.push(issue('fundsPassword.notSet'));
  if (r.openPositions > 0) issues.push(issue('withdraw.openPositions', { count: r.openPositions }));
  if (r.unpaidLoan) issues.push(issue('loan.unpaid'));
  if (r.pendingWithdrawal) issues.push(issue('funds.operationInProgress'));
  if (r.creditScore < minimumScore) issues.push(issue('credit.scoreTooLow', { minimum: minimumScore }));
  if (!isWithinWindow(WITHDRAWAL_WINDOW, r.instant, r.market ?? DEFAULT_FUNDS_MARKET)) {
    issues.push(
      issue('withdraw.outsideWindow', {
        start: minuteText(WITHDRAWAL_WINDOW.first),
        end: minuteText(WITHDRAWAL_WINDOW.last),
      }),
    );
  }
  if (minimum === null) issues.push(issue('exchange.rateUnavailable'));
  const { amount, issues: bad } = amountIssues(r.amount);
  issues.push(...bad);
  if (amount !== null && minimum !== null && lt(amount, minimum)) {
    issues.push(issue('withdraw.belowMinimum', { minimum }));
  }
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
