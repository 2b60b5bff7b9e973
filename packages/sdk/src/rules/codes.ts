// Every code a rule in `src/rules` can return. Where the contract's `MsgKey` enum (openapi/tsumiki.yaml) already
// names the same meaning, the same key is used, so a server refusal and a client-side check read the same text.
// codes.test.ts keeps both lists in step with the contract.

/** Rule codes that are also server messages: the same key as the contract's `MsgKey` for the same meaning. */
export const SHARED_RULE_CODES = [
  // money parsing and amounts
  'amount.invalid',
  'amount.belowMinimum',
  'amount.aboveMaximum',
  'amount.tooManyDecimals',
  'balance.insufficient',
  'id.invalid',
  // accounts and forms
  'account.invalid',
  'password.invalid',
  'password.mismatch',
  'password.containsAccount',
  'password.common',
  'fundsPassword.invalid',
  'fundsPassword.weak',
  'fundsPassword.notSet',
  'terms.required',
  'email.empty',
  'email.invalid',
  'verification.required',
  'verification.noticeRequired',
  'verification.imagesRequired',
  'upload.required',
  'upload.invalidType',
  'upload.tooLarge',
  // deposits, withdrawals, exchange
  'deposit.outsideWindow',
  'deposit.proofRequired',
  'deposit.pendingExists',
  'withdraw.outsideWindow',
  'withdraw.belowMinimum',
  'withdraw.openPositions',
  'funds.operationInProgress',
  'exchange.sameCurrency',
  'exchange.rateUnavailable',
  // loans and credit
  'loan.quotaInsufficient',
  'loan.repaymentBelowLoan',
  'loan.unpaid',
  'credit.scoreTooLow',
  'credit.notPositiveInteger',
  'credit.notFound',
  // trading
  'market.closed',
  'calendar.unknownYear',
  'quote.unavailable',
  'order.lotsRequired',
  'order.priceRequired',
  'order.beyondDailyLimit',
  'order.tPlusOne',
  'order.leverageInvalid',
  // products
  'ipo.alreadySubscribed',
  'ipo.notSubscribing',
  'ipo.nothingToPay',
  'block.closed',
  'quota.insufficient',
  'follow.expired',
  'follow.locked',
] as const;

/** Rule codes with no server counterpart (client-side form checks and finer-grained reasons). */
export const RULES_ONLY_CODES = [
  'amount.required',
  'amount.notPositive',
  'account.required',
  'password.required',
  'fundsPassword.mismatch',
  'verification.nameRequired',
  'verification.idNumberRequired',
  'order.lotsInvalid',
  'order.priceInvalid',
] as const;

/** Every code a rule can return. */
export const RULE_CODES = [...SHARED_RULE_CODES, ...RULES_ONLY_CODES] as const;

/** A code returned by a rule; translated by the SDK's i18n (`locales/<lang>/rules.ts`). */
export type RuleCode = (typeof RULE_CODES)[number];

/** Interpolation values of a rule issue. Decimals are passed as their canonical strings. */
export type RuleParams = Readonly<Record<string, string | number>>;

/** One reason a rule refuses its input: a stable code and optional interpolation params, never text. */
export interface RuleIssue {
  readonly code: RuleCode;
  readonly params?: RuleParams;
}

/** Builds a {@link RuleIssue}; params are omitted when not given so issues compare with `toEqual`. */
export function issue(code: RuleCode, params?: RuleParams): RuleIssue {
  return params === undefined ? { code } : { code, params };
}

/** The result of a parse: a value, or the issue that stopped it. */
export type Parsed<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly issue: RuleIssue };
