import type { Parsed, RuleCode } from './codes';
import { issue } from './codes';
import type { Decimal } from './money';
import { decimal, gt, isDecimalText, parsePositiveAmount } from './money';

/**
 * Decimals an amount of money may carry, in every market currency: the ledger's unit is 0.01 of its currency,
 * the sen of yen included. ISO 4217 gives the yen no minor unit, but the ledger keeps and shows two decimals for
 * every market (spec section 9) because fees, interest and exchanges produce such amounts; refusing them would
 * leave money a customer can never withdraw or exchange whole.
 */
export const AMOUNT_DECIMALS = 2;

/** Decimals a price per share may carry: the smallest tick of the three markets (a US stock under $1). */
export const PRICE_DECIMALS = 4;

/**
 * The ceiling of every amount and price a form may carry: 10,000,000,000, the specification's larger reading of
 * the deposit maximum (section 5), taken as the absolute bound so that no configured limit can pass it and the
 * database (numeric with 18 integer digits) never sees more.
 */
export const AMOUNT_CEILING: Decimal = decimal('10000000000');

/** The largest record id a form may carry: 18 digits, inside PostgreSQL's bigint. */
export const MAX_ID = '999999999999999999';

/** How many fraction digits a canonical decimal has. */
export function decimalPlaces(value: Decimal): number {
  const dot = value.indexOf('.');
  return dot < 0 ? 0 : value.length - dot - 1;
}

/** Range options of {@link parseMoneyAmount}. */
export interface AmountRange {
  /** Decimals allowed. Default {@link AMOUNT_DECIMALS}. */
  readonly decimals?: number;
  /** The operation's maximum (inclusive). Default {@link AMOUNT_CEILING}; never above it. */
  readonly maximum?: Decimal;
}

/**
 * Parses an amount of money a customer typed and checks it against the range every amount shares: above zero,
 * at most `decimals` fraction digits (`amount.tooManyDecimals` with `{ decimals }`) and at most `maximum`
 * (`amount.aboveMaximum` with `{ maximum }`). Empty is `amount.required`; anything not a decimal is
 * `amount.invalid`; zero or below is `amount.notPositive`. An operation's own minimum and balance are checked by
 * its rule.
 */
export function parseMoneyAmount(text: string, range: AmountRange = {}): Parsed<Decimal> {
  const parsed = parsePositiveAmount(text);
  if (!parsed.ok) return parsed;
  const decimals = range.decimals ?? AMOUNT_DECIMALS;
  if (decimalPlaces(parsed.value) > decimals) {
    return { ok: false, issue: issue('amount.tooManyDecimals', { decimals }) };
  }
  const maximum =
    range.maximum !== undefined && !gt(range.maximum, AMOUNT_CEILING) ? range.maximum : AMOUNT_CEILING;
  if (gt(parsed.value, maximum)) return { ok: false, issue: issue('amount.aboveMaximum', { maximum }) };
  return parsed;
}

/** What kind of value a form field carries, for {@link formValueRefusal}. */
export type FormValueKind = 'amount' | 'price' | 'credit' | 'id';

/**
 * The refusal of a form value the contract's pattern turned down (the reference server answers it for a field
 * whose schema names its kind, `x-refusal`): an id out of 1..{@link MAX_ID} is `id.invalid`; an amount or price
 * with too many decimals `amount.tooManyDecimals`, above {@link AMOUNT_CEILING} `amount.aboveMaximum`; a credit
 * not a whole number `credit.notPositiveInteger`; anything else `amount.invalid`.
 */
export function formValueRefusal(kind: FormValueKind, text: string): RuleCode {
  if (kind === 'id') return 'id.invalid';
  const t = text.trim();
  const plain = isDecimalText(t) && !t.startsWith('-') && !t.startsWith('+');
  if (kind === 'credit') {
    return /^\d{1,64}$/.test(t) && gt(decimal(t), AMOUNT_CEILING)
      ? 'amount.aboveMaximum'
      : 'credit.notPositiveInteger';
  }
  if (!plain) return 'amount.invalid';
  const value = decimal(t);
  if (gt(value, AMOUNT_CEILING)) return 'amount.aboveMaximum';
  if (decimalPlaces(value) > (kind === 'price' ? PRICE_DECIMALS : AMOUNT_DECIMALS)) {
    return 'amount.tooManyDecimals';
  }
  return 'amount.invalid';
}
