export type { LocaleLoader, LocalePart } from './builtInLocales';
export { loadBuiltInLocale } from './builtInLocales';
export type { I18nOptions, TsumikiI18n } from './createI18n';
export {
  addTexts,
  createI18n,
  fallbackLanguageOf,
  holidayText,
  loadAllTexts,
  loadLanguage,
  translateMessage,
  translateRule,
} from './createI18n';
export type { CountedLabelKey, CountLabel, LabelArea, LabelKey, Labels, TextKey } from './labels/index';
export { fillLabel, labelsFor } from './labelsFor';
export type { BuiltInLanguage, Language } from './languages';
export {
  DEFAULT_LANGUAGE,
  isLanguage,
  isLanguageTag,
  LANGUAGE_NAMES,
  LANGUAGES,
  languageName,
  toLanguage,
} from './languages';
export { loadTexts } from './loadTexts';
export type { MessageKey, MsgKey, TransportMsgKey } from './messageKeys';
export { TRANSPORT_MSG_KEYS } from './messageKeys';
export type { MissingTexts } from './missingTexts';
export { missingTexts } from './missingTexts';
export type {
  LabelTexts,
  LocaleTexts,
  MessageTexts,
  Namespace,
  PluralCategory,
  PluralKeys,
  RuleTexts,
} from './texts';
export { NAMESPACES, PLURAL_CATEGORIES } from './texts';
