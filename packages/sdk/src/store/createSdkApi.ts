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
            // Reads may retry once: they move nothing.
            query: (form) => ({ path, form: form ?? {}, retries: 1, silent: meta.pollMs !== undefined }),
            providesTags: [...meta.provides],
          });
        } else if (meta.money) {
          endpoints[id] = build.mutation<unknown, object | undefined>({
            queryFn: async (form, _api, _extraOptions, query) => {
              const result = await singleFlight(path, form, async (requestId) =>
                query({ path, form: { ...form, requestId }, retries: 1 }),
              );
              return result as Awaited<ReturnType<typeof query>>;
            },
            invalidatesTags: [...meta.invalidates],
          });
        } else {
          endpoints[id] = build.mutation<unknown, object | undefined>({
            query: (form) => ({ path, form: form ?? {} }),
            invalidatesTags: [...meta.invalidates],
          });
        }
      }
      return endpoints as SdkEndpoints;
    },
  });
}

export type SdkApi = ReturnType<typeof createSdkApi>;
