// `@tsumiki/sdk/locales`: every built-in language's texts at once, for tests, Storybook and Node scripts that
// want them synchronously (`createTsumiki({ locales: BUILT_IN_LOCALES })`). A browser app loads one language at a
// time instead (the default `loadLocale`), or imports one from `@tsumiki/sdk/locales/<tag>`.
import type { BuiltInLanguage } from '../languages';
import type { LocaleTexts } from '../texts';
import { en } from './en/index';
import { ja } from './ja/index';
import { zhCN } from './zh-CN/index';

export { en, ja, zhCN };

/** The texts of `ja`, `zh-CN` and `en`, by tag. */
export const BUILT_IN_LOCALES: Readonly<Record<BuiltInLanguage, LocaleTexts>> = { ja, 'zh-CN': zhCN, en };
