import { createI18n, type TsumikiI18n } from '@tsumiki/sdk';
import { BUILT_IN_LOCALES } from '@tsumiki/sdk/locales';

/** Storybook-only: languages of the toolbar and a helper to pick a story's text for the chosen one. */
export const storyLocales = ['ja', 'zh-CN', 'en'] as const;
export type StoryLocale = (typeof storyLocales)[number];

/** Picks `table[globals.locale]`, falling back to Japanese (the product's default language). */
export function pickText<T>(globals: { locale?: unknown }, table: Record<StoryLocale, T>): T {
  const locale = storyLocales.find((l) => l === globals.locale) ?? 'ja';
  return table[locale];
}

const instances = new Map<string, TsumikiI18n>();

/**
 * An SDK i18n instance in `language` with every built-in language's texts at hand (Storybook shows all three,
 * so it loads them up front rather than one chunk per switch), one per language.
 */
export function i18nIn(language: string): TsumikiI18n {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = createI18n({ language, storage: null, locales: BUILT_IN_LOCALES });
    instances.set(language, i18n);
  }
  return i18n;
}
