import type { Batcher, BatcherOptions, Exchange } from './batch';
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
  /**
   * The deadline of every call, in milliseconds: the call settles by then, its retries and the waits between
   * them included. @default 15000
   */
  timeoutMs?: number;
  /** The wait before a read's first retry, doubled before each next one. @default 300 */
  retryDelayMs?: number;
  /**
   * Whether the device is online. While it is not, every call fails at once with the network error and is
   * not sent (nor kept to send later). @default always online
   */
  isOnline?: () => boolean;
  /** How long the customer sees the 401 message before the session is cleared (spec: 1.5 s). @default 1500 */
  unauthorizedDelayMs?: number;
  /** How long a failure toast stays (spec: 2 s). @default 2000 */
  toastDurationMs?: number;
  /** The customer's language, sent as `Accept-Language` so names and server texts come in it. Default none. */
  language?: () => string;
  /** Waits; injectable so tests need no fake timers. @default setTimeout */
  sleep?: (ms: number) => Promise<void>;
  /**
   * Whether reads issued together (the contract's `BatchPath`, within `batchWindowMs`) travel in one `/batch`
   * request; each caller still settles with its own answer, exactly as alone. `false` sends every call alone.
   * @default true
   */
  batch?: boolean;
  /** How long a read waits for others to share its request; 0 gathers the reads of the same task. @default 0 */
  batchWindowMs?: number;
  /**
   * The batching itself (`readBatching` from `@tsumiki/sdk`): the code is not in the transport's module, so a
   * screen that makes no batched read (a sign-in page) does not download it. `withStore` (so `createTsumiki`)
   * adds it to an instance's transport; a transport made alone batches when given it. Default none.
   */
  batching?: TransportBatching;
}

export interface CallOptions {
  /**
   * Extra attempts after a failure with no answer (a dropped connection) or a 5xx answer, within the call's
   * one deadline, waiting `retryDelayMs` doubled each time. For reads only: the store never retries a call
   * that moves money (its customer re-submits, under the same request id). A refusal is never retried.
   * @default 0
   */
  retries?: number;
  /** Overrides the transport's deadline for this call (retries included). */
  timeoutMs?: number;
  /** Cancels the call (a screen that went away). A cancelled call rejects with the abort reason, no toast. */
  signal?: AbortSignal;
  /** No toast for this call's failure (background polling). @default false */
  silent?: boolean;
}

/** What batches reads: the batcher and the operations it may carry (`readBatching`). */
export interface TransportBatching {
  createBatcher: (options: BatcherOptions) => Batcher;
  paths: readonly string[];
}

const batchingOf = new WeakMap<Transport, (batching: TransportBatching) => void>();

/**
 * Lets `transport` batch reads from now on (unless made with `batch: false`, or batching already): how
 * `withStore` adds batching to an instance whose first screens had none.
 */
export function enableBatching(transport: Transport, batching: TransportBatching): void {
  batchingOf.get(transport)?.(batching);
}

