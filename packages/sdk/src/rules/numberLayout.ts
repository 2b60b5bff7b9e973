// Number layout without decimal arithmetic: grouping, sign and currency placement read from `Intl` once per
// language, applied to the digits of a decimal string. Counts in texts (`{{count, number}}`) are formatted here
// alone, so the texts never bring big.js; money rounds first (format.ts) and then lays out the same way.
import type { CurrencyCode } from './currencies';
import type { BuiltInLanguage, FormatLanguage } from './locales';
import { intlLocale } from './locales';

const PLAIN = /^[+-]?(\d+\.?\d*|\.\d+)$/;
/** The longest decimal literal read (longer text is refused, never parsed). */
export const MAX_DECIMAL_LENGTH = 64;

/** True when `text` (trimmed) is a plain decimal literal: optional sign, digits, optional fraction; no exponent. */
export function isDecimalText(text: string): boolean {
  const t = text.trim();
  return t.length <= MAX_DECIMAL_LENGTH && PLAIN.test(t);
}

/**
 * The canonical form of a plain decimal literal (as `decimal` gives it: no '+', no leading or trailing zeros,
 * '0' never signed), by string work alone. `text` must pass `isDecimalText`.
 */
export function plainDecimal(text: string): string {
  const t = text.trim();
  const negative = t.startsWith('-');
  const unsigned = t.replace(/^[+-]/, '');
  const [whole = '', fraction = ''] = unsigned.split('.');
  const integer = whole.replace(/^0+/, '') || '0';
  const digits = fraction.replace(/0+$/, '');
  const body = digits ? `${integer}.${digits}` : integer;
  return negative && body !== '0' ? `-${body}` : body;
}

/** What formatMoney takes from `Intl` for one language, currency, places and sign display. */
export interface MoneyLayout {
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

/** The marks the three languages share: each currency's own symbol or code. */
const SHARED_MARKS = {
  TWD: 'NT$',
  HKD: 'HK$',
  THB: 'THB\u00a0',
  VND: '₫',
  MYR: 'MYR\u00a0',
  KRW: '₩',
} as const;

/**
 * Each currency's mark in the built-in languages, with the no-break space ICU puts after a mark of letters
 * (`元`, `THB`, `MYR`). These languages group by three with ',' from four digits, write '.', '-' and '+' and
 * put the mark first, so their layouts are written out here: the first `Intl.NumberFormat` a page builds loads
 * ICU's number data, ~10 ms of a phone's main thread at start (~40 ms at Lighthouse's 4x CPU), before the first
 * figure can show. numberLayout.test.ts checks every layout against the runtime's `Intl`.
 */
export const BUILT_IN_MARKS: Readonly<Record<BuiltInLanguage, Readonly<Record<CurrencyCode, string>>>> = {
  ja: { ...SHARED_MARKS, JPY: '￥', USD: '$', CNY: '元\u00a0' },
  'zh-CN': { ...SHARED_MARKS, JPY: 'JP¥', USD: 'US$', CNY: '¥' },
  en: { ...SHARED_MARKS, JPY: '¥', USD: '$', CNY: 'CN¥' },
};

const isBuiltIn = (language: FormatLanguage): language is BuiltInLanguage =>
  Object.hasOwn(BUILT_IN_MARKS, language);

/** A built-in language's layout, from {@link BUILT_IN_MARKS} alone. */
export function builtInLayout(
  language: BuiltInLanguage,
  currency: CurrencyCode | undefined,
  places: number,
  sign: string,
): MoneyLayout {
  const mark = currency === undefined ? '' : BUILT_IN_MARKS[language][currency];
  const space = mark.endsWith('\u00a0');
  const head: Intl.NumberFormatPart[] =
    mark === ''
      ? []
      : [
          { type: 'currency', value: space ? mark.slice(0, -1) : mark },
          ...(space ? [{ type: 'literal' as const, value: '\u00a0' }] : []),
        ];
  const number = (digit: string): Intl.NumberFormatPart[] => [
    { type: 'integer', value: digit },
    ...(places > 0
      ? [
          { type: 'decimal' as const, value: '.' },
          { type: 'fraction' as const, value: '0'.repeat(places) },
        ]
      : []),
  ];
  return {
    separator: ',',
    primary: 3,
    secondary: 3,
    minimumGrouped: 4,
    zero: [...head, ...number('0')],
    negative: [{ type: 'minusSign', value: '-' }, ...head, ...number('1')],
    positive: [
      ...(sign === 'exceptZero' ? [{ type: 'plusSign' as const, value: '+' }] : []),
      ...head,
      ...number('1'),
    ],
  };
}

/** Any language's layout, read from `Intl`. */
export function intlLayout(
  language: FormatLanguage,
  currency: CurrencyCode | undefined,
  places: number,
  sign: string,
): MoneyLayout {
  const nf = new Intl.NumberFormat(intlLocale(language), {
    ...(currency === undefined ? { style: 'decimal' } : { style: 'currency', currency }),
    minimumFractionDigits: places,
    maximumFractionDigits: places,
    numberingSystem: 'latn',
    signDisplay: sign as 'auto' | 'exceptZero',
  });
  const big = nf.formatToParts(1_234_567_890).filter((p) => p.type === 'integer');
  const sizes = big.map((p) => p.value.length);
  return {
    separator: nf.formatToParts(1_000_000).find((p) => p.type === 'group')?.value ?? '',
    primary: sizes.at(-1) ?? 3,
    secondary: sizes.length > 2 ? (sizes.at(-2) ?? 3) : (sizes.at(-1) ?? 3),
    minimumGrouped: nf.formatToParts(1000).some((p) => p.type === 'group') ? 4 : 5,
    zero: nf.formatToParts(0),
    negative: nf.formatToParts(-1),
    positive: nf.formatToParts(1),
  };
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
    found = isBuiltIn(language)
      ? builtInLayout(language, currency, places, sign)
      : intlLayout(language, currency, places, sign);
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

/** How {@link layoutDecimal} shows a number. */
export interface LayoutOptions {
  readonly language?: FormatLanguage;
  readonly currency?: CurrencyCode;
  /** The fraction digits `fixed` has. */
  readonly places: number;
  readonly signDisplay?: 'auto' | 'exceptZero';
}

/**
 * Lays out a decimal string that already has exactly `places` fraction digits (`toFixed`'s output): the digits
 * as they are, grouped, with the language's sign and currency placement.
 */
export function layoutDecimal(fixed: string, options: LayoutOptions): string {
  const { language = 'ja', currency, places, signDisplay = 'auto' } = options;
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

/**
 * A count or quantity with the language's grouping and every fraction digit it has (`formatNumber` without
 * `places`): `100000` reads `100,000`; a value that is not a number reads as it came.
 */
export function formatCount(value: number | string, language: FormatLanguage = 'ja'): string {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!isDecimalText(text)) return String(value);
  const d = plainDecimal(text);
  const places = d.includes('.') ? (d.split('.')[1]?.length ?? 0) : 0;
  return layoutDecimal(d, { language, places });
}
