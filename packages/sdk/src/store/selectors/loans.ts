// View models of the loans screens: pure functions of endpoint data, language and clock.
import type { components } from '../../generated/api';
import type { Language } from '../../i18n/languages';
import type { RuleIssue } from '../../rules/codes';
import { issue } from '../../rules/codes';
import { MARKETS } from '../../rules/currencies';
import { formatDateTime } from '../../rules/dateFormat';
import type { CreditState } from '../../rules/loans';
import {
  creditState,
  validateAddedCredit,
  validateCreditRepayment,
  validateLoan,
  validateRepayment,
} from '../../rules/loans';
import type { Decimal } from '../../rules/money';
import { ZERO } from '../../rules/money';
import type { BlockingReason } from './funds';
import { amountText, formatIssue } from './funds';
import type { FigureView } from './positions';
import { moneyFigure, readDecimal, sortByTime } from './positions';

type Schemas = components['schemas'];
export type LoanData = Schemas['Loan'];

export interface LoanInput {
  credit?: Schemas['Credit'];
  user?: Schemas['UserInfo'];
  /** The loan amount as typed. */
  amount: string;
  /** The added credit as typed. */
  addedCredit: string;
  language: Language;
}

export interface LoanView {
  score: number;
  minScore: number;
  /**
   * The loan quota granted in total: the contract's `borrowedQuota` (spec section 3 "Loan: borrowed quota", the
   * 借款额度 the labels name `quota`).
   */
  quota: FigureView;
  /** Outstanding loans (approved, not repaid): `loanAmount`. */
  borrowed: FigureView;
  /** What is left of the quota (`availableQuota`): quota − loans pending or approved − outstanding credits. */
  available: FigureView;
  /** Issue of the typed loan amount (`validateLoan` against the available quota), money params formatted. */
  amountIssue: RuleIssue | null;
  /**
   * Issue of the typed added credit (`validateAddedCredit`): not a positive whole number, or above the quota
   * still available (loans and credits share it), money params formatted.
   */
  creditIssue: RuleIssue | null;
  /** Why no loan can be applied for now: identity not verified, credit score below the minimum. */
  reasons: BlockingReason[];
  canApply: boolean;
  canAddCredit: boolean;
  amountText: string | null;
}

/**
 * /mine/loan: credit score, quota, borrowed and available (as the server's `getCredit` gives them), the issues of
 * the typed loan amount (at most the available quota) and added credit (a positive integer), and the reasons
 * an application would be refused.
 */
export function selectLoanView(input: LoanInput): LoanView {
  const { credit, language } = input;
  const currency = MARKETS[credit?.market ?? 'jpy'].currency;
  const available: Decimal = readDecimal(credit?.availableQuota);
  const loanIssues = validateLoan(input.amount, available, ZERO).map((i) =>
    formatIssue(i, language, currency),
  );
  const reasons: BlockingReason[] = [];
  if (input.user && input.user.verification !== 2) {
    reasons.push({
      issue: issue('verification.required'),
      action: { label: 'actionVerify', href: '/mine/verified' },
    });
  }
  if (credit && credit.creditScore < credit.minScore) {
    reasons.push({ issue: issue('credit.scoreTooLow', { minimum: credit.minScore }) });
  }
  const creditIssue =
    validateAddedCredit(input.addedCredit, available).map((i) => formatIssue(i, language, currency))[0] ??
    null;
  return {
    score: credit?.creditScore ?? 0,
    minScore: credit?.minScore ?? 0,
    quota: moneyFigure(credit?.borrowedQuota, language, currency),
    borrowed: moneyFigure(credit?.loanAmount, language, currency),
    available: moneyFigure(available, language, currency),
    amountIssue: loanIssues[0] ?? null,
    creditIssue,
    reasons,
    canApply: credit !== undefined && loanIssues.length === 0 && reasons.length === 0,
    canAddCredit: credit !== undefined && creditIssue === null && reasons.length === 0,
    amountText: amountText(input.amount, language, currency),
  };
}

/** Loan states (spec section 4 plus the contract's repaid) as badge states and the loans label naming them. */
export const LOAN_STATES = {
  0: { state: 'loan.reviewing', label: 'stateReviewing' },
  1: { state: 'loan.approved', label: 'stateApproved' },
  2: { state: 'loan.rejected', label: 'stateRejected' },
  3: { state: null, label: 'stateRepaid' },
} as const;

export interface LoanRowView {
  id: string;
  orderNo: string;
  amount: FigureView;
  state: (typeof LOAN_STATES)[LoanData['status']]['state'];
  stateLabel: (typeof LOAN_STATES)[LoanData['status']]['label'];
  time: string;
  repaidAt: string | null;
  repaid: string | null;
  /** Approved and outstanding: may be repaid. */
  canRepay: boolean;
}

