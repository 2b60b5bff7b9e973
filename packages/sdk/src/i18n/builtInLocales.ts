import type { LabelArea } from './labels/index';
import type { Language } from './languages';
import type { LocaleTexts } from './texts';

/**
 * A part of a language's texts: `first` holds the labels of the shell and the sign-in area
 * (`FIRST_LABEL_AREAS`), what a start screen shows; `rest` everything else (server messages, rule texts, the
 * other areas); `base` the server messages and rule texts alone and an area (`home`, `quotes`, ...) that area's
 * labels alone, which `loadTexts` asks a loader of your own for. Without a part, a loader gives the whole
 * language.
 */
export type LocalePart = 'first' | 'rest' | 'base' | LabelArea;

/**
 * Loads one language's texts, or one part of them; `undefined` when it has none (then only added texts and the
 * fallback show). A loader that ignores `part` and gives the whole language works too (nothing is split).
 */
export type LocaleLoader = (language: Language, part?: LocalePart) => Promise<LocaleTexts | undefined>;

/** The whole of a built-in language from its two parts. */
function whole(first: LocaleTexts | undefined, rest: LocaleTexts | undefined): LocaleTexts | undefined {
  if (!first || !rest) return first ?? rest;
  return { ...rest, labels: { ...first.labels, ...rest.labels } };
}

/**
 * The default loader: each built-in language's texts are modules of their own (its first part, its base and
 * each area), imported when first needed, so a bundler splits them into chunks per language and an app downloads
 * only the chosen one. Other tags have none here.
 */
export const loadBuiltInLocale: LocaleLoader = (language, part) => {
  if (part === undefined)
    return Promise.all([loadBuiltInLocale(language, 'first'), loadBuiltInLocale(language, 'rest')]).then(
      ([first, rest]) => whole(first, rest),
    );
  // One literal import per language and part: a bundler can only split what it can see.
  switch (`${language}:${part}`) {
    case 'ja:first':
      return import('./locales/ja/first').then((m) => m.jaFirst);
    case 'ja:rest':
      return import('./locales/ja/rest').then((m) => m.loadJaRest());
    case 'zh-CN:first':
      return import('./locales/zh-CN/first').then((m) => m.zhCNFirst);
    case 'zh-CN:rest':
      return import('./locales/zh-CN/rest').then((m) => m.loadZhCNRest());
    case 'en:first':
      return import('./locales/en/first').then((m) => m.enFirst);
    case 'en:rest':
      return import('./locales/en/rest').then((m) => m.loadEnRest());
    default:
      return Promise.resolve(undefined);
  }
};
