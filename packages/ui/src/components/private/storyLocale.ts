/** Storybook-only: languages of the toolbar and a helper to pick a story's text for the chosen one. */
export const storyLocales = ['ja', 'zh-CN', 'en'] as const;
export type StoryLocale = (typeof storyLocales)[number];

/** Picks `table[globals.locale]`, falling back to Japanese (the product's default language). */
export function pickText<T>(globals: { locale?: unknown }, table: Record<StoryLocale, T>): T {
  const locale = storyLocales.find((l) => l === globals.locale) ?? 'ja';
  return table[locale];
}
