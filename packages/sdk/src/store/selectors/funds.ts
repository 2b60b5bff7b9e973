// View models of the funds screens: pure functions of endpoint data, language and clock.
import type { components } from '../../generated/api';
import { fillLabel } from '../../i18n/labelsFor';
import type { Language } from '../../i18n/languages';
import type { TradingCalendar } from '../../rules/calendars';
import type { RuleCode, RuleIssue, RuleParams } from '../../rules/codes';
import type { CurrencyCode, MarketCode } from '../../rules/currencies';
import { CURRENCY_CODES, MARKETS } from '../../rules/currencies';
import { formatDateTime } from '../../rules/dateFormat';
import { convertCurrency, validateExchange } from '../../rules/exchange';
import { formatMoney } from '../../rules/format';
import type { UploadFile } from '../../rules/forms';
import type { LimitSchedule } from '../../rules/limits';
import { DEFAULT_LIMIT_SCHEDULE } from '../../rules/limits';
import type { Decimal } from '../../rules/money';
import { decimal, isDecimalText, isInteger, lt, parsePositiveAmount, ZERO } from '../../rules/money';
import { FUND_RECORD_TYPES, type FundRecordType } from '../../rules/screens/fundRecords';
import {
  DEPOSIT_WINDOW,
  expectedDepositArrival,
  expectedWithdrawalArrival,
  minuteText,
  nextWindowOpen,
  WITHDRAWAL_WINDOW,
} from '../../rules/windows';
import { validateDeposit, validateWithdrawal } from '../../rules/withdrawal';
import type { IsoDate } from '../../rules/zonedTime';
import { isoDate, zonedDate } from '../../rules/zonedTime';
import type { PagedList } from './messages';
import type { FigureView } from './positions';
import { moneyFigure, readDecimal, sortByTime } from './positions';

const ONE = decimal('1');

type Schemas = components['schemas'];
export type FundingCurrency = Schemas['FundingCurrency'];

/** What the customer can do about a blocking reason: a label key of the funds area and where to do it. */
export interface ReasonAction {
  label:
    | 'actionVerify'
    | 'actionSetFundsPassword'
    | 'actionClosePositions'
    | 'actionRepayLoan'
    | 'actionSeeCredit'
    | 'actionSeeDeposits'
    | 'actionAddCard';
  href: string;
}

/** One reason a money call cannot be sent, with money params already formatted and a remedy when there is one. */
export interface BlockingReason {
  issue: RuleIssue;
  action?: ReasonAction;
  /** When the window opens next, formatted, for the outside-window reasons. */
  opensAt?: string;
}

const ACTIONS: Partial<Record<RuleCode, ReasonAction>> = {
  'verification.required': { label: 'actionVerify', href: '/mine/verified' },
  'fundsPassword.notSet': { label: 'actionSetFundsPassword', href: '/mine/fundPassword' },
  'withdraw.openPositions': { label: 'actionClosePositions', href: '/position/index?tab=holding' },
  'loan.unpaid': { label: 'actionRepayLoan', href: '/mine/loanOrder' },
  'credit.scoreTooLow': { label: 'actionSeeCredit', href: '/mine/loan' },
  'deposit.pendingExists': { label: 'actionSeeDeposits', href: '/mine/stored' },
};

/** Codes about what was typed or chosen (shown at the field), as opposed to the account's state. */
const AMOUNT_CODES: readonly RuleCode[] = [
  'amount.required',
  'amount.invalid',
  'amount.notPositive',
  'amount.belowMinimum',
  'amount.aboveMaximum',
  'amount.tooManyDecimals',
  'withdraw.belowMinimum',
  'balance.insufficient',
];
const PROOF_CODES: readonly RuleCode[] = [
  'deposit.proofRequired',
  'upload.required',
  'upload.invalidType',
  'upload.tooLarge',
];
const MONEY_PARAMS = ['minimum', 'maximum', 'required', 'available', 'loan'] as const;

