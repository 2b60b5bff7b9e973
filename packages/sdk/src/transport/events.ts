/** Events the SDK emits for the app shell to act on. */
export interface TsumikiEventMap {
  /** The session was rejected (HTTP 401): token and account are already cleared; go to sign-in. */
  unauthorized: { msg: string };
  /** HTTP 503 or 404: any toast on screen should be dismissed. */
  'toasts-cleared': { status: number };
  /** A failure to show to the customer, already translated. */
  toast: { text: string; msg: string; durationMs: number; tone: 'error' | 'success' | 'info' };
}

export type TsumikiEventType = keyof TsumikiEventMap;
export type Listener<T> = (payload: T) => void;

/** A small typed event emitter; `on` returns the function that unsubscribes. */
export class EventEmitter<M extends object = TsumikiEventMap> {
  #listeners = new Map<keyof M, Set<Listener<never>>>();

  on<K extends keyof M>(type: K, listener: Listener<M[K]>): () => void {
    let set = this.#listeners.get(type);
    if (!set) {
      set = new Set();
      this.#listeners.set(type, set);
    }
    set.add(listener as Listener<never>);
    return () => {
      set.delete(listener as Listener<never>);
    };
  }

  emit<K extends keyof M>(type: K, payload: M[K]): void {
    const set = this.#listeners.get(type);
    if (!set) return;
    for (const listener of [...set]) (listener as Listener<M[K]>)(payload);
  }
}

export function createEvents(): EventEmitter<TsumikiEventMap> {
  return new EventEmitter<TsumikiEventMap>();
}
