import type { FormatLanguage } from './locales';
import { intlLocale } from './locales';
import type { Decimal } from './money';

const formats = new Map<FormatLanguage, Intl.NumberFormat>();

/**
 * A large figure in the language's short form, as brokers show market cap and turnover where the whole number
 * does not fit a phone's column: ja '13.16兆', zh-CN '13.16万亿', en '13.16T' (each language's own units: man/wan
 * of 10^4 in Japanese and Chinese, thousands in English; below the first unit the number as it is). At most two
 * fraction digits, rounded half away from zero. Intl reads the decimal string itself, so the figure never passes
 * through a float.
 */
export function formatCompact(value: Decimal, language: FormatLanguage = 'ja'): string {
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