/**
 * Formats the decimal params of an issue (minimum, maximum, required, available, loan) as money of `currency`;
 * a limit (minimum, maximum) that is a whole amount without decimals (¥30,000, $200), as the form shows it.
 */
export function formatIssue(issue: RuleIssue, language: Language, currency?: CurrencyCode): RuleIssue {
  if (!issue.params) return issue;
  const params: Record<string, string | number> = { ...issue.params };
  for (const key of MONEY_PARAMS) {
    const value = params[key];
    if (typeof value === 'string' && isDecimalText(value)) {
      const limit = key === 'minimum' || key === 'maximum';
      const places = limit ? limitPlaces(value as Decimal) : 2;
      params[key] = formatMoney(value as Decimal, { language, places, ...(currency ? { currency } : {}) });
    }
  }
  return { code: issue.code, params: params as RuleParams };
}

/** Decimals a limit is shown with: none for a whole amount (¥500,000, $3,300), else two. */
function limitPlaces(value: Decimal): number {
  return isInteger(value) ? 0 : 2;
}

/** A limit as money of `currency`, without decimals when it is whole (`$3,300`, `¥30,000`). */
export function formatLimit(value: Decimal, language: Language, currency: CurrencyCode): string {
  return formatMoney(value, { language, currency, places: limitPlaces(value) });
}

/** Splits a validator's issues into the amount field's, the proof field's and the account's blocking reasons. */
export function splitIssues(
  issues: readonly RuleIssue[],
  language: Language,
  currency: CurrencyCode,
  opensAt?: string,
): { amount: RuleIssue | null; proof: RuleIssue | null; reasons: BlockingReason[] } {
  const formatted = issues.map((i) => formatIssue(i, language, currency));
  const reasons = formatted
    .filter((i) => !AMOUNT_CODES.includes(i.code) && !PROOF_CODES.includes(i.code))
    .map((i): BlockingReason => {
      const action = ACTIONS[i.code];
      const outside = i.code === 'withdraw.outsideWindow' || i.code === 'deposit.outsideWindow';
      return { issue: i, ...(action ? { action } : {}), ...(outside && opensAt ? { opensAt } : {}) };
    });
  return {
    amount: formatted.find((i) => AMOUNT_CODES.includes(i.code)) ?? null,
    proof: formatted.find((i) => PROOF_CODES.includes(i.code)) ?? null,
    reasons,
  };
}

/** The typed amount as money text, or null when it is not a positive amount. */
export function amountText(typed: string, language: Language, currency: CurrencyCode): string | null {
  const parsed = parsePositiveAmount(typed);
  return parsed.ok ? formatMoney(parsed.value, { language, currency }) : null;
}

function verified(user: Schemas['UserInfo'] | undefined): boolean {
  return user?.verification === 2;
}

/** The available balance of a market from the user info (its `balances`, else `jpy` for the yen market). */
export function availableIn(user: Schemas['UserInfo'] | undefined, market: MarketCode): Decimal {
  const row = user?.balances?.find((b) => b.market === market);
  if (row) return readDecimal(row.available);
  return market === 'jpy' ? readDecimal(user?.jpy) : ZERO;
}

/** The market whose balance a funding currency is (JPY → jpy, USD → usd, CNY → cny). */
export function marketOfCurrency(currency: FundingCurrency): MarketCode {
  return currency === 'USD' ? 'usd' : currency === 'CNY' ? 'cny' : 'jpy';
}

export interface DepositFormInput {
  amount: string;
  currency: FundingCurrency;
  proof: UploadFile | null;
  user?: Schemas['UserInfo'];
  deposits?: readonly Schemas['Deposit'][];
  /**
   * The money limits per market (`rulesConfigFromItems(config).limits`): the deposit maximum is the chosen
   * currency's market's, in that currency. Default `DEFAULT_LIMIT_SCHEDULE`.
   */
  limits?: LimitSchedule;
  /** Closures supplied at run time (`calendarFromPublished` of `getTradingCalendar`). Default built in. */
  calendar?: TradingCalendar;
  now: Date;
  language: Language;
}