export interface Transport {
  /** POSTs a form to an operation and resolves with its `data`, or rejects with an `ApiError`. */
  post<P extends OperationPath>(path: P, form?: FormOf<P>, options?: CallOptions): Promise<DataOf<P>>;
  /** Where `/api/vue` lives, without a trailing slash. */
  readonly baseUrl: string;
  /**
   * The 401 handling for a session rejected outside `post` (a stream that ended with `session.expired`): the
   * translated message as a toast, then after the wait the session cleared and `unauthorized` emitted — once per
   * token, however many calls and streams report it.
   */
  sessionRejected(token: string, msg: string): Promise<void>;
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

function parseJson(value: string): unknown {
  if (!value) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/**
 * The `/api/vue` transport over `fetch` (typed per operation by the contract's generated paths): form and
 * multipart bodies, the `token` and `account` headers,
 * the envelope unwrapped, every failure turned into a translated `ApiError` and a toast event.
 */
export function createTransport(options: TransportOptions): Transport {
  const baseUrl = (options.baseUrl ?? defaultBaseUrl()).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  const retryDelayMs = options.retryDelayMs ?? 300;
  const unauthorizedDelayMs = options.unauthorizedDelayMs ?? 1_500;
  const toastDurationMs = options.toastDurationMs ?? 2_000;
  const sleep = options.sleep ?? defaultSleep;
  const isOnline = options.isOnline ?? (() => true);
  const { session, events, translate } = options;
  const fetchImpl = options.fetch ?? ((request: Request) => globalThis.fetch(request));

  // The token whose rejection has been handled, so concurrent 401s end the session only once.
  let rejectedToken: string | undefined;

  /** One HTTP request, its answer read to the end (text, so a body that is not JSON is no SyntaxError). */
  async function send(
    path: string,
    body: string | FormData,
    headers: Record<string, string>,
    signal: AbortSignal,
  ): Promise<Exchange> {
    const response = await fetchImpl(
      new Request(`${baseUrl}${path}`, { method: 'POST', headers, body, signal }),
    );
    return { status: response.status, body: parseJson(await response.text()) };
  }

  let batchable: ReadonlySet<string> = new Set();
  let batcher: Batcher | undefined;
  const startBatching = (batching: TransportBatching) => {
    if (options.batch === false || batcher) return;
    batchable = new Set(batching.paths);
    batcher = batching.createBatcher({ send, windowMs: options.batchWindowMs ?? 0 });
  };
  if (options.batching) startBatching(options.batching);

  function apiError(path: string, kind: ApiErrorKind, msg: string, extra: FailureExtra = {}): ApiError {
    const text = translate(msg, extra.params);
    return new ApiError({ kind, msg, text, path, status: extra.status, cause: extra.cause });
  }

  function report(error: ApiError, call: CallOptions): ApiError {
    if (!call.silent)
      events.emit('toast', {
        text: error.message,
        msg: error.msg,
        durationMs: toastDurationMs,
        tone: 'error',
      });
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

  /**
   * One try under the call's deadline. A failure that `willRetry` is not shown: the customer sees only the
   * last one (its toast comes before the 401 wait, so it is on screen while the session ends).
   */
  async function attempt(
    path: string,
    form: object | undefined,
    call: CallOptions,
    deadline: AbortSignal,
    willRetry: (error: ApiError) => boolean,
  ): Promise<unknown> {
    const fail = (kind: ApiErrorKind, msg: string, extra: FailureExtra = {}) => {
      const error = apiError(path, kind, msg, extra);
      return willRetry(error) ? error : report(error, call);
    };
    const current = session.get();
    const multipart = hasFile(form);
    const headers: Record<string, string> = {
      token: current?.token ?? '',
      account: current?.account ?? '',
    };
    if (!multipart) headers['Content-Type'] = 'application/x-www-form-urlencoded';
    const language = options.language?.();
    if (language) headers['Accept-Language'] = language;
    const signal = call.signal ? AbortSignal.any([call.signal, deadline]) : deadline;

    let answer: Exchange;
    try {
      answer =
        batcher && !multipart && batchable.has(path)
          ? await batcher.exchange(path, toFormBody(form), headers, signal)
          : await send(path, multipart ? toMultipartBody(form) : toFormBody(form), headers, signal);
    } catch (cause) {
      if (call.signal?.aborted) throw call.signal.reason;
      if (deadline.aborted) throw fail('timeout', 'network.timeout', { cause });
      throw fail('network', 'network.error', { cause });
    }

    const { body, status } = answer;
    const serverMsg =
      isEnvelope(body) && typeof body.msg === 'string' && body.msg !== '' ? body.msg : undefined;

    if (status < 200 || status > 299) {
      const error = serverMsg
        ? fail('http', serverMsg, { status })
        : fail('http', 'http.statusFailed', { status, params: { status } });
      if (status === 503 || status === 404) events.emit('toasts-cleared', { status });
      if (status === 401) await endSession(headers.token ?? '', error.msg);
      throw error;
    }
    if (!isEnvelope(body)) {
      throw fail('invalid-response', 'response.invalid', { status });
    }
    // Some backends send the status as a string; 1 in any spelling is success.
    if (Number(body.status) !== 1) {
      throw fail('refused', serverMsg ?? 'response.invalid', { status });
    }
    return body.data;
  }

  /** Waits `ms`, or less when `signal` aborts first (the call's deadline or its cancellation). */
  function pause(ms: number, signal: AbortSignal): Promise<void> {
    if (signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        signal.removeEventListener('abort', done);
        resolve();
      };
      signal.addEventListener('abort', done, { once: true });
      void sleep(ms).then(done);
    });
  }

  const transport: Transport = {
    baseUrl,
    async sessionRejected(token, msg) {
      if (rejectedToken === token) return;
      report(apiError('', 'http', msg, { status: 401 }), {});
      await endSession(token, msg);
    },
    async post(path, form, call = {}) {
      const retries = call.retries ?? 0;
      // One deadline for the whole call: however many tries, it settles by then. A timer of our own, held until
      // the call settles: an AbortSignal.timeout's timer was seen not to fire in time under vitest (the call
      // answered after 500 ms with a 50 ms deadline).
      const expiry = new AbortController();
      const timer = setTimeout(
        () => expiry.abort(new DOMException('The call reached its deadline', 'TimeoutError')),
        call.timeoutMs ?? timeoutMs,
      );
      const deadline = expiry.signal;
      const stop = call.signal ? AbortSignal.any([call.signal, deadline]) : deadline;
      try {
        for (let attemptNo = 0; ; attemptNo++) {
          // Offline: refused here, never sent and never kept to send later (a money call must not go out
          // minutes after the customer gave up on it).
          if (!isOnline()) throw report(apiError(path, 'offline', 'network.error'), call);
          const willRetry = (error: ApiError) => attemptNo < retries && isRetryable(error);
          try {
            return (await attempt(path, form as object | undefined, call, deadline, willRetry)) as never;
          } catch (error) {
            if (!(error instanceof ApiError) || !willRetry(error)) throw error;
          }
          await pause(retryDelayMs * 2 ** attemptNo, stop);
          if (call.signal?.aborted) throw call.signal.reason;
          if (deadline.aborted) throw report(apiError(path, 'timeout', 'network.timeout'), call);
        }
      } finally {
        clearTimeout(timer);
      }
    },
  };
  batchingOf.set(transport, startBatching);
  return transport;
}

interface FailureExtra {
  status?: number;
  params?: Record<string, unknown>;
  cause?: unknown;
}

/** No answer came (the request may not have arrived), or a 5xx: worth another try for a read. */
function isRetryable(error: ApiError): boolean {
  return error.kind === 'network' || (error.kind === 'http' && (error.status ?? 0) >= 500);
}
