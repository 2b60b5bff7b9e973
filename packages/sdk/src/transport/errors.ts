/** How a call failed. */
export type ApiErrorKind =
  /** The server answered `{ status: 0, msg }` (or another non-1 status). */
  | 'refused'
  /** An HTTP status outside 2xx. */
  | 'http'
  /** No answer: DNS, connection reset, the browser's own offline failure. The request may have arrived. */
  | 'network'
  /** Not sent: the SDK's connectivity said the device was offline. Shown with the network error text. */
  | 'offline'
  /** No answer before the call's deadline. */
  | 'timeout'
  /** A 2xx answer that is not the envelope. */
  | 'invalid-response';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** The server's msg key, or one of the transport's own keys (`network.error`, `http.statusFailed`, ...). */
  msg: string;
  /** The translated text shown to the customer. */
  text: string;
  /** The HTTP status, when there was an answer. */
  status?: number;
  /** The operation path, e.g. `/trade/buy`. */
  path: string;
  cause?: unknown;
}

/** The one error every failed call rejects with. `msg` is stable; `message` is the translated text. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly msg: string;
  readonly status: number | undefined;
  readonly path: string;

  constructor(init: ApiErrorInit) {
    super(init.text, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.msg = init.msg;
    this.status = init.status;
    this.path = init.path;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