export interface DepositFormView {
  amountIssue: RuleIssue | null;
  proofIssue: RuleIssue | null;
  reasons: BlockingReason[];
  canSubmit: boolean;
  /** The typed amount formatted with the currency, when it reads as a positive amount. */
  amountText: string | null;
  maximum: string;
  /** Business days 00:00–23:59 (the window's two ends). */
  window: { start: string; end: string };
  /** If sent now: usually by `expected`, at the latest by `latest`. */
  arrival: { expected: string; latest: string };
}

/**
 * The deposit form: every issue of `validateDeposit` at `now` (field issues apart from the account's blocking
 * reasons, money params formatted), the window, the maximum and when a deposit sent now should arrive.
 */
export function selectDepositForm(input: DepositFormInput): DepositFormView {
  const { language, now, currency } = input;
  // The window, its reopening and the arrival follow the currency's market (its calendar and time zone), as the
  // server checks them.
  const market = marketOfCurrency(currency);
  const tz = MARKETS[market].timeZone;
  const maximum = (input.limits ?? DEFAULT_LIMIT_SCHEDULE)[market].depositMaximum;
  const issues = validateDeposit({
    amount: input.amount,
    instant: now,
    verified: verified(input.user),
    proof: input.proof,
    pendingExists: (input.deposits ?? []).some((d) => d.status === 0),
    maximum,
    market,
    ...(input.calendar ? { calendar: input.calendar } : {}),
  });
  const opensAt = formatDateTime(
    nextWindowOpen(DEPOSIT_WINDOW, now, market, input.calendar).toISOString(),
    language,
    tz,
  );
  const split = splitIssues(issues, language, MARKETS[market].currency, opensAt);
  const arrival = expectedDepositArrival(now, market, input.calendar);
  return {
    amountIssue: split.amount,
    proofIssue: split.proof,
    reasons: split.reasons,
    canSubmit: issues.length === 0,
    amountText: amountText(input.amount, language, currency),
    maximum: formatLimit(maximum, language, currency),
    window: { start: minuteText(DEPOSIT_WINDOW.first), end: minuteText(DEPOSIT_WINDOW.last) },
    arrival: {
      expected: formatDateTime(arrival.expected.toISOString(), language, tz),
      latest: formatDateTime(arrival.latest.toISOString(), language, tz),
    },
  };
}

export interface WithdrawFormInput {
  amount: string;
  market: MarketCode;
  user?: Schemas['UserInfo'];
  /** The market's positions (`listPositions`); counted only when the user info has no `withdrawalChecks`. */
  positions?: Schemas['PositionList'];
  /** The market's loans (`listLoans`); read only when the user info has no `withdrawalChecks`. */
  loans?: readonly Schemas['Loan'][];
  /** The market's stock credits (`listStockCredits`); read only when the user info has no `withdrawalChecks`. */
  stockCredits?: readonly Schemas['StockCredit'][];
  /** The market's withdrawals (`listWithdrawals`); read only when the user info has no `withdrawalChecks`. */
  withdrawals?: readonly Schemas['Withdrawal'][];
  credit?: Schemas['Credit'];
  cards?: readonly Schemas['BankCard'][];
  /**
   * The money limits per market (`rulesConfigFromItems(config).limits`): the market's own withdrawal minimum and
   * maximum, in its currency (never converted at request time). Default `DEFAULT_LIMIT_SCHEDULE`.
   */
  limits?: LimitSchedule;
  /** Closures supplied at run time (`calendarFromPublished` of `getTradingCalendar`). Default built in. */
  calendar?: TradingCalendar;
  now: Date;
  language: Language;
}

export interface BankCardOption {
  value: string;
  /** `Bank name ****5678`. */
  label: string;
}

