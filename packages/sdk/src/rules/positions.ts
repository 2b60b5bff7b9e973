import type { TradingCalendar } from './calendars';
import { BUILT_IN_CALENDAR, nextTradingDay } from './calendars';
import type { RuleIssue } from './codes';
import { issue } from './codes';
import type { MarketCode } from './currencies';
import { MARKETS } from './currencies';
import type { Decimal } from './money';
import { decimal, div, isZero, mul, neg, round, sub, ZERO } from './money';
import type { OrderSide } from './orders';
import type { IsoDate } from './zonedTime';
import { zonedDate } from './zonedTime';

/** What valuing a position needs (the positions list gives buy_price, nowprice and stock_num). */
export interface PositionInput {
  readonly side: OrderSide;
  readonly buyPrice: Decimal;
  readonly nowPrice: Decimal;
  /** Shares held (stock_num). */
  readonly quantity: Decimal;
  /** Fees paid on the position, subtracted from the P&L. Default 0. */
  readonly fee?: Decimal;
}

/** A position's figures for display. */
export interface PositionValuation {
  /** nowPrice × quantity. */
  readonly marketValue: Decimal;
  /** buyPrice × quantity. */
  readonly cost: Decimal;
  /** Long: (now − buy) × qty − fee; short: (buy − now) × qty − fee. Exact. */
  readonly pnl: Decimal;
  /** (now − buy) ÷ buy × 100 (negated for short), percent, half-up to 2 places; 0 when buy is 0. */
  readonly changeRate: Decimal;
}

/**
 * Values a position (spec section 3 position labels; the contract's Position: cost = buy_price × stock_num,
 * marketValue = nowprice × stock_num, yingkui = (nowprice − buy_price) × stock_num for long, the negative for
 * short, minus fees; changeRate = the price's change against the buy price). The change rate ignores leverage
 * and fees: it is the price move with the side's sign.
 */
export function valuePosition(p: PositionInput): PositionValuation {
  const marketValue = mul(p.nowPrice, p.quantity);
  const cost = mul(p.buyPrice, p.quantity);
  const long = sub(marketValue, cost);
  const pnl = sub(p.side === 'long' ? long : neg(long), p.fee ?? ZERO);
  const move = sub(p.nowPrice, p.buyPrice);
  const rate = isZero(p.buyPrice) ? ZERO : round(mul(div(move, p.buyPrice), decimal('100')), 2);
  return { marketValue, cost, pnl, changeRate: p.side === 'long' ? rate : neg(rate) };
}

/**
 * The first local date on which a position may be closed: the next trading day of its market after the
 * (local) date its order FILLED — T+1, spec sections 5 and 9 ("selling on the same day is not allowed"), applied
 * to every market as the spec states, not only to A-shares. A limit order placed on Wednesday and filled on
 * Thursday opens the position on Thursday, so it may be closed from Friday: pass the fill time, not the order
 * time (the contract's `filledAt`, else `buyTime` for a market order). `calendar`: closures supplied at run time
 * (default the built-in tables).
 */
export function earliestCloseDate(
  market: MarketCode,
  filledAt: Date,
  calendar: TradingCalendar = BUILT_IN_CALENDAR,
): IsoDate {
  return nextTradingDay(market, zonedDate(filledAt, MARKETS[market].timeZone), calendar);
}

/**
 * `order.tPlusOne` with `{ from }` (the earliest close date) when closing at `instant` is too early for a
 * position filled at `filledAt`; else null. `calendar`: closures supplied at run time (default built in).
 */
export function checkTPlusOne(
  market: MarketCode,
  filledAt: Date,
  instant: Date,
  calendar: TradingCalendar = BUILT_IN_CALENDAR,
): RuleIssue | null {
  const from = earliestCloseDate(market, filledAt, calendar);
  return zonedDate(instant, MARKETS[market].timeZone) < from ? issue('order.tPlusOne', { from }) : null;
}
