/** Creates the id a money call carries so the server gives a repeat the same single effect. */
export function createRequestId(): string {
  return globalThis.crypto.randomUUID();
}

/** A stable key for a call: its path and its fields in a fixed order, without the request id. */
export function callKey(path: string, form: object | undefined): string {
  const entries = Object.entries(form ?? {})
    .filter(([key, value]) => key !== 'requestId' && value !== undefined && value !== null)
    .map(([key, value]) => [key, value instanceof Blob ? `blob:${value.size}:${value.type}` : String(value)])
    .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0));
  return `${path}?${JSON.stringify(entries)}`;
}

export interface SingleFlightOptions {
  /**
   * How long a request id whose outcome is unknown (no answer came) is reused by an identical re-submit, in
   * ms. Past it the same fields are a new call. @default 600000 (10 minutes)
   */
  keepUnknownMs?: number;
  /** Milliseconds since the epoch. @default Date.now */
  now?: () => number;
}

/**
 * Single flight for money calls: a second identical submit while the first is in flight gets the first's
 * promise instead of sending again (a double tap, or ten). The request id is made once, before the first
 * attempt. When a call ends without a known outcome — no answer, a timeout, a 5xx: the server may or may not
 * have acted — the customer's identical re-submit goes under the same id, so the server answers the kept
 * result instead of acting twice. A known outcome (success or refusal) ends the id; the next submit is new.
 */
export function createSingleFlight(options: SingleFlightOptions = {}) {
  const keepUnknownMs = options.keepUnknownMs ?? 600_000;
  const now = options.now ?? (() => Date.now());
  const inFlight = new Map<string, Promise<unknown>>();
  const unknown = new Map<string, { requestId: string; at: number }>();

  /**
   * @param known says whether a resolved result is the server's answer (success or refusal); a rejection is
   * never one. Default: every resolved result is.
   */
  return function submit<T>(
    path: string,
    form: object | undefined,
    send: (requestId: string) => Promise<T>,
    known: (result: T) => boolean = () => true,
  ): Promise<T> {
    const key = callKey(path, form);
    for (const [k, { at }] of unknown) if (now() - at > keepUnknownMs) unknown.delete(k);
    const pending = inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const requestId = unknown.get(key)?.requestId ?? createRequestId();
    unknown.delete(key);
    const remember = () => unknown.set(key, { requestId, at: now() });
    const promise = send(requestId)
      .then(
        (result) => {
          if (!known(result)) remember();
          return result;
        },
        (error: unknown) => {
          remember();
          throw error;
        },
      )
      .finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  };
}
