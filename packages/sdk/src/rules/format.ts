import type { CurrencyCode } from './currencies';
import type { FormatLanguage } from './locales';
import type { Decimal, RoundingMode } from './money';
import { decimal, isDecimalText, toFixed } from './money';
import { formatCount, layoutDecimal } from './numberLayout';

export type { FormatLanguage } from './locales';

/** Options of {@link formatMoney}. */
export interface FormatMoneyOptions {
  /** Language whose separators and currency placement are used. Default `'ja'`. */
  readonly language?: FormatLanguage;
  /** Currency whose symbol is shown; none when omitted (a plain grouped number). */
  readonly currency?: CurrencyCode;
  /** Fraction digits. Default 2 for every currency (spec section 9: "money shown with two decimals"). */
  readonly places?: number;
  /** Rounding to `places`. Default `'halfUp'` (half away from zero). */
  readonly mode?: RoundingMode;
  /** `'auto'` (default): a minus sign only; `'exceptZero'`: also '+' for positives, as for P&L. */
  readonly signDisplay?: 'auto' | 'exceptZero';
}

/**
 * Formats a decimal for display with thousands separators and fixed fraction digits, in the active language,
 * optionally with a currency symbol, without ever converting the amount to a float: the digits come from the
 * decimal string, and only the layout (sign, symbol, separators, their order) comes from
 * `Intl.NumberFormat.formatToParts` applied to a one-digit template number. What it prints, `parseAmountInput`
 * reads back (the currency mark and separators dropped) as the same decimal rounded to `places`.
 */
export function formatMoney(value: Decimal, options: FormatMoneyOptions = {}): string {
  const { language = 'ja', currency, places = 2, mode = 'halfUp', signDisplay = 'auto' } = options;
  return layoutDecimal(toFixed(value, places, mode), {
    language,
    places,
    signDisplay,
    ...(currency === undefined ? {} : { currency }),
  });
}

/** A change rate in percent (already ×100) with two decimals and a sign, e.g. '+1.25%' / '-0.50%' / '0.00%'. */
export function formatPercent(value: Decimal, language: FormatLanguage = 'ja'): string {
  return `${formatMoney(value, { language, signDisplay: 'exceptZero' })}%`;
}

/**
 * A quantity or count (shares, lots, days, unread messages) with the language's grouping, the one number format
 * every quantity uses: `100000` reads `100,000`. Whole numbers unless `places` is given; a value that is not a
 * number reads as it came, so a server's odd field never breaks a row.
 */
export function formatNumber(
  value: number | string,
  language: FormatLanguage = 'ja',
  places?: number,
): string {
  if (places === undefined) return formatCount(value, language);
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!isDecimalText(text)) return String(value);
  return formatMoney(decimal(text), { language, places });
}
