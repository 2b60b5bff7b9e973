// Public surface of the SDK's pure business rules; each module is re-exported here by name.

export type { AdjustMode, CorporateAction, KLineBar } from './adjustment';
export { adjustBars, adjustmentFactor } from './adjustment';
export type { AllocationPart } from './allocation';
export { ALLOCATION_PARTS, assetAllocation } from './allocation';
export type { AmountRange, FormValueKind } from './amounts';
export {
  AMOUNT_CEILING,
  AMOUNT_DECIMALS,
  decimalPlaces,
  formValueRefusal,
  MAX_ID,
  PRICE_DECIMALS,
  parseMoneyAmount,
} from './amounts';
export type {
  AssetInputs,
  AssetSummary,
  BookSummary,
  FrozenParts,
  MoneyRow,
  NewStockOrderRow,
  PositionRow,
  StockCreditRow,
  UserinfoAmounts,
} from './assets';
export { EMPTY_ASSET_SUMMARY, summarizeAssets } from './assets';
export type { BankCardCheck, BankCardField, BankCardProblem } from './bankCards';
export { BANK_CARD_FIELDS, validateBankCard } from './bankCards';
export type {
  CalendarExpiry,
  CalendarGap,
  ClosureRange,
  ClosureReason,
  PublishedCalendar,
  TradingCalendar,
} from './calendars';
export {
  BUILT_IN_CALENDAR,
  builtInClosures,
  CALENDAR_WARNING_DAYS,
  calendarCoverage,
  calendarExpiries,
  calendarFromPublished,
  calendarGaps,
  checkCalendar,
  closureReason,
  confirmedUntil,
  holidayOf,
  isCalendarYearKnown,
  isTradingDay,
  nextTradingDay,
  previousTradingDay,
  tradingDayOnOrAfter,
} from './calendars';
export type { ChangeDirection, ChangeFigures, ChangeTexts } from './chartReadout';
export { barChangeBase, formatChange, priceChange, shareTexts } from './chartReadout';
export type { Parsed, RuleCode, RuleIssue, RuleParams } from './codes';
export { issue, RULE_CODES, RULES_ONLY_CODES, SHARED_RULE_CODES } from './codes';
export { formatCompact } from './compactNumber';
export type { RulesConfig } from './config';
export { DEFAULT_RULES_CONFIG, feeScheduleFromItems, rulesConfigFromItems } from './config';
export type { CurrencyCode, CurrencyInfo, MarketCode, MarketCurrencyCode, MarketInfo } from './currencies';
export {
  CURRENCIES,
  CURRENCY_CODES,
  DEFAULT_MARKET,
  isCurrencyCode,
  isMarketCode,
  MARKET_CODES,
  MARKETS,
} from './currencies';
export type { DateFormatKind, Instant } from './dateFormat';
export {
  DATE_FORMAT_KINDS,
  DEFAULT_TIME_ZONE,
  dateTimeFormat,
  formatCalendarDate,
  formatCalendarMonth,
  formatDate,
  formatDateTime,
  formatInstant,
  formatTime,
} from './dateFormat';
export type { DayTradeRequest } from './dayTrade';
export { validateDayTrade } from './dayTrade';
export type { ExchangeRequest } from './exchange';
export { convertCurrency, minimumExchange, minorUnits, validateExchange } from './exchange';
export type { FeeRule, FeeSchedule, OrderQuote } from './fees';
export {
  DEFAULT_FEE_SCHEDULE,
  DEFAULT_LEVERAGES,
  initialMargin,
  notional,
  quoteOrder,
  tradeFee,
} from './fees';
export type { FormatLanguage, FormatMoneyOptions } from './format';
export { formatMoney, formatNumber, formatPercent } from './format';
export type { PasswordContext, RegisterForm, UploadFile, VerificationForm } from './forms';
export {
  checkAccount,
  checkEmail,
  checkFundsPassword,
  checkFundsPasswordSet,
  checkNewFundsPassword,
  checkPassword,
  checkPasswordRepeat,
  checkUpload,
  collect,
  DEFAULT_MAX_UPLOAD_BYTES,
  isWeakFundsPassword,
  PASSWORD_RULE,
  UPLOAD_TYPES,
  validateFundsPasswordForm,
  validateLogin,
  validatePasswordChange,
  validateRegister,
  validateVerification,
} from './forms';
export type { Holiday, HolidayCode, ShanghaiClosure, ShanghaiFestival } from './holidays';
export {
  easterSunday,
  HOLIDAY_CODES,
  NEW_YORK_SPECIAL_CLOSURES,
  newYorkEarlyClose,
  newYorkHolidays,
  SHANGHAI_CLOSURES,
  shanghaiHoliday,
  TOKYO_EXCHANGE_CLOSURES,
  TOKYO_HOLIDAY_YEARS,
  tokyoHoliday,
} from './holidays';
export type { Bollinger, Macd, MacdOptions, Series } from './indicators';
export { bollinger, ema, MA_PERIODS, macd, movingAverages, rsi, sma } from './indicators';
export type { IpoPhase, IpoSchedule, IpoSubscription } from './ipo';
export {
  ipoAmountPayable,
  ipoPhase,
  ipoTotalPayable,
  validateIpoPayment,
  validateIpoSubscription,
} from './ipo';
export type { LimitSchedule, MoneyLimits } from './limits';
export {
  convertLimit,
  creditQuota,
  DEFAULT_LIMIT_SCHEDULE,
  LIMIT_ITEMS,
  limitScheduleFromItems,
  limitsFromYen,
  REFERENCE_PER_USD,
  referenceYenRate,
  scheduleFromYen,
  YEN_LIMITS,
} from './limits';
export type { CreditState } from './loans';
export {
  availableLoanQuota,
  CREDIT_STATUS,
  checkAddedCredit,
  creditState,
  validateAddedCredit,
  validateCreditRepayment,
  validateLoan,
  validateRepayment,
} from './loans';
export { FORMAT_LOCALES, intlLocale } from './locales';
export type { MarginLevels, MarginPosition, MarginSchedule, MarginStatus } from './margin';
export {
  atOrBelowLevel,
  bookAtRisk,
  bookEquity,
  bookRequirement,
  DEFAULT_MARGIN_LEVELS,
  DEFAULT_MARGIN_SCHEDULE,
  marginLevel,
  marginScheduleFromItems,
  marginStatus,
  positionEquity,
  positionPnl,
} from './margin';
export type { Decimal, Money, RoundingMode } from './money';
export {
  abs,
  add,
  compare,
  decimal,
  div,
  eq,
  gt,
  gte,
  isDecimalText,
  isInteger,
  isNegative,
  isPositive,
  isZero,
  lt,
  lte,
  max,
  min,
  mul,
  neg,
  parseAmountInput,
  parsePositiveAmount,
  parseServerDecimal,
  round,
  sub,
  sum,
  toFixed,
  ZERO,
} from './money';
export type { OrderCheck, OrderContext, OrderDraft, OrderKind, OrderSide } from './orders';
export { canSubmitOrder, lotsToDecimal, MAX_LOTS, parseLots, parsePrice, validateOrder } from './orders';
export type { PositionInput, PositionValuation } from './positions';
export { checkTPlusOne, earliestCloseDate, valuePosition } from './positions';
export type { LivePricesChoice, MotionChoice, PriceColorChoice } from './preferenceChoices';
export { LIVE_PRICES_CHOICES, MOTION_CHOICES, PRICE_COLOR_CHOICES } from './preferenceChoices';
export type { ChinaBoard, DailyLimitInput, DailyLimits, TokyoLimitBand } from './priceLimits';
export {
  CHINA_LIMIT_RATES,
  checkDailyLimit,
  chinaLimitBoard,
  dailyPriceLimits,
  TOKYO_LIMIT_TABLE,
  tokyoLimitWidth,
} from './priceLimits';
export { priceMove } from './priceMove';
export type { BlockTradeRequest, FollowRequest } from './products';
export {
  blockTradeAmount,
  checkFollowLock,
  followUnlockDate,
  validateBlockTrade,
  validateFollow,
} from './products';
export type { AssetRow } from './screens/assets';
export { ASSET_ROWS } from './screens/assets';
export { BANK_CARD_TYPES } from './screens/bankCards';
export type { FundRecordType } from './screens/fundRecords';
export { FUND_RECORD_TYPES } from './screens/fundRecords';
export type { IpoTab } from './screens/ipo';
export { IPO_TABS } from './screens/ipo';
export type { SortFieldParam } from './screens/marketList';
export { MARKET_SORT_FIELDS } from './screens/marketList';
export type { PositionTab } from './screens/positions';
export { POSITION_TABS } from './screens/positions';
export type { MarketState, MarketStatus, SessionMinutes, SessionSchedule, TradingSession } from './sessions';
export {
  isMarketOpen,
  marketStatus,
  NEW_YORK_EARLY_CLOSE,
  SESSION_SCHEDULES,
  sessionMinutes,
  tradingSessions,
} from './sessions';
export type { PriceDistance, TriggerPrice } from './stopOut';
export { beyondTrigger, marginCallPrice, priceDistance, stopOutPrice, triggerPrice } from './stopOut';
export type { ArrivalRule, ExpectedArrival, FundsWindow } from './windows';
export {
  DEFAULT_FUNDS_MARKET,
  DEPOSIT_ARRIVAL,
  DEPOSIT_WINDOW,
  expectedArrival,
  expectedDepositArrival,
  expectedWithdrawalArrival,
  isWithinWindow,
  minuteText,
  nextWindowOpen,
  WITHDRAWAL_ARRIVAL,
  WITHDRAWAL_WINDOW,
} from './windows';
export type { DepositRequest, WithdrawalRequest } from './withdrawal';
export {
  DEFAULT_MINIMUM_CREDIT_SCORE,
  DEPOSIT_MAXIMUM,
  DEPOSIT_MAXIMUM_ALTERNATIVE,
  validateDeposit,
  validateWithdrawal,
  WITHDRAWAL_MINIMUM,
  withdrawalMinimumIn,
} from './withdrawal';
export type { IsoDate, MinuteOfDay, ZonedTime } from './zonedTime';
export {
  addDays,
  daysBetween,
  isIsoDate,
  isoDate,
  isWeekend,
  toZoned,
  weekday,
  zonedDate,
  zonedInstant,
} from './zonedTime';
