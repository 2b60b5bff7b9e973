export type { Tsumiki, TsumikiOptions } from './createTsumiki';
export { createTsumiki } from './createTsumiki';
export type { components, operations, paths } from './generated/api';
export type { OperationId } from './generated/operations';
export { operationTable } from './generated/operations';
export type {
  I18nOptions,
  LabelArea,
  LabelSet,
  Labels,
  Language,
  MessageKey,
  MsgKey,
  TransportMsgKey,
  TsumikiI18n,
} from './i18n/index';
export {
  createI18n,
  DEFAULT_LANGUAGE,
  defineLabels,
  fillLabel,
  isLanguage,
  LANGUAGES,
  labelAreas,
  labelsFor,
  NAMESPACES,
  resources,
  TRANSPORT_MSG_KEYS,
  toLanguage,
  translateMessage,
  translateRule,
} from './i18n/index';
export * from './rules/index';
export type {
  AmountView,
  ArgOf,
  AssetRow,
  AssetSummaryView,
  EndpointMeta,
  MutationId,
  MutationMeta,
  QueryId,
  QueryMeta,
  ResultOf,
  SdkApi,
  SdkEndpoints,
  SdkQueryError,
  SdkStore,
  StoreState,
  Tag,
  TransportArgs,
} from './store/index';
export {
  API_REDUCER_PATH,
  ASSET_ROWS,
  callKey,
  createRequestId,
  createSdkApi,
  createSingleFlight,
  endpointMeta,
  makeStore,
  selectAssetSummaryView,
  TAGS,
  transportBaseQuery,
} from './store/index';
export * from './store/selectors/index';
export type {
  ApiErrorInit,
  ApiErrorKind,
  AsyncKeyValueStorage,
  CallOptions,
  DataOf,
  FormOf,
  FormValue,
  KeyValueStorage,
  Listener,
  OperationPath,
  Session,
  SessionKeys,
  SessionStore,
  Transport,
  TransportOptions,
  TsumikiEventMap,
  TsumikiEventType,
} from './transport/index';
export {
  ApiError,
  asyncStorageSession,
  createEvents,
  createTransport,
  EventEmitter,
  hasFile,
  isApiError,
  localStorageSession,
  memorySession,
  toFormBody,
  toMultipartBody,
} from './transport/index';