export interface WithdrawFormView {
  amountIssue: RuleIssue | null;
  reasons: BlockingReason[];
  cards: BankCardOption[];
  /** No bank card yet: the customer adds one first. */
  noCard: ReasonAction | null;
  canSubmit: boolean;
  amountText: string | null;
  available: FigureView;
  /** The market's minimum in its currency (¥30,000, $200). */
  minimum: string;
  /** The market's maximum in its currency (¥10,000,000, $66,000). */
  maximum: string;
  window: { start: string; end: string };
  arrival: { expected: string; latest: string };
}

/** Position statuses the server counts as open for a withdrawal: holding, closing and pending (0, 1, 2). */
const OPEN_POSITION_STATES: readonly number[] = [0, 1, 2];

/**
 * What blocks a withdrawal, as the server counts it. The server counts every market of the account, so its own
 * counts (getUserinfo `withdrawalChecks`) are used when answered; without them, the lists given (one market's)
 * are counted the same way: positions holding, closing or pending, loans approved and not repaid plus stock
 * credits outstanding, a withdrawal pending review.
 */
export function withdrawalBlocks(
  input: Pick<WithdrawFormInput, 'user' | 'positions' | 'loans' | 'stockCredits' | 'withdrawals'>,
): { openPositions: number; unpaidLoan: boolean; pendingWithdrawal: boolean } {
  const checks = input.user?.withdrawalChecks;
  if (checks) {
    return {
      openPositions: checks.openPositions,
      unpaidLoan: checks.unpaidCredit > 0,
      pendingWithdrawal: checks.pendingWithdrawal,
    };
  }
  return {
    openPositions: (input.positions?.list ?? []).filter((p) => OPEN_POSITION_STATES.includes(p.status))
      .length,
    unpaidLoan:
      (input.loans ?? []).some((l) => l.status === 1) ||
      (input.stockCredits ?? []).some((c) => c.status === 0),
    pendingWithdrawal: (input.withdrawals ?? []).some((w) => w.status === 0),
  };
}

/**
 * The withdrawal form: every reason of `validateWithdrawal` at `now` (open positions, unpaid credit and a
 * pending withdrawal as the server counts them, see {@link withdrawalBlocks}; the credit score against the
 * server's `minScore`), each with the remedy and its link; the cards to choose from; the available balance,
 * minimum and window. `canSubmit` is true only when the server would take the withdrawal.
 */
export function selectWithdrawForm(input: WithdrawFormInput): WithdrawFormView {
  const { language, now, market } = input;
  const currency = MARKETS[market].currency;
  // The window, its reopening and the arrival follow the market's calendar and time zone, as the server's check.
  const tz = MARKETS[market].timeZone;
  const limits = (input.limits ?? DEFAULT_LIMIT_SCHEDULE)[market];
  const minimum = limits.withdrawalMinimum;
  const maximum = limits.withdrawalMaximum;
  const available = availableIn(input.user, market);
  const issues = validateWithdrawal({
    amount: input.amount,
    instant: now,
    available,
    ...withdrawalBlocks(input),
    creditScore: input.credit?.creditScore ?? input.user?.creditScore ?? 0,
    ...(input.credit ? { minimumCreditScore: input.credit.minScore } : {}),
    verified: verified(input.user),
    fundsPasswordSet: input.user?.fundsPasswordSet ?? false,
    minimum,
    maximum,
    market,
    ...(input.calendar ? { calendar: input.calendar } : {}),
  });
  const opensAt = formatDateTime(
    nextWindowOpen(WITHDRAWAL_WINDOW, now, market, input.calendar).toISOString(),
    language,
    tz,
  );
  const split = splitIssues(issues, language, currency, opensAt);
  const cards = (input.cards ?? []).map((c) => ({
    value: String(c.id),
    label: `${c.bankName} ${c.cardNumber}`,
  }));
  const arrivalAt = expectedWithdrawalArrival(now, market, input.calendar);
  return {
    amountIssue: split.amount,
    reasons: split.reasons,
    cards,
    noCard: cards.length === 0 ? { label: 'actionAddCard', href: '/mine/bankAdd' } : null,
    canSubmit: issues.length === 0 && cards.length > 0,
    amountText: amountText(input.amount, language, currency),
    available: moneyFigure(available, language, currency),
    minimum: formatLimit(minimum, language, currency),
    maximum: formatLimit(maximum, language, currency),
    window: { start: minuteText(WITHDRAWAL_WINDOW.first), end: minuteText(WITHDRAWAL_WINDOW.last) },
    arrival: {
      expected: formatDateTime(arrivalAt.expected.toISOString(), language, tz),
      latest: formatDateTime(arrivalAt.latest.toISOString(), language, tz),
    },
  };
}

