export type { I18nOptions, Language, TsumikiI18n } from './createI18n';
export {
  createI18n,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  NAMESPACES,
  resources,
  toLanguage,
  translateMessage,
} from './createI18n';
export type { MessageKey, MsgKey, TransportMsgKey } from './messageKeys';
export { TRANSPORT_MSG_KEYS } from './messageKeys';
