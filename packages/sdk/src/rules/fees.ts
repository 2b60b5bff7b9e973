import type { MarketCode } from './currencies';
import type { Decimal } from './money';
import { add, decimal, div, gt, lt, mul, round } from './money';

/** A commission rule: `rate` × notional, rounded half-up to 2 places, then held within [minimum, maximum]. */
export interface FeeRule {
  /** Fraction of the notional, e.g. '0.001' for 0.1%. */
  readonly rate: Decimal;
  /** Smallest fee per order, in the market's currency. */
  readonly minimum: Decimal;
  /** Largest fee per order; none when omitted. */
  readonly maximum?: Decimal;
}

/** Fee rules per market. */
export type FeeSchedule = Readonly<Record<MarketCode, FeeRule>>;

/**
 * The default schedule, a placeholder a broker is expected to override (the spec shows a fee on the order
 * ticket but not its formula, section 1): 0.1% of the notional, no minimum, no maximum, in every market.
 * The reference server uses the same default so client and server agree.
 */
export const DEFAULT_FEE_SCHEDULE: FeeSchedule = {
  jpy: { rate: decimal('0.001'), minimum: decimal('0') },
  usd: { rate: decimal('0.001'), minimum: decimal('0') },
  cny: { rate: decimal('0.001'), minimum: decimal('0') },
};

/** The commission of one order: clamp(round(notional × rate, 2, half-up), minimum, maximum). */
export function tradeFee(notional: Decimal, rule: FeeRule): Decimal {
  const raw = round(mul(notional, rule.rate), 2, 'halfUp');
  if (lt(raw, rule.minimum)) return rule.minimum;
  if (rule.maximum !== undefined && gt(raw, rule.maximum)) return rule.maximum;
  return raw;
}

/**
 * Leverage multiples a customer may pick (spec section 1 "leveraged buy"; values not shown). Default [1, 2, 5, 10];
 * a broker passes its own list.
 */
export const DEFAULT_LEVERAGES: readonly number[] = [1, 2, 5, 10];

/** notional = price × lots, exact (1 lot = 1 share, spec section 9). */
export function notional(price: Decimal, lots: number | Decimal): Decimal {
  return mul(price, typeof lots === 'number' ? decimal(String(lots)) : lots);
}

/**
 * initial margin = notional ÷ leverage (spec section 3 "initial margin, leverage multiple"), rounded UP to 2
 * places so the margin held always covers notional ÷ leverage: margin × leverage ≥ notional, with equality
 * whenever notional ÷ leverage has at most 2 decimals.
 */
export function initialMargin(notionalValue: Decimal, leverage: number): Decimal {
  if (!Number.isInteger(leverage) || leverage < 1)
    throw new RangeError('Leverage must be a positive integer');
  return round(div(notionalValue, decimal(String(leverage))), 2, 'up');
}

/** The amounts shown on an order ticket. */
export interface OrderQuote {
  readonly notional: Decimal;
  readonly margin: Decimal;
  readonly fee: Decimal;
  /** margin + fee: what the available balance must cover. */
  readonly total: Decimal;
}

/** Notional, margin, fee (on the notional) and total of an order. */
export function quoteOrder(price: Decimal, lots: number, leverage: number, fee: FeeRule): OrderQuote {
  const n = notional(price, lots);
  const margin = initialMargin(n, leverage);
  const f = tradeFee(n, fee);
  return { notional: n, margin, fee: f, total: add(margin, f) };
}
