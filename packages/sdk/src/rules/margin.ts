import type { MarketCode } from './currencies';
import { MARKET_CODES } from './currencies';
import type { FeeRule } from './fees';
import { notional, tradeFee } from './fees';
import type { Decimal } from './money';
import {
  add,
  decimal,
  div,
  isPositive,
  isZero,
  lte,
  mul,
  neg,
  parseServerDecimal,
  round,
  sub,
  sum,
} from './money';
import type { OrderSide } from './orders';

/**
 * One open position as the margin rule sees it. The book of a market account is every holding position of
 * that account in that market: its equity is what closing them all now would pay back, its requirement the
 * initial margins they hold.
 */
export interface MarginPosition {
  /** The stock; positions of one code move together. */
  readonly code: string;
  readonly side: OrderSide;
  /** The fill price. */
  readonly buyPrice: Decimal;
  /** Shares held. */
  readonly quantity: Decimal;
  /** The initial margin held for it (the order's `margin`). */
  readonly margin: Decimal;
  /** Leverage multiple it was opened with. */
  readonly leverage: number;
}

/**
 * A market's two margin levels, each a percentage of the book's requirement (Σ initial margin): at or below
 * `marginCall` the customer is warned (追証 in Japanese margin trading), at or below `stopOut` the server closes
 * the whole book at the price that reached it. `stopOut` is below `marginCall`; both in (0, 100].
 */
export interface MarginLevels {
  readonly marginCall: Decimal;
  readonly stopOut: Decimal;
}

export type MarginSchedule = Readonly<Record<MarketCode, MarginLevels>>;

/**
 * Default levels, the same in every market: warn at 70 %, close at 50 % of the initial margin (docs/backend.md
 * "Margin call and stop-out" gives the reasons: the Japanese 信用取引 maintenance ratio is two thirds of the
 * initial one, and 50 % is the ロスカット level of most Japanese FX and CFD brokers).
 */
export const DEFAULT_MARGIN_LEVELS: MarginLevels = { marginCall: decimal('70'), stopOut: decimal('50') };

export const DEFAULT_MARGIN_SCHEDULE: MarginSchedule = {
  jpy: DEFAULT_MARGIN_LEVELS,
  usd: DEFAULT_MARGIN_LEVELS,
  cny: DEFAULT_MARGIN_LEVELS,
};

/** Where a book stands: no book at risk, above the warning, at or below it, at or below the stop-out. */
export type MarginStatus = 'none' | 'safe' | 'marginCall' | 'stopOut';

const HUNDRED = decimal('100');

/** Profit or loss of a position at `price`: (price − buy) × quantity, negated for a short. Exact. */
export function positionPnl(p: MarginPosition, price: Decimal): Decimal {
  const long = mul(sub(price, p.buyPrice), p.quantity);
  return p.side === 'long' ? long : neg(long);
}

/**
 * What closing the position at `price` would pay back: margin + P&L − the closing fee, the fee on the closing
 * notional by `fee` exactly as the server charges it (`tradeFee`). Negative when the loss is beyond the margin.
 */
export function positionEquity(p: MarginPosition, price: Decimal, fee: FeeRule): Decimal {
  return sub(add(p.margin, positionPnl(p, price)), tradeFee(notional(price, p.quantity), fee));
}

/** Σ positionEquity over the book, each position at `priceOf(code)`. */
export function bookEquity(
  book: readonly MarginPosition[],
  priceOf: (code: string) => Decimal,
  fee: FeeRule,
): Decimal {
  return sum(book.map((p) => positionEquity(p, priceOf(p.code), fee)));
}

/** The book's requirement: Σ initial margin. */
export function bookRequirement(book: readonly MarginPosition[]): Decimal {
  return sum(book.map((p) => p.margin));
}

/**
 * A book can lose more than its margin only through a short or leverage above 1: a book of unleveraged longs
 * is a cash purchase (its equity cannot fall below minus the closing fee), so no margin call or stop-out
 * applies to it.
 */
export function bookAtRisk(book: readonly MarginPosition[]): boolean {
  return book.some((p) => p.side === 'short' || p.leverage > 1);
}

/** equity ÷ requirement × 100, rounded down to 2 places (the margin ratio shown); null without a requirement. */
export function marginLevel(equity: Decimal, requirement: Decimal): Decimal | null {
  if (!isPositive(requirement)) return null;
  return round(div(mul(equity, HUNDRED), requirement), 2, 'down');
}

/** True when equity is at or below `level` % of the requirement, compared exactly (no rounding). */
export function atOrBelowLevel(equity: Decimal, requirement: Decimal, level: Decimal): boolean {
  return lte(mul(equity, HUNDRED), mul(level, requirement));
}

/** The book's status at the given prices: `stopOut` wins over `marginCall`; `none` for a book not at risk. */
export function marginStatus(
  book: readonly MarginPosition[],
  priceOf: (code: string) => Decimal,
  fee: FeeRule,
  levels: MarginLevels,
): MarginStatus {
  if (!bookAtRisk(book)) return 'none';
  const equity = bookEquity(book, priceOf, fee);
  const requirement = bookRequirement(book);
  if (atOrBelowLevel(equity, requirement, levels.stopOut)) return 'stopOut';
  if (atOrBelowLevel(equity, requirement, levels.marginCall)) return 'marginCall';
  return 'safe';
}

/** A level from a config item: a decimal in (0, 100], else null. */
function level(value: string | undefined): Decimal | null {
  if (value === undefined || value.trim() === '') return null;
  const parsed = parseServerDecimal(value);
  if (!parsed.ok || !isPositive(parsed.value) || !lte(parsed.value, HUNDRED)) return null;
  return parsed.value;
}

/**
 * The margin levels from config items `marginCallLevel.<market>` and `stopOutLevel.<market>` (percent of the
 * initial margin, e.g. `70` and `50`), the names the reference server publishes. A market whose pair is
 * missing, unreadable or not stop-out < margin call keeps `base`'s pair, so a broken entry never disables it.
 */
export function marginScheduleFromItems(
  items: readonly { readonly name: string; readonly value: string }[],
  base: MarginSchedule = DEFAULT_MARGIN_SCHEDULE,
): MarginSchedule {
  const get = (name: string) => items.find((i) => i.name === name)?.value;
  const one = (m: MarketCode): MarginLevels => {
    const marginCall = level(get(`marginCallLevel.${m}`)) ?? base[m].marginCall;
    const stopOut = level(get(`stopOutLevel.${m}`)) ?? base[m].stopOut;
    return lte(marginCall, stopOut) || isZero(stopOut) ? base[m] : { marginCall, stopOut };
  };
  return Object.fromEntries(MARKET_CODES.map((m) => [m, one(m)])) as Record<MarketCode, MarginLevels>;
}
