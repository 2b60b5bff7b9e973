export type { EndpointState, MutationState, SdkProviderProps, UseEndpointOptions } from './binding';
export { SdkProvider, useEndpoint, useMutation, useSdk, useSdkSelector } from './binding';
