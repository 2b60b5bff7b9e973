import type { CurrencyCode } from './currencies';
import type { FormatLanguage } from './locales';
import { intlLocale } from './locales';
import type { Decimal, RoundingMode } from './money';
import { decimal, isDecimalText, toFixed } from './money';

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
  /** Digits in the last group and in the groups before it: 3 and 3 mostly, 3 and 2 in Indian English. */
  primary: number;
  secondary: number;
  /** Fewest integer digits that are grouped at all (5 where `1234` stays whole, as in Spanish). */
  minimumGrouped: number;
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
    const nf = new Intl.NumberFormat(intlLocale(language), {
      ...(currency === undefined ? { style: 'decimal' } : { style: 'currency', currency }),
      minimumFractionDigits: places,
      maximumFractionDigits: places,
      numberingSystem: 'latn',
      signDisplay: sign as 'auto' | 'exceptZero',
    });
    const big = nf.formatToParts(1_234_567_890).filter((p) => p.type === 'integer');
    const sizes = big.map((p) => p.value.length);
    found = {
      separator: nf.formatToParts(1_000_000).find((p) => p.type === 'group')?.value ?? '',
      primary: sizes.at(-1) ?? 3,
      secondary: sizes.length > 2 ? (sizes.at(-2) ?? 3) : (sizes.at(-1) ?? 3),
      minimumGrouped: nf.formatToParts(1000).some((p) => p.type === 'group') ? 4 : 5,
      zero: nf.formatToParts(0),
      negative: nf.formatToParts(-1),
      positive: nf.formatToParts(1),
    };
    layouts.set(key, found);
  }
  return found;
}

/** Groups the digits of a non-negative integer as the language does (sizes read from `Intl` once). */
function group(integer: string, layout: MoneyLayout): string {
  if (layout.separator === '' || integer.length < layout.minimumGrouped) return integer;
  const groups = [integer.slice(-layout.primary)];
  let rest = integer.slice(0, -layout.primary);
  while (rest.length > 0) {
    groups.unshift(rest.slice(-layout.secondary));
    rest = rest.slice(0, -layout.secondary);
  }
  return groups.join(layout.separator);
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
    if (part.type === 'integer') out += group(integer, parts);
    else if (part.type === 'fraction') out += fraction;
    else out += part.value;
  }
  return out;
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
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!isDecimalText(text)) return String(value);
  const d = decimal(text);
  const digits = places ?? (d.includes('.') ? (d.split('.')[1]?.length ?? 0) : 0);
  return formatMoney(d, { language, places: digits });
}
