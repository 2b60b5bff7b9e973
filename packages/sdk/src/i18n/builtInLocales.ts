import type { Language } from './languages';
import type { LocaleTexts } from './texts';

/** Loads one language's texts; `undefined` when it has none (then only added texts and the fallback show). */
export type LocaleLoader = (language: Language) => Promise<LocaleTexts | undefined>;

/**
 * The default loader: each built-in language's texts are their own module, imported when first needed, so a
 * bundler splits them into one chunk per language and an app downloads only the chosen one. Other tags have
 * none here.
 */
export const loadBuiltInLocale: LocaleLoader = (language) => {
  // One literal import per language: a bundler can only split what it can see.
  switch (language) {
    case 'ja':
      return import('./locales/ja/index').then((m) => m.ja);
    case 'zh-CN':
      return import('./locales/zh-CN/index').then((m) => m.zhCN);
    case 'en':
      return import('./locales/en/index').then((m) => m.en);
    default:
      return Promise.resolve(undefined);
  }
};
