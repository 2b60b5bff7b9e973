/**
 * Whether the device is online, as the host tells it: the SDK never reads `window` or `navigator` itself, so it
 * runs the same in a browser, a hybrid wrapper or Node. In a browser `SdkProvider` (`@tsumiki/sdk/react`) feeds
 * it from the window's `online` and `offline` events; elsewhere the host calls `set` (e.g. from NetInfo).
 */
export interface Connectivity {
  isOnline(): boolean;
  /** Records a change; listeners hear only real changes. */
  set(online: boolean): void;
  /** Calls `listener` on every change; returns the function that unsubscribes. */
  subscribe(listener: (online: boolean) => void): () => void;
}

/** A connectivity source, online until told otherwise. @param online the starting state, default `true` */
export function createConnectivity(online = true): Connectivity {
  let current = online;
  const listeners = new Set<(online: boolean) => void>();
  return {
    isOnline: () => current,
    set(next) {
      if (next === current) return;
      current = next;
      for (const listener of [...listeners]) listener(next);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
