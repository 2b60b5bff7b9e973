import type { CurrencyCode } from './currencies';
import type { FormatLanguage } from './locales';
import { FORMAT_LOCALES as LOCALES } from './locales';
import type { Decimal, RoundingMode } from './money';
import { toFixed } from './money';

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

/** What formatMoney takes from `Intl` for one language, currency, places and sign display. */
interface MoneyLayout {
  /** The grouping separator ('' when the locale has none). */
  separator: string;
  /** The parts of a one-digit template number: zero, a negative and a positive amount. */
  zero: Intl.NumberFormatPart[];
  negative: Intl.NumberFormatPart[];
  positive: Intl.NumberFormatPart[];
}

// Built once per combination: `Intl.NumberFormat` and `formatToParts` cost far more than the digits around
// them (a list of quotes formats several figures per row on every refresh).
const layouts = new Map<string, MoneyLayout>();

function layout(
  language: FormatLanguage,
  currency: CurrencyCode | undefined,
  places: number,
  sign: string,
): MoneyLayout {
  const key = `${language}|${currency ?? ''}|${places}|${sign}`;
  let found = layouts.get(key);
  if (found === undefined) {
    const nf = new Intl.NumberFormat(LOCALES[language], {
      ...(currency === undefined ? { style: 'decimal' } : { style: 'currency', currency }),
      minimumFractionDigits: places,
      maximumFractionDigits: places,
      numberingSystem: 'latn',
      signDisplay: sign as 'auto' | 'exceptZero',
    });
    found = {
      separator: nf.formatToParts(1_000_000).find((p) => p.type === 'group')?.value ?? '',
      zero: nf.formatToParts(0),
      negative: nf.formatToParts(-1),
      positive: nf.formatToParts(1),
    };
    layouts.set(key, found);
  }
  return found;
}

function group(integer: string, separator: string): string {
  // ja, zh-CN and en all group by three (no Indian-style 2-digit groups among the supported languages).
  return integer.replace(/\B(?=(\d{3})+$)/g, separator);
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
  const fixed = toFixed(value, places, mode);
  const unsigned = fixed.replace(/^-/, '');
  const isZero = /^[0.]+$/.test(unsigned);
  const negative = fixed.startsWith('-') && !isZero;
  const [integer = '0', fraction = ''] = unsigned.split('.');
  const parts = layout(language, currency, places, signDisplay);
  const template = isZero ? parts.zero : negative ? parts.negative : parts.positive;
  let out = '';
  for (const part of template) {
    if (part.type === 'integer') out += group(integer, parts.separator);
    else if (part.type === 'fraction') out += fraction;
    else out += part.value;
  }
  return out;
}

/** A change rate in percent (already ×100) with two decimals and a sign, e.g. '+1.25%' / '-0.50%' / '0.00%'. */
export function formatPercent(value: Decimal, language: FormatLanguage = 'ja'): string {
  return `${formatMoney(value, { language, signDisplay: 'exceptZero' })}%`;
}
