import { compare, type Decimal } from './money';

/**
 * Which way a shown price just moved, from the decimal it showed to the one it shows now: `up`, `down`, or null
 * when it did not move (a flash shows only a real move, in the market's up or down colour).
 */
export function priceMove(previous: Decimal, next: Decimal): 'up' | 'down' | null {
  const c = compare(next, previous);
  return c > 0 ? 'up' : c < 0 ? 'down' : null;
}
