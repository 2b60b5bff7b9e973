import createClient from 'openapi-fetch';
import type { paths } from '../generated/api';
import { hasFile, toFormBody, toMultipartBody } from './body';
import { ApiError, type ApiErrorKind } from './errors';
import type { EventEmitter, TsumikiEventMap } from './events';
import type { SessionStore } from './session';
import type { DataOf, FormOf, OperationPath } from './types';

export interface TransportOptions {
  /** Where `/api/vue` lives. @default `${location.origin}/api/vue` in a browser */
  baseUrl?: string;
  session: SessionStore;
  events: EventEmitter<TsumikiEventMap>;
  /** Turns a msg key into the customer's language; an unknown msg should come back as it is. */
  translate: (msg: string, params?: Record<string, unknown>) => string;
  /** @default globalThis.fetch */
  fetch?: (request: Request) => Promise<Response>;
  /** The deadline of every call, in milliseconds. @default 15000 */
  timeoutMs?: number;
  /** How long the customer sees the 401 message before the session is cleared (spec: 1.5 s). @default 1500 */
  unauthorizedDelayMs?: number;
  /** How long a failure toast stays (spec: 2 s). @default 2000 */
  toastDurationMs?: number;
  /** The customer's language, sent as `Accept-Language` so names and server texts come in it. Default none. */
  language?: () => string;
  /** Waits; injectable so tests need no fake timers. @default setTimeout */
  sleep?: (ms: number) => Promise<void>;
}

export interface CallOptions {
  /**
   * Extra attempts after a network failure or a timeout. Only for reads, or for money calls that carry a
   * `requestId` the server de-duplicates: never retry a call that could move money twice. @default 0
   */
  retries?: number;
  /** Overrides the transport's deadline for this call. */
  timeoutMs?: number;
  /** Cancels the call (a screen that went away). A cancelled call rejects with the abort reason, no toast. */
  signal?: AbortSignal;
  /** No toast for this call's failure (background polling). @default false */
  silent?: boolean;
}

export interface Transport {
  /** POSTs a form to an operation and resolves with its `data`, or rejects with an `ApiError`. */
  post<P extends OperationPath>(path: P, form?: FormOf<P>, options?: CallOptions): Promise<DataOf<P>>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function defaultBaseUrl(): string {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  if (!origin) throw new Error('createTransport: no location.origin here; pass baseUrl');
  return `${origin}/api/vue`;
}

interface Envelope {
  status: unknown;
  msg?: unknown;
  data?: unknown;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && 'status' in body;
}

function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (!value) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

interface FetchResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/**
 * The `/api/vue` transport over openapi-fetch: form and multipart bodies, the `token` and `account` headers,
 * the envelope unwrapped, every failure turned into a translated `ApiError` and a toast event.
 */
export function createTransport(options: TransportOptions): Transport {
  const baseUrl = (options.baseUrl ?? defaultBaseUrl()).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  const unauthorizedDelayMs = options.unauthorizedDelayMs ?? 1_500;
  const toastDurationMs = options.toastDurationMs ?? 2_000;
  const sleep = options.sleep ?? defaultSleep;
  const { session, events, translate } = options;
  const fetchImpl = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const client = createClient<paths>({ baseUrl, fetch: (request) => fetchImpl(request) });

  // The token whose rejection has been handled, so concurrent 401s end the session only once.
  let rejectedToken: string | undefined;

  function fail(
    path: string,
    kind: ApiErrorKind,
    msg: string,
    call: CallOptions,
    extra: { status?: number; params?: Record<string, unknown>; cause?: unknown } = {},
  ): ApiError {
    const text = translate(msg, extra.params);
    const error = new ApiError({ kind, msg, text, path, status: extra.status, cause: extra.cause });
    if (!call.silent) events.emit('toast', { text, msg, durationMs: toastDurationMs, tone: 'error' });
    return error;
  }

  /** Ends the session the rejected request was sent with, once however many of its requests come back 401. */
  async function endSession(token: string, msg: string): Promise<void> {
    if (rejectedToken === token) return;
    rejectedToken = token;
    await sleep(unauthorizedDelayMs);
    await session.clear();
    events.emit('unauthorized', { msg });
  }

  async function attempt(path: string, form: object | undefined, call: CallOptions): Promise<unknown> {
    const current = session.get();
    const multipart = hasFile(form);
    const headers: Record<string, string> = {
      token: current?.token ?? '',
      account: current?.account ?? '',
    };
    if (!multipart) headers['Content-Type'] = 'application/x-www-form-urlencoded';
    const language = options.language?.();
    if (language) headers['Accept-Language'] = language;
    const deadline = AbortSignal.timeout(call.timeoutMs ?? timeoutMs);
    const signal = call.signal ? AbortSignal.any([call.signal, deadline]) : deadline;

    let result: FetchResult;
    try {
      // openapi-fetch is typed per literal path; this one generic call site widens it on purpose.
      const post = client.POST as unknown as (
        url: string,
        init: Record<string, unknown>,
      ) => Promise<FetchResult>;
      result = await post(path, {
        body: form ?? {},
        bodySerializer: multipart ? toMultipartBody : toFormBody,
        headers,
        signal,
        // Text, so a body that is not JSON becomes an invalid-response error rather than a thrown SyntaxError.
        parseAs: 'text',
      });
    } catch (cause) {
      if (call.signal?.aborted) throw call.signal.reason;
      if (deadline.aborted) throw fail(path, 'timeout', 'network.timeout', call, { cause });
      throw fail(path, 'network', 'network.error', call, { cause });
    }

    const { response } = result;
    const body = parseJson(response.ok ? result.data : result.error);
    const serverMsg =
      isEnvelope(body) && typeof body.msg === 'string' && body.msg !== '' ? body.msg : undefined;

    if (!response.ok) {
      const { status } = response;
      const error = serverMsg
        ? fail(path, 'http', serverMsg, call, { status })
        : fail(path, 'http', 'http.statusFailed', call, { status, params: { status } });
      if (status === 503 || status === 404) events.emit('toasts-cleared', { status });
      if (status === 401) await endSession(headers.token ?? '', error.msg);
      throw error;
    }
    if (!isEnvelope(body)) {
      throw fail(path, 'invalid-response', 'response.invalid', call, { status: response.status });
    }
    // Some backends send the status as a string; 1 in any spelling is success.
    if (Number(body.status) !== 1) {
      throw fail(path, 'refused', serverMsg ?? 'response.invalid', call, { status: response.status });
    }
    return body.data;
  }

  return {
    async post(path, form, call = {}) {
      const retries = call.retries ?? 0;
      for (let attemptNo = 0; ; attemptNo++) {
        try {
          return (await attempt(path, form as object | undefined, {
            ...call,
            // Only the last attempt may toast: a retried failure the customer never needs to see.
            silent: call.silent || attemptNo < retries,
          })) as never;
        } catch (error) {
          const retryable =
            error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');
          if (!retryable || attemptNo >= retries) throw error;
        }
      }
    },
  };
}
