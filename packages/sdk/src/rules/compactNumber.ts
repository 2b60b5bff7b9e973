import type { BuiltInLanguage, FormatLanguage } from './locales';
import { intlLocale } from './locales';
import { type Decimal, decimal, mul, toFixed } from './money';
import { layoutDecimal } from './numberLayout';

const formats = new Map<FormatLanguage, Intl.NumberFormat>();

/**
 * The built-in languages' short-form units as ICU has them (10^exponent and its word), smallest first. Written
 * out, as their number layouts are (numberLayout.ts): the first `Intl.NumberFormat` on a page loads ICU's number
 * data, on stock detail inside the task that shows the quote. compactNumber.test.ts checks them against `Intl`.
 */
const BUILT_IN_UNITS: Readonly<Record<BuiltInLanguage, readonly (readonly [number, string])[]>> = {
  ja: [
    [4, '万'],
    [8, '億'],
    [12, '兆'],
    [16, '京'],
  ],
  'zh-CN': [
    [4, '万'],
    [8, '亿'],
    [12, '万亿'],
  ],
  en: [
    [3, 'K'],
    [6, 'M'],
    [9, 'B'],
    [12, 'T'],
  ],
};

/** The largest unit at or below 10^magnitude, or none (exponent 0). */
function unitFor(
  units: readonly (readonly [number, string])[],
  magnitude: number,
): readonly [number, string] {
  let found: readonly [number, string] = [0, ''];
  for (const unit of units) if (unit[0] <= magnitude) found = unit;
  return found;
}

/** The power of ten of the first digit of a canonical unsigned decimal (`'0'` counts as 0). */
function magnitudeOf(unsigned: string): number {
  const [whole = '0', fraction = ''] = unsigned.split('.');
  if (whole !== '0') return whole.length - 1;
  const zeros = fraction.match(/^0*/)?.[0].length ?? 0;
  return zeros === fraction.length ? 0 : -(zeros + 1);
}

/** `unsigned` × 10^-exponent, rounded half away from zero to two places, trailing zeros dropped. */
function scaledDown(unsigned: Decimal, exponent: number): string {
  const unit = exponent === 0 ? '1' : `0.${'0'.repeat(exponent - 1)}1`;
  const fixed = toFixed(mul(unsigned, decimal(unit)), 2, 'halfUp');
  return fixed.replace(/\.?0+$/, '');
}

function builtInCompact(value: Decimal, language: BuiltInLanguage): string {
  const text = decimal(value);
  const negative = text.startsWith('-');
  const unsigned = (negative ? text.slice(1) : text) as Decimal;
  const units = BUILT_IN_UNITS[language];
  let unit = unitFor(units, magnitudeOf(unsigned));
  let shown = scaledDown(unsigned, unit[0]);
  // Rounding can carry into the next unit: 999,999 is 1M, not 1000K.
  const carried = unitFor(units, magnitudeOf(shown) + unit[0]);
  if (carried[0] !== unit[0]) {
    unit = carried;
    shown = scaledDown(unsigned, unit[0]);
  }
  const places = shown.split('.')[1]?.length ?? 0;
  // As Intl does, a negative amount that rounds to nothing keeps its sign ('-0').
  return `${negative ? '-' : ''}${layoutDecimal(shown, { language, places })}${unit[1]}`;
}

/**
 * A large figure in the language's short form, as brokers show market cap and turnover where the whole number
 * does not fit a phone's column: ja '13.16兆', zh-CN '13.16万亿', en '13.16T' (each language's own units: man/wan
 * of 10^4 in Japanese and Chinese, thousands in English; below the first unit the number as it is). At most two
 * fraction digits, rounded half away from zero. The figure never passes through a float: the built-in languages
 * work on the decimal string, and Intl reads the string itself for any other.
 */
export function formatCompact(value: Decimal, language: FormatLanguage = 'ja'): string {
  if (Object.hasOwn(BUILT_IN_UNITS, language)) return builtInCompact(value, language as BuiltInLanguage);
  let format = formats.get(language);
  if (format === undefined) {
    format = new Intl.NumberFormat(intlLocale(language), {
      notation: 'compact',
      maximumFractionDigits: 2,
      roundingMode: 'halfExpand',
      useGrouping: 'always',
      numberingSystem: 'latn',
    });
    formats.set(language, format);
  }
  return format.format(value as `${number}`);
}
