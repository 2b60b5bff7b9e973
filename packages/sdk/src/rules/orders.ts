import { AMOUNT_CEILING, decimalPlaces, PRICE_DECIMALS } from './amounts';
import type { TradingCalendar } from './calendars';
import { checkCalendar } from './calendars';
import type { Parsed, RuleIssue } from './codes';
import { issue } from './codes';
import type { MarketCode } from './currencies';
import type { FeeSchedule, OrderQuote } from './fees';
import { DEFAULT_FEE_SCHEDULE, DEFAULT_LEVERAGES, quoteOrder } from './fees';
import type { Decimal } from './money';
import { decimal, gt, isPositive, parseAmountInput } from './money';
import type { DailyLimits } from './priceLimits';
import { checkDailyLimit } from './priceLimits';
import { isMarketOpen } from './sessions';

/** Long profits when the price rises, short when it falls. */
export type OrderSide = 'long' | 'short';

/** A limit order carries its price; a market order takes the current quote. */
export type OrderKind = 'limit' | 'market';

/** What the customer entered on the order ticket; numbers are still text as typed. */
export interface OrderDraft {
  readonly market: MarketCode;
  readonly side: OrderSide;
  readonly kind: OrderKind;
  /** Lots as typed (1 lot = 1 share). */
  readonly lots: string;
  /** Limit price as typed; ignored for market orders. */
  readonly price?: string;
  readonly leverage: number;
}

/** What the rules need besides the draft. */
export interface OrderContext {
  /** Now (rules never read the clock). */
  readonly instant: Date;
  /** Latest price, or null when the quote could not be obtained. */
  readonly quote: Decimal | null;
  /** Available balance (getUserinfo `jpy`). */
  readonly available: Decimal;
  /** Today's band from `dailyPriceLimits`, or null (no limits). */
  readonly limits: DailyLimits | null;
  /** Allowed leverage multiples. Default {@link DEFAULT_LEVERAGES}. */
  readonly leverages?: readonly number[];
  /** Default {@link DEFAULT_FEE_SCHEDULE}. */
  readonly fees?: FeeSchedule;
  /** Closures supplied at run time (the server's `getTradingCalendar`). Default the built-in tables. */
  readonly calendar?: TradingCalendar;
}

/** The validation result: every issue found and, when price and lots are usable, the ticket amounts. */
export interface OrderCheck {
  readonly issues: readonly RuleIssue[];
  /** Priced at the price the order fills at: the quote when it fills now, else the limit price. */
  readonly quote: OrderQuote | null;
  /**
   * The order fills as soon as it is sent, at the quote: a market order, or a limit order already at or through
   * the market (long with the limit at or above the quote, short at or below it).
   */
  readonly fillsNow: boolean;
}

/** Largest lot count accepted, to keep arithmetic and forms sane. */
export const MAX_LOTS = 1_000_000_000;

/** Parses a lot count: empty → `order.lotsRequired`; not a positive whole number → `order.lotsInvalid`. */
export function parseLots(text: string): Parsed<number> {
  const t = text.trim();
  if (t === '') return { ok: false, issue: issue('order.lotsRequired') };
  if (!/^\d+$/.test(t) || Number(t) < 1 || Number(t) > MAX_LOTS) {
    return { ok: false, issue: issue('order.lotsInvalid', { max: MAX_LOTS }) };
  }
  return { ok: true, value: Number(t) };
}

/**
 * Parses a limit price: empty → `order.priceRequired`; not a positive decimal of at most {@link PRICE_DECIMALS}
 * decimals and at most {@link AMOUNT_CEILING} → `order.priceInvalid`.
 */
export function parsePrice(text: string | undefined): Parsed<Decimal> {
  const parsed = parseAmountInput(text ?? '');
  if (!parsed.ok) {
    return {
      ok: false,
      issue: issue(parsed.issue.code === 'amount.required' ? 'order.priceRequired' : 'order.priceInvalid'),
    };
  }
  const v = parsed.value;
  const fits = isPositive(v) && decimalPlaces(v) <= PRICE_DECIMALS && !gt(v, AMOUNT_CEILING);
  return fits ? parsed : { ok: false, issue: issue('order.priceInvalid') };
}

/**
 * Validates an order draft and prices it (DESIGN.md "One request, end to end"). Checks, all reported at once:
 * lots required and a positive integer; a limit price required, positive and within today's daily limit
 * (`order.beyondDailyLimit`, spec section 5); a quote present for market orders (`quote.unavailable`); leverage
 * in the allowed list (`order.leverageInvalid`); the market in session (`market.closed`) in a year whose
 * holidays are known (`calendar.unknownYear`); the available balance covering margin + fee
 * (`balance.insufficient`). A limit order that fills at once (see {@link OrderCheck.fillsNow}) is priced at the
 * quote it fills at, not at its limit: a short limit set below the market fills at the higher market price and
 * needs the margin of that price.
 */
export function validateOrder(draft: OrderDraft, context: OrderContext): OrderCheck {
  const issues: RuleIssue[] = [];
  const lots = parseLots(draft.lots);
  if (!lots.ok) issues.push(lots.issue);
  let price: Decimal | null = null;
  if (draft.kind === 'limit') {
    const parsed = parsePrice(draft.price);
    if (parsed.ok) {
      price = parsed.value;
      const beyond = checkDailyLimit(price, context.limits);
      if (beyond !== null) issues.push(beyond);
    } else issues.push(parsed.issue);
  } else if (context.quote === null) issues.push(issue('quote.unavailable'));
  else price = context.quote;
  const leverages = context.leverages ?? DEFAULT_LEVERAGES;
  const leverageOk = leverages.includes(draft.leverage);
  if (!leverageOk) issues.push(issue('order.leverageInvalid', { allowed: leverages.join('/') }));
  if (!isMarketOpen(draft.market, context.instant, context.calendar)) issues.push(issue('market.closed'));
  // A year whose exchange holidays are not in the data: refused rather than sent on a possible holiday.
  const calendar = checkCalendar(draft.market, context.instant, context.calendar);
  if (calendar !== null) issues.push(calendar);
  const fillsNow =
    context.quote !== null &&
    (draft.kind === 'market' ||
      (price !== null && (draft.side === 'long' ? !gt(context.quote, price) : !gt(price, context.quote))));
  if (price === null || !lots.ok || !leverageOk) return { issues, quote: null, fillsNow };
  const quote = quoteOrder(
    fillsNow && context.quote !== null ? context.quote : price,
    lots.value,
    draft.leverage,
    (context.fees ?? DEFAULT_FEE_SCHEDULE)[draft.market],
  );
  if (gt(quote.total, context.available)) {
    issues.push(issue('balance.insufficient', { required: quote.total, available: context.available }));
  }
  return { issues, quote, fillsNow };
}

/** Convenience for a ticket: true when nothing blocks the draft. */
export function canSubmitOrder(check: OrderCheck): boolean {
  return check.issues.length === 0 && check.quote !== null;
}

/** A lot count as a decimal (for callers mixing lots into money arithmetic). */
export function lotsToDecimal(lots: number): Decimal {
  return decimal(String(lots));
}
