// Language tags: the three built in, any other an app adds, and how a stored or browser tag maps to one of them.
import type { BuiltInLanguage, FormatLanguage } from '../rules/locales';

export type { BuiltInLanguage } from '../rules/locales';

/** A language as a BCP-47 tag: `'ja'`, `'zh-CN'`, `'en'`, or one an app adds at run time (`'ko'`). */
export type Language = FormatLanguage;

/** The languages Tsumiki ships texts for, default first. */
export const LANGUAGES = ['ja', 'zh-CN', 'en'] as const satisfies readonly BuiltInLanguage[];
export const DEFAULT_LANGUAGE: BuiltInLanguage = 'ja';

/** Whether `value` is one of the built-in languages (whose texts the SDK ships complete). */
export function isLanguage(value: unknown): value is BuiltInLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Whether `value` is a well-formed BCP-47 language tag (`ko`, `pt-BR`, `zh-Hant-TW`). */
export function isLanguageTag(value: unknown): value is Language {
  if (typeof value !== 'string' || value === '') return false;
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}

/**
 * Maps a stored or browser language tag to one of `known` (default the built-in three): the tag itself in any
 * case, else its language with a region dropped (`en-GB` -> `en`, `ko-KR` -> `ko`). The original app stored
 * `jp`; `zh`, `cn`, `zh-Hans` and `zh-CN-*` are Simplified Chinese when `zh-CN` is known.
 */
export function toLanguage(
  tag: string | null | undefined,
  known: readonly Language[] = LANGUAGES,
): Language | undefined {
  if (!tag) return undefined;
  const lower = tag.toLowerCase();
  const exact = known.find((k) => k.toLowerCase() === lower);
  if (exact !== undefined) return exact;
  const alias =
    lower === 'jp'
      ? 'ja'
      : lower === 'zh' || lower === 'cn' || lower.startsWith('zh-cn') || lower.startsWith('zh-hans')
        ? 'zh-CN'
        : undefined;
  if (alias !== undefined && known.includes(alias)) return alias;
  return known.find((k) => lower.startsWith(`${k.toLowerCase()}-`));
}

/** The built-in languages' names, each in itself (what a language menu lists). */
export const LANGUAGE_NAMES: Readonly<Record<BuiltInLanguage, string>> = {
  ja: '日本語',
  'zh-CN': '简体中文',
  en: 'English',
};

/**
 * A language's name in that language: the built-in names, else `Intl.DisplayNames` (`ko` -> `한국어`), else the
 * tag itself.
 */
export function languageName(language: Language): string {
  const builtIn = (LANGUAGE_NAMES as Readonly<Record<string, string>>)[language];
  if (builtIn !== undefined) return builtIn;
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  } catch {
    return language;
  }
}

export interface LanguageChoice {
  code: Language;
  name: string;
  current: boolean;
}

/**
 * The brand's languages as choices, in the brand's order, marking the one in use; each named in itself (a
 * chooser names languages so their readers recognise them), a language of the app's own included.
 */
export function languageChoices(languages: readonly Language[], current: string): LanguageChoice[] {
  return languages.map((code) => ({ code, name: languageName(code), current: code === current }));
}
