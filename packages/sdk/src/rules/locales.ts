/** The interface languages Tsumiki ships (spec section 1): Japanese (default), Simplified Chinese, English. */
export type BuiltInLanguage = 'ja' | 'zh-CN' | 'en';

/**
 * A language as a BCP-47 tag: one of the built-in three, or any other an app adds at run time (`'ko'`,
 * `'pt-BR'`). Formatting follows the tag through `Intl`.
 */
export type FormatLanguage = BuiltInLanguage | (string & {});

/** The `Intl` locale each built-in language formats money and dates with. */
export const FORMAT_LOCALES: Readonly<Record<BuiltInLanguage, string>> = {
  ja: 'ja-JP',
  'zh-CN': 'zh-CN',
  en: 'en-US',
};

/**
 * The `Intl` locale a language formats with: the built-in languages' own (`en` is `en-US`), any other tag as it
 * is when `Intl` knows it, else the default language's.
 */
export function intlLocale(language: FormatLanguage): string {
  const known = (FORMAT_LOCALES as Readonly<Record<string, string>>)[language];
  if (known !== undefined) return known;
  try {
    return Intl.getCanonicalLocales(language)[0] ?? FORMAT_LOCALES.ja;
  } catch {
    return FORMAT_LOCALES.ja;
  }
}
