export type { I18nOptions, Language, TsumikiI18n } from './createI18n';
export {
  createI18n,
  DEFAULT_LANGUAGE,
  fillLabel,
  holidayText,
  isLanguage,
  LANGUAGES,
  labelsFor,
  NAMESPACES,
  resources,
  toLanguage,
  translateMessage,
  translateRule,
} from './createI18n';
export type { LabelSet } from './labels/defineLabels';
export { defineLabels } from './labels/defineLabels';
export type { LabelArea, Labels } from './labels/index';
export { labelAreas } from './labels/index';
export type { MessageKey, MsgKey, TransportMsgKey } from './messageKeys';
export { TRANSPORT_MSG_KEYS } from './messageKeys';