/** The loan orders, newest first. */
export function selectLoanOrders(loans: readonly LoanData[], language: Language): LoanRowView[] {
  return sortByTime(loans, (l) => l.createdAt).map((l) => {
    const currency = MARKETS[l.market].currency;
    const tz = MARKETS[l.market].timeZone;
    const s = LOAN_STATES[l.status];
    return {
      id: String(l.id),
      orderNo: l.orderNo,
      amount: moneyFigure(l.amount, language, currency),
      state: s.state,
      stateLabel: s.label,
      time: formatDateTime(l.createdAt, language, tz),
      repaidAt: l.repaidAt ? formatDateTime(l.repaidAt, language, tz) : null,
      repaid: l.repaid === undefined ? null : moneyFigure(l.repaid, language, currency).text,
      canRepay: l.status === 1,
    };
  });
}

export interface RepaymentView {
  loanAmount: FigureView;
  /** The typed repayment's issue: not below the loan amount, not above the balance. */
  amountIssue: RuleIssue | null;
  canRepay: boolean;
}

/** The repayment of one loan: `validateRepayment` against the loan amount and the available balance. */
export function selectRepayment(
  loan: LoanData,
  amount: string,
  available: Decimal,
  language: Language,
): RepaymentView {
  const currency = MARKETS[loan.market].currency;
  const issues = validateRepayment(amount, readDecimal(loan.amount), available).map((i) =>
    formatIssue(i, language, currency),
  );
  return {
    loanAmount: moneyFigure(loan.amount, language, currency),
    amountIssue: issues[0] ?? null,
    canRepay: loan.status === 1 && issues.length === 0,
  };
}

export type StockCreditData = Schemas['StockCredit'];

/** Stock-credit states as badge states and the loans label naming them. */
export const CREDIT_STATES = {
  outstanding: { state: 'application.pending', label: 'creditStateOutstanding' },
  settled: { state: 'application.approved', label: 'creditStateSettled' },
  repaid: { state: 'application.approved', label: 'creditStateRepaid' },
} as const satisfies Record<CreditState, { state: string; label: string }>;

export interface StockCreditRowView {
  id: string;
  amount: FigureView;
  stateKind: CreditState;
  state: (typeof CREDIT_STATES)[CreditState]['state'];
  stateLabel: (typeof CREDIT_STATES)[CreditState]['label'];
  /** When it was granted, in the market's time zone. */
  time: string;
  /** When it was repaid or settled; null while outstanding. */
  endedAt: string | null;
  /** Outstanding: the customer may repay it (the withdrawal block lifts when none is left). */
  canRepay: boolean;
}

/**
 * The stock credits of a market, newest first: outstanding (in use: held in frozen funds, owed, blocking
 * withdrawals), settled by the broker, or repaid by the customer; an outstanding one may be repaid.
 */
export function selectStockCredits(
  credits: readonly StockCreditData[],
  language: Language,
): StockCreditRowView[] {
  return sortByTime(credits, (c) => c.createdAt).map((c) => {
    const kind = creditState(c.status);
    const s = CREDIT_STATES[kind];
    const tz = MARKETS[c.market].timeZone;
    return {
      id: String(c.id),
      amount: moneyFigure(c.credit, language, MARKETS[c.market].currency),
      stateKind: kind,
      state: s.state,
      stateLabel: s.label,
      time: formatDateTime(c.createdAt, language, tz),
      endedAt: c.endedAt ? formatDateTime(c.endedAt, language, tz) : null,
      canRepay: kind === 'outstanding',
    };
  });
}

export interface CreditRepaymentView {
  creditAmount: FigureView;
  /** The typed repayment's issue: not below the credit (`validateCreditRepayment`). */
  amountIssue: RuleIssue | null;
  canRepay: boolean;
}

/**
 * The repayment of one stock credit: `validateCreditRepayment` (not below the credit; its own hold pays it, so
 * no balance is needed).
 */
export function selectCreditRepayment(
  credit: StockCreditData,
  amount: string,
  language: Language,
): CreditRepaymentView {
  const currency = MARKETS[credit.market].currency;
  const issues = validateCreditRepayment(amount, readDecimal(credit.credit), creditState(credit.status)).map(
    (i) => formatIssue(i, language, currency),
  );
  return {
    creditAmount: moneyFigure(credit.credit, language, currency),
    amountIssue: issues[0] ?? null,
    canRepay: issues.length === 0,
  };
}
