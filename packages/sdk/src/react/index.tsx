export type { EndpointState, MutationState, SdkProviderProps, UseEndpointOptions } from './binding';
export {
  listenToWindowConnectivity,
  SdkProvider,
  useEndpoint,
  useMutation,
  useOnline,
  useQuoteStream,
  useSdk,
  useSdkCore,
  useSdkSelector,
  useStreamState,
} from './binding';
export type { PagedEndpointState, UsePagedEndpointOptions } from './usePagedEndpoint';
export { usePagedEndpoint } from './usePagedEndpoint';