/** Review states (spec section 4) as the kit's badge states and the funds label naming them. */
export const REVIEW_STATES = {
  0: { state: 'application.pending', label: 'statePending' },
  1: { state: 'application.approved', label: 'stateApproved' },
  2: { state: 'application.rejected', label: 'stateRejected' },
} as const;

export interface DepositRowView {
  id: string;
  orderNo: string;
  amount: FigureView;
  state: (typeof REVIEW_STATES)[0 | 1 | 2]['state'];
  stateLabel: (typeof REVIEW_STATES)[0 | 1 | 2]['label'];
  time: string;
  /** While pending: the promised latest arrival. */
  latest: string | null;
}

/** The deposit history, newest first, each with its review state and, while pending, the latest arrival. */
export function selectDepositHistory(
  deposits: readonly Schemas['Deposit'][],
  language: Language,
): DepositRowView[] {
  const tz = MARKETS.jpy.timeZone;
  return sortByTime(deposits, (d) => d.createdAt).map((d) => {
    const s = REVIEW_STATES[d.status];
    return {
      id: String(d.id),
      orderNo: d.orderNo,
      amount: moneyFigure(d.money, language, d.currency),
      state: s.state,
      stateLabel: s.label,
      time: formatDateTime(d.createdAt, language, tz),
      latest:
        d.status === 0
          ? formatDateTime(expectedDepositArrival(new Date(d.createdAt)).latest.toISOString(), language, tz)
          : null,
    };
  });
}

export interface ExchangeInput {
  from: CurrencyCode;
  to: CurrencyCode;
  amount: string;
  rates?: readonly Schemas['ExchangeRate'][];
  user?: Schemas['UserInfo'];
  language: Language;
}

export interface ExchangeView {
  /**
   * Every currency of the pairs the broker exchanges (`listExchangeRates`: the server's configuration is the
   * one source), in `CURRENCY_CODES` order. Empty while the rates are loading.
   */
  currencies: readonly CurrencyCode[];
  /** The currencies that can be exchanged from: the `from` of some quoted pair. */
  fromCurrencies: readonly CurrencyCode[];
  /** The currencies `from` can be exchanged into: the `to` of its quoted pairs. */
  toCurrencies: readonly CurrencyCode[];
  /** `1 USD = 151.2300 JPY`, or null without a rate. */
  rateText: string | null;
  received: FigureView | null;
  available: FigureView;
  issues: RuleIssue[];
  canSubmit: boolean;
}

/** The quoted rate of a pair, or null when the broker does not quote it. */
function rateOf(
  rates: readonly Schemas['ExchangeRate'][],
  from: CurrencyCode,
  to: CurrencyCode,
): Decimal | null {
  const direct = rates.find((r) => r.from === from && r.to === to);
  return direct ? readDecimal(direct.rate) : null;
}

/** The currencies of `list`, each once, in `CURRENCY_CODES` order. */
function inOrder(list: readonly CurrencyCode[]): CurrencyCode[] {
  return CURRENCY_CODES.filter((c) => list.includes(c));
}

/**
 * The exchange section: exactly the pairs the broker quotes (`listExchangeRates`; a pair it does not quote has
 * no rate and is refused with `exchange.rateUnavailable`, as the server refuses it), the rate of the chosen
 * pair, the amount received (`convertCurrency`, rounded down), the balance in `from` (funding currencies only;
 * others hold nothing) and the issues of `validateExchange`.
 */
