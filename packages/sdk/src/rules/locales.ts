/** Interface languages (spec section 1): Japanese (default), Simplified Chinese, English. */
export type FormatLanguage = 'ja' | 'zh-CN' | 'en';

/** The `Intl` locale each language formats money and dates with. */
export const FORMAT_LOCALES: Readonly<Record<FormatLanguage, string>> = {
  ja: 'ja-JP',
  'zh-CN': 'zh-CN',
  en: 'en-US',
};
