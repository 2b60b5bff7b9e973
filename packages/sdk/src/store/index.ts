export type { SdkQueryError, TransportArgs } from './baseQuery';
export { transportBaseQuery } from './baseQuery';
export type { ArgOf, MutationId, QueryId, ResultOf, SdkApi, SdkEndpoints } from './createSdkApi';
export { API_REDUCER_PATH, createSdkApi, READ_RETRIES } from './createSdkApi';
export type { EndpointMeta, MutationMeta, QueryMeta, Tag } from './endpoints';
export { endpointMeta, TAGS } from './endpoints';
export type { MakeStoreOptions, SdkStore, StoreState } from './makeStore';
export { makeStore } from './makeStore';
export type { PagedQueryId, PageFilterOf, PageItemOf } from './paging';
export {
  fetchAllPages,
  hasMorePages,
  MAX_PAGE_SIZE,
  mergePages,
  PAGE_SIZE,
  pageForm,
  pageForms,
} from './paging';
export type { AllocationSliceView, AmountView, AssetSummaryView } from './selectors/assetSummary';
export { allocationView, selectAssetSummaryView } from './selectors/assetSummary';
export type { SingleFlightOptions } from './singleFlight';
export { callKey, createRequestId, createSingleFlight } from './singleFlight';
