import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { CallOptions, Transport } from '../transport/createTransport';
import { type ApiErrorKind, isApiError } from '../transport/errors';
import type { OperationPath } from '../transport/types';

/** What an endpoint hands the base query: an operation path and its form. */
export interface TransportArgs {
  path: OperationPath;
  form?: object;
  retries?: number;
  silent?: boolean;
}

/** A failed call as it sits in the store: serialisable, with the msg key and the translated text. */
export interface SdkQueryError {
  kind: ApiErrorKind | 'aborted';
  msg: string;
  text: string;
  status?: number;
}

/**
 * RTK Query's base query over the transport. It never throws (RTK's rule): failures come back as
 * `{ error }`, so a screen reads the msg key and text from the cache entry.
 */
export function transportBaseQuery(transport: Transport): BaseQueryFn<TransportArgs, unknown, SdkQueryError> {
  const post = transport.post as unknown as (
    path: string,
    form?: object,
    options?: CallOptions,
  ) => Promise<unknown>;
  return async ({ path, form, retries, silent }, api) => {
    try {
      const data = await post(path, form, {
        signal: api.signal,
        ...(retries === undefined ? {} : { retries }),
        ...(silent === undefined ? {} : { silent }),
      });
      return { data };
    } catch (error) {
      if (isApiError(error)) {
        return {
          error: {
            kind: error.kind,
            msg: error.msg,
            text: error.message,
            ...(error.status === undefined ? {} : { status: error.status }),
          },
        };
      }
      if (api.signal.aborted) return { error: { kind: 'aborted', msg: 'aborted', text: '' } };
      throw error;
    }
  };
}
