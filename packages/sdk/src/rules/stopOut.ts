import type { FeeRule } from './fees';
import type { MarginLevels, MarginPosition } from './margin';
import { atOrBelowLevel, bookAtRisk, bookEquity, bookRequirement, positionEquity } from './margin';
import type { Decimal } from './money';
import {
  abs,
  add,
  decimal,
  div,
  gt,
  isPositive,
  isZero,
  lt,
  lte,
  mul,
  neg,
  round,
  sub,
  sum,
  ZERO,
} from './money';

const TICK = decimal('0.01');
const HUNDRED = decimal('100');
// Rounding each closing fee to the cent moves equity by at most half a cent a position, so a few ticks from
// the linear root always reach the exact boundary; the cap only guards against a malformed book.
const MAX_STEPS = 64;

/** The price of one stock at which a book reaches a level, and which way the price has to move to get there. */
export interface TriggerPrice {
  readonly price: Decimal;
  readonly direction: 'down' | 'up';
  /** The book is already at or below the level at the current price. */
  readonly reached: boolean;
}

// The fee of one position at price p while its fee is in one regime: a constant (minimum or maximum) or rate × p × q.
type Regime = { constant: Decimal } | { perPrice: Decimal };

function regime(p: MarginPosition, at: Decimal, fee: FeeRule): Regime {
  const raw = mul(mul(at, p.quantity), fee.rate);
  if (lt(raw, fee.minimum)) return { constant: fee.minimum };
  if (fee.maximum !== undefined && gt(raw, fee.maximum)) return { constant: fee.maximum };
  return { perPrice: mul(fee.rate, p.quantity) };
}

/**
 * Roots of equity(P) = target over P > 0 for the positions of `code`, the fee taken unrounded: equity is
 * piecewise linear in P, with a kink wherever a position's fee reaches its minimum or maximum.
 */
function linearRoots(
  moving: readonly MarginPosition[],
  fixedPart: Decimal,
  target: Decimal,
  fee: FeeRule,
): Decimal[] {
  const kinks = new Set<Decimal>();
  if (isPositive(fee.rate)) {
    for (const p of moving) {
      const perPrice = mul(fee.rate, p.quantity);
      if (isPositive(fee.minimum)) kinks.add(div(fee.minimum, perPrice));
      if (fee.maximum !== undefined && isPositive(fee.maximum)) kinks.add(div(fee.maximum, perPrice));
    }
  }
  const edges = [ZERO, ...[...kinks].sort((a, b) => (lt(a, b) ? -1 : gt(a, b) ? 1 : 0))];
  const roots: Decimal[] = [];
  edges.forEach((lo, i) => {
    const hi = edges[i + 1];
    const probe = hi === undefined ? add(lo, decimal('1')) : div(add(lo, hi), decimal('2'));
    // equity(P) = a + b·P on this segment
    let a = fixedPart;
    let b = ZERO;
    for (const p of moving) {
      const q = p.side === 'long' ? p.quantity : neg(p.quantity);
      a = sub(a, mul(q, p.buyPrice));
      b = add(b, q);
      const r = regime(p, probe, fee);
      if ('constant' in r) a = sub(a, r.constant);
      else b = sub(b, r.perPrice);
    }
    if (isZero(b)) return;
    const root = div(sub(target, a), b);
    if (isPositive(root) && !lt(root, lo) && (hi === undefined || !gt(root, hi))) roots.push(root);
  });
  return roots;
}

/**
 * The price of `code` at which the book's equity reaches `level` % of its requirement, the other stocks held
 * at `priceOf`: the nearest such price to the current one, on the cent grid, in the direction the price must
 * move (a long book's is below, a short book's above). Exact against the rounded closing fees: at that price
 * the book is at or below the level, one cent nearer the current price it is not. `reached` when the current
 * price is already there (the answer is then the current price). Null when no positive price reaches it, for
 * instance a book of one stock hedged long against short, whose equity only moves with the fees.
 */