export function selectExchangeView(input: ExchangeInput): ExchangeView {
  const { from, to, language } = input;
  const rates = input.rates ?? [];
  const rate = rateOf(rates, from, to);
  const funding = from === 'JPY' || from === 'USD' || from === 'CNY';
  const available = funding ? availableIn(input.user, marketOfCurrency(from)) : ZERO;
  const issues = validateExchange({ from, to, amount: input.amount, rate, available }).map((i) =>
    formatIssue(i, language, from),
  );
  const parsed = parsePositiveAmount(input.amount);
  return {
    currencies: inOrder(rates.flatMap((r) => [r.from, r.to])),
    fromCurrencies: inOrder(rates.map((r) => r.from)),
    toCurrencies: inOrder(rates.filter((r) => r.from === from).map((r) => r.to)),
    // Rates below 1 (JPY/USD 0.00666667) need more places to stay meaningful.
    rateText:
      rate === null
        ? null
        : `1 ${from} = ${formatMoney(rate, { language, places: lt(rate, ONE) ? 6 : 4 })} ${to}`,
    received:
      rate !== null && parsed.ok ? moneyFigure(convertCurrency(parsed.value, rate), language, to) : null,
    available: moneyFigure(available, language, from),
    issues,
    canSubmit: issues.length === 0,
  };
}

/** A calendar date range, both ends included. */
export interface DateRange {
  from: IsoDate;
  to: IsoDate;
}

/**
 * The fund records' default range: the last six months up to today in the market's time zone (today minus six
 * calendar months, the day clamped to the month's length: 31 Aug → 28/29 Feb), both ends included.
 */
export function defaultRecordRange(now: Date, market: MarketCode = 'jpy'): DateRange {
  return recentRange(now, 6, market);
}

/** The last `months` calendar months up to today in the market's time zone (day clamped), both ends included. */
export function recentRange(now: Date, months: number, market: MarketCode = 'jpy'): DateRange {
  const to = zonedDate(now, MARKETS[market].timeZone);
  const [y = 0, m = 1, d = 1] = to.split('-').map(Number);
  const monthIndex = y * 12 + (m - 1) - months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: isoDate(year, month, Math.min(d, last)), to };
}

/** Each fund record subject kind and the funds label describing it (`{{name}}`, `{{code}}`). */
export const FUND_RECORD_SUBJECTS = {
  stock: 'subjectStock',
  newShare: 'subjectNewShare',
  blockTrade: 'subjectBlockTrade',
  followProduct: 'subjectFollowProduct',
  dayTrade: 'subjectDayTrade',
} as const satisfies Record<Schemas['FundRecordSubjectKind'], string>;

/** The funds labels that describe a record's subject (`labelsFor(i18n, 'funds')` has them). */
export type FundSubjectLabels = Readonly<
  Record<(typeof FUND_RECORD_SUBJECTS)[Schemas['FundRecordSubjectKind']], string>
>;

/**
 * What a fund record is about, in the labels' language: its subject (the stock or product, named by the server
 * in the request's language) through the funds label of its kind, else the broker's note, else null. A missing
 * name or code leaves the brackets out (the one given stands alone).
 */
export function describeFundRecord(record: Schemas['FundRecord'], labels: FundSubjectLabels): string | null {
  const subject = record.subject;
  if (!subject) return record.note || null;
  const name = subject.name || subject.code;
  if (!name) return record.note || null;
  const template = labels[FUND_RECORD_SUBJECTS[subject.kind]];
  // Without both a name and a code, the "(code)" part is left out rather than shown empty or twice.
  const text = subject.code && subject.name ? template : template.replace(/\s*[（(]\{\{code\}\}[）)]/, '');
  return fillLabel(text, { name, code: subject.code ?? '' });
}

