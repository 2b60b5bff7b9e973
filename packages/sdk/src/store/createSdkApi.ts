import {
  type BaseQueryFn,
  buildCreateApi,
  coreModule,
  type MutationDefinition,
  type QueryDefinition,
} from '@reduxjs/toolkit/query';
import { type OperationId, operationTable } from '../generated/operations';
import type { Transport } from '../transport/createTransport';
import type { DataOf, FormOf } from '../transport/types';
import { type SdkQueryError, type TransportArgs, transportBaseQuery } from './baseQuery';
import { endpointMeta, TAGS, type Tag } from './endpoints';
import { createSingleFlight } from './singleFlight';

export const API_REDUCER_PATH = 'tsumikiApi';
type ReducerPath = typeof API_REDUCER_PATH;

type SdkBaseQuery = BaseQueryFn<TransportArgs, unknown, SdkQueryError>;
type PathOf<Id extends OperationId> = (typeof operationTable)[Id]['path'];
/**
 * The argument an endpoint takes: the operation's form, or nothing when it has none (RTK Query's own
 * convention for an argument-less endpoint is `void`).
 */
export type ArgOf<Id extends OperationId> =
  undefined extends FormOf<PathOf<Id>> ? FormOf<PathOf<Id>> | NoArg : FormOf<PathOf<Id>>;
// biome-ignore lint/suspicious/noConfusingVoidType: RTK Query makes an argument optional only when it is `void`
type NoArg = void;
export type ResultOf<Id extends OperationId> = DataOf<PathOf<Id>>;

type Meta = typeof endpointMeta;
export type QueryId = { [Id in OperationId]: Meta[Id]['kind'] extends 'query' ? Id : never }[OperationId];
export type MutationId = Exclude<OperationId, QueryId>;

/** One endpoint per operation, typed from the contract. */
export type SdkEndpoints = {
  [Id in OperationId]: Id extends QueryId
    ? QueryDefinition<ArgOf<Id>, SdkBaseQuery, Tag, ResultOf<Id>, ReducerPath>
    : MutationDefinition<ArgOf<Id>, SdkBaseQuery, Tag, ResultOf<Id>, ReducerPath>;
};

/** Extra attempts of a read after a dropped connection or a 5xx (three tries in all). */
export const READ_RETRIES = 2;

/** Failures after which nobody knows whether the server acted: anything but a refusal or an unsent call. */
const UNKNOWN_OUTCOME: ReadonlySet<SdkQueryError['kind']> = new Set([
  'network',
  'timeout',
  'http',
  'invalid-response',
  'aborted',
]);

/**
 * A mutation's stale tags: also after a failure (its outcome may be unknown), except one never sent because
 * the device was offline — refetching then would only fail again.
 */
function invalidates(tags: readonly Tag[]) {
  return (_result: unknown, error: SdkQueryError | undefined): Tag[] =>
    error?.kind === 'offline' ? [] : [...tags];
}

// The core module only: the React hooks module stays out of the SDK's root entry.
const createCoreApi = buildCreateApi(coreModule());

/**
 * The RTK Query API over the transport: an endpoint for every operation of the contract, with the cache tags
 * of `endpointMeta`, so a buy refreshes positions and user info, a deposit refreshes fund records, and so on.
 */
export function createSdkApi(transport: Transport) {
  const baseQuery = transportBaseQuery(transport);
  const singleFlight = createSingleFlight();

  return createCoreApi({
    reducerPath: API_REDUCER_PATH,
    baseQuery,
    tagTypes: TAGS,
    // A failed query keeps its error for the screen; refetch when the customer comes back to the app.
    refetchOnFocus: true,
    refetchOnReconnect: true,
    endpoints: (build) => {
      const endpoints: Record<string, unknown> = {};
      for (const id of Object.keys(operationTable) as OperationId[]) {
        const { path } = operationTable[id];
        const meta = endpointMeta[id];
        if (meta.kind === 'query') {
          endpoints[id] = build.query<unknown, object | undefined>({
            // Reads move nothing: retried after a dropped connection or a 5xx, within the call's deadline.
            query: (form) => ({
              path,
              form: form ?? {},
              retries: READ_RETRIES,
              silent: meta.pollMs !== undefined,
            }),
            providesTags: [...meta.provides],
          });
        } else if (meta.money) {
          endpoints[id] = build.mutation<unknown, object | undefined>({
            // Sent once per submit and never retried automatically (issue 2): only the customer re-submits,
            // and an identical re-submit after an unknown outcome reuses the request id (see singleFlight).
            queryFn: async (form, _api, _extraOptions, query) => {
              const result = await singleFlight(
                path,
                form,
                async (requestId) => query({ path, form: { ...form, requestId }, retries: 0 }),
                (outcome) =>
                  !('error' in outcome && outcome.error && UNKNOWN_OUTCOME.has(outcome.error.kind)),
              );
              return result as Awaited<ReturnType<typeof query>>;
            },
            invalidatesTags: invalidates(meta.invalidates),
          });
        } else {
          endpoints[id] = build.mutation<unknown, object | undefined>({
            query: (form) => ({ path, form: form ?? {} }),
            invalidatesTags: invalidates(meta.invalidates),
          });
        }
      }
      return endpoints as SdkEndpoints;
    },
  });
}

export type SdkApi = ReturnType<typeof createSdkApi>;
