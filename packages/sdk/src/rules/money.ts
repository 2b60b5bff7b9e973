import Big from 'big.js';
import type { Parsed } from './codes';
import { issue } from './codes';
import { BUILT_IN_MARKS, isDecimalText, MAX_DECIMAL_LENGTH } from './numberLayout';

/**
 * THE decimal representation of the SDK: a canonical decimal string (plain notation, no exponent, no trailing
 * fraction zeros, no '+', '0' never signed), branded so a raw server string or a float cannot pass for one.
 * Arithmetic goes through big.js; amounts are never binary floats (DESIGN.md "Money"). Strings serialise as-is
 * to the wire and compare with `===` because the form is canonical.
 */
export type Decimal = string & { readonly __brand: 'Decimal' };

/** An amount of money; the same representation as {@link Decimal}, named for readability. */
export type Money = Decimal;

/**
 * Rounding modes: `halfUp` rounds a half away from zero (1.005 → 1.01, −1.005 → −1.01; the display rounding),
 * `halfEven` to the even neighbour, `down` toward zero (truncate), `up` away from zero.
 */
export type RoundingMode = 'halfUp' | 'halfEven' | 'down' | 'up';

const RM: Record<RoundingMode, Big.RoundingMode> = { down: 0, halfUp: 1, halfEven: 2, up: 3 };

// A private constructor so another library's global Big settings never leak in (or out).
const B = Big();
B.DP = 20; // division keeps 20 fraction digits, rounded half-up; callers round money explicitly afterwards
B.RM = 1;
B.NE = -1_000_000; // never exponent notation in toString()
B.PE = 1_000_000;

export { isDecimalText } from './numberLayout';

function canonical(value: Big): Decimal {
  const text = value.toFixed();
  return (value.eq(0) ? '0' : text) as Decimal;
}

// big.js refuses a leading '+', which the plain-decimal grammar allows.
function fromText(text: string): Big {
  return new B(text.startsWith('+') ? text.slice(1) : text);
}

function big(value: Decimal): Big {
  return new B(value);
}

/** Zero. */
export const ZERO = '0' as Decimal;

/** A decimal from trusted text (configuration, literals); throws a RangeError on anything else. */
export function decimal(text: string | number | bigint): Decimal {
  const raw = typeof text === 'string' ? text : String(text);
  if (!isDecimalText(raw))
    throw new RangeError(`Not a decimal literal: ${JSON.stringify(raw)}; pass a string`);
  return canonical(fromText(raw.trim()));
}

/**
 * Parses an amount the server sent. The shown list calls answer '-' or '' for zero (spec section 3,
 * "rjmoney ... '-' means zero"), so those, null and undefined read as zero; a finite JSON number is accepted by
 * its shortest text; anything else is `amount.invalid` with the offending text as `value`.
 */
export function parseServerDecimal(value: string | number | null | undefined): Parsed<Decimal> {
  if (value === null || value === undefined) return { ok: true, value: ZERO };
  if (typeof value === 'number') {
    return Number.isFinite(value)
      ? { ok: true, value: decimal(String(value)) }
      : { ok: false, issue: issue('amount.invalid', { value: String(value) }) };
  }
  const t = value.trim();
  if (t === '' || t === '-') return { ok: true, value: ZERO };
  if (!isDecimalText(t))
    return { ok: false, issue: issue('amount.invalid', { value: t.slice(0, MAX_DECIMAL_LENGTH) }) };
  return { ok: true, value: canonical(fromText(t)) };
}

let marks: readonly string[] | undefined;

/**
 * Every currency mark `formatMoney` can print in the SDK's languages (￥, ¥, JP¥, $, US$, 元, ₩, MYR, ...), longest
 * first, from the same written-out layouts `formatMoney` uses, once.
 */
function currencyMarks(): readonly string[] {
  if (marks !== undefined) return marks;
  const found = new Set<string>();
  for (const byCurrency of Object.values(BUILT_IN_MARKS)) {
    for (const mark of Object.values(byCurrency)) found.add(mark.replace(/\s/g, ''));
  }
  marks = [...found].filter((m) => m !== '').sort((a, b) => b.length - a.length);
  return marks;
}

/** `t` without one currency mark before or after the number (after a leading sign), or null when it has none. */
function withoutMark(t: string): string | null {
  const sign = t.startsWith('-') || t.startsWith('+') ? t.slice(0, 1) : '';
  const body = t.slice(sign.length);
  for (const mark of currencyMarks()) {
    if (body.startsWith(mark)) return sign + body.slice(mark.length);
    if (body.endsWith(mark)) return sign + body.slice(0, -mark.length);
  }
  return null;
}

