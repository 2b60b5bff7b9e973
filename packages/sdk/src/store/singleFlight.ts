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

/**
 * Single flight for money calls: a second identical submit while the first is in flight gets the first's
 * promise instead of sending again (a double tap). The request id is made once, before the first attempt,
 * so a retry of the same attempt is de-duplicated by the server too.
 */
export function createSingleFlight() {
  const inFlight = new Map<string, Promise<unknown>>();
  return function submit<T>(path: string, form: object | undefined, send: (requestId: string) => Promise<T>) {
    const key = callKey(path, form);
    const pending = inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const promise = send(createRequestId()).finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  };
}
