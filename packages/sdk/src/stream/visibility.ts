/** Whether the app is on screen. The quote stream pauses while it is not. */
export interface Visibility {
  isVisible(): boolean;
  /** Records a change; listeners hear only real changes. */
  set(visible: boolean): void;
  /** Calls `listener` on every change; returns the function that unsubscribes. */
  subscribe(listener: (visible: boolean) => void): () => void;
  /**
   * Replaces where changes come from, as TanStack Query's `focusManager.setEventListener`: `setup` receives the
   * setter and returns its cleanup. It runs while anyone listens. The default reads `document.visibilityState`
   * and its `visibilitychange` event where there is a document, and nothing elsewhere (always visible).
   */
  setEventListener(setup: VisibilitySetup): void;
}

export type VisibilitySetup = (setVisible: (visible: boolean) => void) => (() => void) | undefined;

interface DocumentLike {
  visibilityState?: string;
  addEventListener?: (type: string, listener: () => void) => void;
  removeEventListener?: (type: string, listener: () => void) => void;
}

/** Read through `globalThis`, so the SDK's root entry needs no DOM. */
const documentVisibility: VisibilitySetup = (setVisible) => {
  const doc = (globalThis as { document?: DocumentLike }).document;
  if (!doc || typeof doc.addEventListener !== 'function' || typeof doc.removeEventListener !== 'function')
    return undefined;
  const read = () => setVisible(doc.visibilityState !== 'hidden');
  read();
  doc.addEventListener('visibilitychange', read);
  return () => doc.removeEventListener?.('visibilitychange', read);
};

/**
 * A visibility source. @param setup where changes come from; default the document's visibility (see
 * {@link Visibility.setEventListener}).
 */
export function createVisibility(setup: VisibilitySetup = documentVisibility): Visibility {
  let visible = true;
  let currentSetup = setup;
  let cleanup: (() => void) | undefined;
  const listeners = new Set<(visible: boolean) => void>();
  const set = (next: boolean) => {
    if (next === visible) return;
    visible = next;
    for (const listener of [...listeners]) listener(next);
  };
  return {
    isVisible: () => visible,
    set,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) cleanup = currentSetup(set);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          cleanup?.();
          cleanup = undefined;
        }
      };
    },
    setEventListener(next) {
      currentSetup = next;
      if (listeners.size === 0) return;
      cleanup?.();
      cleanup = next(set);
    },
  };
}