export interface FundRecordRowView {
  id: string;
  orderNo: string;
  type: FundRecordType;
  typeLabel: (typeof FUND_RECORD_TYPES)[FundRecordType];
  /** Signed: credits '+', debits '-'. */
  amount: FigureView;
  balanceAfter: string | null;
  time: string;
  /** What the record is about, translated (`describeFundRecord`); null when nothing to say. */
  note: string | null;
}

/** The fund records page as rows, newest first. */
export function selectFundRecords(
  records: readonly Schemas['FundRecord'][],
  language: Language,
  labels: FundSubjectLabels,
): FundRecordRowView[] {
  return sortByTime(records, (r) => r.time).map((r) => ({
    id: String(r.id),
    orderNo: r.orderNo,
    type: r.type,
    typeLabel: FUND_RECORD_TYPES[r.type],
    amount: moneyFigure(r.amount, language, r.currency, true),
    balanceAfter:
      r.balanceAfter === undefined ? null : moneyFigure(r.balanceAfter, language, r.currency).text,
    time: formatDateTime(r.time, language, MARKETS[r.market].timeZone),
    note: describeFundRecord(r, labels),
  }));
}

/** Column headings of the CSV export, translated by the caller. */
export interface FundRecordsCsvHeadings {
  time: string;
  type: string;
  orderNo: string;
  amount: string;
  currency: string;
  balanceAfter: string;
  note: string;
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

// A leading =, +, - or @ would be read as a formula by a spreadsheet; amounts are exempt (plain numbers).
function guardFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * The fund records as CSV text for Excel: a UTF-8 byte-order mark, CRLF line ends, every field quoted when it
 * holds a comma, quote or line break (quotes doubled), free text guarded against formula injection, amounts
 * as plain decimals (no separators) so they stay numbers, times in the records' market time zone.
 */
export function fundRecordsCsv(
  records: readonly Schemas['FundRecord'][],
  headings: FundRecordsCsvHeadings,
  typeText: (type: FundRecordType) => string,
  language: Language,
  labels: FundSubjectLabels,
): string {
  const header = [
    headings.time,
    headings.type,
    headings.orderNo,
    headings.amount,
    headings.currency,
    headings.balanceAfter,
    headings.note,
  ];
  const rows = sortByTime(records, (r) => r.time).map((r) => [
    formatDateTime(r.time, language, MARKETS[r.market].timeZone),
    guardFormula(typeText(r.type)),
    guardFormula(r.orderNo),
    readDecimal(r.amount),
    r.currency,
    r.balanceAfter === undefined ? '' : readDecimal(r.balanceAfter),
    guardFormula(describeFundRecord(r, labels) ?? ''),
  ]);
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** The CSV file name for a range: `fund-records_2026-05-22_2026-11-22.csv`. */
export function fundRecordsFileName(range: DateRange): string {
  return `fund-records_${range.from}_${range.to}.csv`;
}

/** A blocking reason ready for a screen: its text, what to do about it and when the window opens. */
export interface ReasonItem {
  text: string;
  action?: ReasonAction;
  opensAt?: string;
}

/** Puts the texts on blocking reasons with the caller's translator (`translateRule` bound to its i18n). */
export function describeReasons(
  reasons: readonly BlockingReason[],
  translate: (code: RuleCode, params?: RuleParams) => string,
): ReasonItem[] {
  return reasons.map((r) => ({
    text: translate(r.issue.code, r.issue.params),
    ...(r.action ? { action: r.action } : {}),
    ...(r.opensAt ? { opensAt: r.opensAt } : {}),
  }));
}

/** The fund records loaded (a page, or pages merged) as rows, and whether the server holds more. */
export function selectFundRecordsPage(
  page: PagedList<Schemas['FundRecord']> | undefined,
  language: Language,
  labels: FundSubjectLabels,
): { rows: FundRecordRowView[]; hasMore: boolean } | undefined {
  if (!page) return undefined;
  return { rows: selectFundRecords(page.list, language, labels), hasMore: page.total > page.list.length };
}
