import { parseMoneyAmount } from './amounts';
import type { TradingCalendar } from './calendars';
import { checkCalendar } from './calendars';
import type { RuleIssue } from './codes';
import { issue } from './codes';
import type { CurrencyCode, MarketCode } from './currencies';
import { CURRENCIES } from './currencies';
import type { UploadFile } from './forms';
import { checkUpload } from './forms';
import { DEFAULT_LIMIT_SCHEDULE } from './limits';
import type { Decimal } from './money';
import { decimal, gt, isPositive, lt, mul, round } from './money';
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
 * The withdrawal minimum in the currency withdrawn, converted at the moment's rate: `minimumYen` × `yenRate`
 * (units of `currency` per yen), rounded half up to the currency's ISO minor units; null without a usable rate.
 * @deprecated A limit is defined once per market in its own currency (`LimitSchedule`, config item
 * `withdrawMin.<market>`) and never converted at request time: a customer must meet the figure the screen shows.
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
  /**
   * The market's withdrawal maximum, in the currency withdrawn (`withdrawMax.<market>`). Default the market's in
   * `DEFAULT_LIMIT_SCHEDULE`.
   */
  readonly maximum?: Decimal;
  /** Closures supplied at run time (`getTradingCalendar`). Default the built-in tables. */
  readonly calendar?: TradingCalendar;
  readonly creditScore: number;
  /** Default {@link DEFAULT_MINIMUM_CREDIT_SCORE}. */
  readonly minimumCreditScore?: number;
  readonly verified: boolean;
  readonly fundsPasswordSet: boolean;
  /**
   * The market's withdrawal minimum, in the currency withdrawn (`withdrawMin.<market>`). Default the market's in
   * `DEFAULT_LIMIT_SCHEDULE` (¥30,000, $200, 元1,500); null when it is unknown, which refuses the withdrawal
   * with `exchange.rateUnavailable`.
   */
  readonly minimum?: Decimal | null;
  /** Business-day calendar. Default `'jpy'`. */
  readonly market?: MarketCode;
}

function amountIssues(text: string): { amount: Decimal | null; issues: RuleIssue[] } {
  const parsed = parseMoneyAmount(text);
  return parsed.ok ? { amount: parsed.value, issues: [] } : { amount: null, issues: [parsed.issue] };
}

/**
 * Every reason a withdrawal cannot be sent (spec sections 5 and 9), in this order: identity not verified, funds
 * password not set, open positions, unpaid credit loan, another withdrawal pending, credit score too low,
 * outside 9:00-15:30 on a business day, a day whose year's closures are not confirmed (`calendar.unknownYear`),
 * the minimum unknown, amount missing/invalid/not positive/with more than 2 decimals, below the market's minimum,
 * above its maximum (`amount.aboveMaximum`), above the available balance.
 */
export function validateWithdrawal(r: WithdrawalRequest): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const minimumScore = r.minimumCreditScore ?? DEFAULT_MINIMUM_CREDIT_SCORE;
  const market = r.market ?? DEFAULT_FUNDS_MARKET;
  const minimum = r.minimum === undefined ? DEFAULT_LIMIT_SCHEDULE[market].withdrawalMinimum : r.minimum;
  const maximum = r.maximum ?? DEFAULT_LIMIT_SCHEDULE[market].withdrawalMaximum;
  if (!r.verified) issues.push(issue('verification.required'));
  if (!r.fundsPasswordSet) issues.push(issue('fundsPassword.notSet'));
  if (r.openPositions > 0) issues.push(issue('withdraw.openPositions', { count: r.openPositions }));
  if (r.unpaidLoan) issues.push(issue('loan.unpaid'));
  if (r.pendingWithdrawal) issues.push(issue('funds.operationInProgress'));
  if (r.creditScore < minimumScore) issues.push(issue('credit.scoreTooLow', { minimum: minimumScore }));
  if (!isWithinWindow(WITHDRAWAL_WINDOW, r.instant, market, r.calendar)) {
    issues.push(
      issue('withdraw.outsideWindow', {
        start: minuteText(WITHDRAWAL_WINDOW.first),
        end: minuteText(WITHDRAWAL_WINDOW.last),
      }),
    );
  }
  const unknownYear = checkCalendar(market, r.instant, r.calendar);
  if (unknownYear !== null) issues.push(unknownYear);
  if (minimum === null) issues.push(issue('exchange.rateUnavailable'));
  const { amount, issues: bad } = amountIssues(r.amount);
  issues.push(...bad);
  if (amount !== null && minimum !== null && lt(amount, minimum)) {
    issues.push(issue('withdraw.belowMinimum', { minimum }));
  }
  if (amount !== null && gt(amount, maximum)) issues.push(issue('amount.aboveMaximum', { maximum }));
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
  /**
   * The market's deposit maximum in its currency (`depositMax.<market>`). Default the market's in
   * `DEFAULT_LIMIT_SCHEDULE` (¥500,000, $3,300, 元24,000).
   */
  readonly maximum?: Decimal;
  /** Upload cap in bytes; default that of `checkUpload`. */
  readonly maxProofBytes?: number;
  readonly market?: MarketCode;
  /** Closures supplied at run time (`getTradingCalendar`). Default the built-in tables. */
  readonly calendar?: TradingCalendar;
}

/**
 * Every reason a deposit cannot be sent (spec sections 5 and 9): identity not verified, a deposit already
 * pending, outside business days, a day whose year's closures are not confirmed (`calendar.unknownYear`),
 * amount missing/invalid/not positive/with more than 2 decimals or above the market's maximum, transfer proof
 * missing or not an accepted image.
 */
export function validateDeposit(r: DepositRequest): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const market = r.market ?? DEFAULT_FUNDS_MARKET;
  const maximum = r.maximum ?? DEFAULT_LIMIT_SCHEDULE[market].depositMaximum;
  if (!r.verified) issues.push(issue('verification.required'));
  if (r.pendingExists) issues.push(issue('deposit.pendingExists'));
  if (!isWithinWindow(DEPOSIT_WINDOW, r.instant, market, r.calendar)) {
    issues.push(issue('deposit.outsideWindow'));
  }
  const unknownYear = checkCalendar(market, r.instant, r.calendar);
  if (unknownYear !== null) issues.push(unknownYear);
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