/**
 * Parses an amount a user typed: surrounding spaces, thousands commas and one currency mark as the SDK prints
 * it (`￥1,234.50`, `-US$12.00`, `元 100.00`) are ignored, so a formatted amount pasted back reads as its
 * decimal; empty is `amount.required`, anything else that is not a plain decimal is `amount.invalid`.
 */
export function parseAmountInput(text: string): Parsed<Decimal> {
  const t = text.replace(/[,\s]/g, '');
  if (t === '') return { ok: false, issue: issue('amount.required') };
  const plain = isDecimalText(t) ? t : withoutMark(t);
  if (plain === null || !isDecimalText(plain)) return { ok: false, issue: issue('amount.invalid') };
  return { ok: true, value: canonical(fromText(plain)) };
}

/** Parses a typed amount that must be above zero: `amount.required`, `amount.invalid` or `amount.notPositive`. */
export function parsePositiveAmount(text: string): Parsed<Decimal> {
  const parsed = parseAmountInput(text);
  if (!parsed.ok || (!parsed.value.startsWith('-') && parsed.value !== '0')) return parsed;
  return { ok: false, issue: issue('amount.notPositive') };
}

/** a + b, exact. */
export function add(a: Decimal, b: Decimal): Decimal {
  return canonical(big(a).plus(big(b)));
}

/** a − b, exact. */
export function sub(a: Decimal, b: Decimal): Decimal {
  return canonical(big(a).minus(big(b)));
}

/** a × b, exact. */
export function mul(a: Decimal, b: Decimal): Decimal {
  return canonical(big(a).times(big(b)));
}

/** a ÷ b to 20 fraction digits, half-up; throws a RangeError when b is zero (check first). */
export function div(a: Decimal, b: Decimal): Decimal {
  if (big(b).eq(0)) throw new RangeError('Division by zero: check the divisor before calling div');
  return canonical(big(a).div(big(b)));
}

/** −1, 0 or 1 as a is below, equal to or above b. */
export function compare(a: Decimal, b: Decimal): -1 | 0 | 1 {
  return big(a).cmp(big(b)) as -1 | 0 | 1;
}

/** a < b. */
export const lt = (a: Decimal, b: Decimal): boolean => compare(a, b) < 0;
/** a ≤ b. */
export const lte = (a: Decimal, b: Decimal): boolean => compare(a, b) <= 0;
/** a > b. */
export const gt = (a: Decimal, b: Decimal): boolean => compare(a, b) > 0;
/** a ≥ b. */
export const gte = (a: Decimal, b: Decimal): boolean => compare(a, b) >= 0;
/** a = b numerically (the canonical form also makes `===` work). */
export const eq = (a: Decimal, b: Decimal): boolean => compare(a, b) === 0;
/** a = 0. */
export const isZero = (a: Decimal): boolean => a === ZERO;
/** a < 0. */
export const isNegative = (a: Decimal): boolean => a.startsWith('-');
/** a > 0. */
export const isPositive = (a: Decimal): boolean => !isNegative(a) && !isZero(a);
/** True when a has no fraction part. */
export const isInteger = (a: Decimal): boolean => !a.includes('.');

/** −a. */
export function neg(a: Decimal): Decimal {
  return canonical(big(a).neg());
}

/** |a|. */
export function abs(a: Decimal): Decimal {
  return canonical(big(a).abs());
}

/** The smaller of a and b. */
export function min(a: Decimal, b: Decimal): Decimal {
  return lte(a, b) ? a : b;
}

/** The larger of a and b. */
export function max(a: Decimal, b: Decimal): Decimal {
  return gte(a, b) ? a : b;
}

/** Σ values, exact; zero for an empty list. */
export function sum(values: Iterable<Decimal>): Decimal {
  let total = new B(0);
  for (const v of values) total = total.plus(big(v));
  return canonical(total);
}

/**
 * a rounded to `places` fraction digits (default 2, the display precision of spec section 9) with `mode`
 * (default `halfUp`, half away from zero).
 */
export function round(a: Decimal, places = 2, mode: RoundingMode = 'halfUp'): Decimal {
  return canonical(big(a).round(places, RM[mode]));
}

/** a as text with exactly `places` fraction digits (default 2), rounded half-up; no grouping. */
export function toFixed(a: Decimal, places = 2, mode: RoundingMode = 'halfUp'): string {
  return big(a).toFixed(places, RM[mode]);
}