export function triggerPrice(
  book: readonly MarginPosition[],
  code: string,
  level: Decimal,
  priceOf: (code: string) => Decimal,
  fee: FeeRule,
): TriggerPrice | null {
  const moving = book.filter((p) => p.code === code);
  if (moving.length === 0) return null;
  const now = priceOf(code);
  const requirement = bookRequirement(book);
  const target = div(mul(level, requirement), HUNDRED);
  const at = (price: Decimal) => bookEquity(book, (c) => (c === code ? price : priceOf(c)), fee);
  const reachedAt = (price: Decimal) => atOrBelowLevel(at(price), requirement, level);
  if (reachedAt(now)) return { price: now, direction: 'down', reached: true };
  const others = book.filter((p) => p.code !== code);
  const fixedPart = add(
    sum(moving.map((p) => p.margin)),
    sum(others.map((p) => positionEquity(p, priceOf(p.code), fee))),
  );
  let best: TriggerPrice | null = null;
  for (const root of linearRoots(moving, fixedPart, target, fee)) {
    const direction = lt(root, now) ? 'down' : 'up';
    const found = direction === 'down' ? snapDown(root, now, reachedAt) : snapUp(root, now, reachedAt);
    if (!found) continue;
    if (!best || lt(abs(sub(found, now)), abs(sub(best.price, now)))) {
      best = { price: found, direction, reached: false };
    }
  }
  return best;
}

// The highest cent price below `now` at which the level is reached, searched from the linear root.
function snapDown(root: Decimal, now: Decimal, reachedAt: (p: Decimal) => boolean): Decimal | null {
  let p = round(root, 2, 'down');
  if (!lt(p, now)) p = sub(round(now, 2, 'up'), TICK);
  for (let i = 0; i < MAX_STEPS && isPositive(p) && !reachedAt(p); i++) p = sub(p, TICK);
  if (!isPositive(p) || !reachedAt(p)) return null;
  for (let i = 0; i < MAX_STEPS && lt(add(p, TICK), now) && reachedAt(add(p, TICK)); i++) p = add(p, TICK);
  return p;
}

// The lowest cent price above `now` at which the level is reached.
function snapUp(root: Decimal, now: Decimal, reachedAt: (p: Decimal) => boolean): Decimal | null {
  let p = round(root, 2, 'up');
  if (!gt(p, now)) p = add(round(now, 2, 'down'), TICK);
  let i = 0;
  for (; i < MAX_STEPS && !reachedAt(p); i++) p = add(p, TICK);
  if (!reachedAt(p)) return null;
  for (i = 0; i < MAX_STEPS && gt(sub(p, TICK), now) && reachedAt(sub(p, TICK)); i++) p = sub(p, TICK);
  return p;
}

/** The stop-out price of `code` in the book (see {@link triggerPrice}); null when the book is not at risk. */
export function stopOutPrice(
  book: readonly MarginPosition[],
  code: string,
  levels: MarginLevels,
  priceOf: (code: string) => Decimal,
  fee: FeeRule,
): TriggerPrice | null {
  return bookAtRisk(book) ? triggerPrice(book, code, levels.stopOut, priceOf, fee) : null;
}

/** The margin-call price of `code` in the book; null when the book is not at risk. */
export function marginCallPrice(
  book: readonly MarginPosition[],
  code: string,
  levels: MarginLevels,
  priceOf: (code: string) => Decimal,
  fee: FeeRule,
): TriggerPrice | null {
  return bookAtRisk(book) ? triggerPrice(book, code, levels.marginCall, priceOf, fee) : null;
}

/** How far a price is from a target price: the absolute amount and as a percentage of the current price. */
export interface PriceDistance {
  readonly amount: Decimal;
  /** amount ÷ now × 100, rounded half up to 2 places; 0 when `now` is 0. */
  readonly percent: Decimal;
}

/** The distance from the current price `now` to `target` (e.g. the stop-out price). */
export function priceDistance(now: Decimal, target: Decimal): PriceDistance {
  const amount = abs(sub(now, target));
  return { amount, percent: isZero(now) ? ZERO : round(div(mul(amount, HUNDRED), now), 2) };
}

/** Whether `price` of a position's stock is at or beyond a trigger: below it for `down`, above for `up`. */
export function beyondTrigger(price: Decimal, trigger: TriggerPrice): boolean {
  return trigger.direction === 'down' ? lte(price, trigger.price) : !lt(price, trigger.price);
}
