import type { Decimal } from '@tsumiki/sdk';
import { decimal, money } from '@tsumiki/sdk';

/** A stored numeric as a two-decimal string (the contract's display precision). */
export function moneyText(v: unknown): string {
  return money.toFixed(decimal(String(v ?? '0')), 2);
}

/** A stored numeric in canonical form (no trailing zeros), for counts and prices. */
export function num(v: unknown): Decimal {
  return decimal(String(v ?? '0'));
}

/** A count (lots, shares) as digits. */
export function count(v: unknown): string {
  return money.toFixed(decimal(String(v ?? '0')), 0);
}
