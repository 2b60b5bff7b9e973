import type { ReactNode } from 'react';
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState } from 'react';

export const toastTones = ['info', 'success', 'warning', 'danger'] as const;
export type ToastTone = (typeof toastTones)[number];

export interface ToastOptions {
  title: string;
  description?: string;
  /** Default `'info'`. */
  tone?: ToastTone;
  /** Milliseconds before it closes itself. Default 2000. */
  duration?: number;
}

/** A toast as the stack shows it. */
export interface ToastEntry extends Required<Omit<ToastOptions, 'description'>> {
  id: number;
  description?: string;
  open: boolean;
}

interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
  /** Closes every open toast (e.g. when the SDK clears its queue). */
  dismissAll: () => void;
}

const Context = createContext<ToastApi | null>(null);

const ToastStack = lazy(() => import('./ToastStack').then((m) => ({ default: m.ToastStack })));

export interface ToastProviderProps {
  /** The content. */
  children?: ReactNode;
  /** Default lifetime of a toast in ms. Default 2000. */
  duration?: number;
  /** Accessible name of each dismiss button; pass translated text. Default `'Dismiss'`. */
  dismissLabel?: string;
  /** Accessible name of the toast region. Default `'Notifications'`. */
  label?: string;
}

/**
 * Hosts stacked toasts (Radix Toast: announced through a polite live region, swipe or × to dismiss, paused
 * while hovered or focused). Place it inside `TsumikiProvider`; call `useToast().toast(...)` anywhere below.
 */
export function ToastProvider({
  children,
  duration = 2000,
  dismissLabel = 'Dismiss',
  label = 'Notifications',
}: ToastProviderProps) {
  const [entries, setEntries] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setEntries((all) => all.map((e) => (e.id === id ? { ...e, open: false } : e)));
  }, []);

  const dismissAll = useCallback(() => {
    setEntries((all) => all.map((e) => ({ ...e, open: false })));
  }, []);

  const toast = useCallback(
    (options: ToastOptions) => {
      const id = nextId.current++;
      const entry: ToastEntry = { tone: 'info', duration, ...options, id, open: true };
      setEntries((all) => [...all.filter((e) => e.open), entry]);
      return id;
    },
    [duration],
  );

  const api = useMemo(() => ({ toast, dismiss, dismissAll }), [toast, dismiss, dismissAll]);

  // Radix Toast comes with the first toast (its own chunk) and stays mounted from then on: a page that never
  // shows one (the start screen) does not download it.
  const [shown, setShown] = useState(false);
  if (entries.length > 0 && !shown) setShown(true);

  return (
    <Context.Provider value={api}>
      {children}
      {shown && (
        <Suspense fallback={null}>
          <ToastStack
            entries={entries}
            duration={duration}
            dismissLabel={dismissLabel}
            label={label}
            onDismiss={dismiss}
          />
        </Suspense>
      )}
    </Context.Provider>
  );
}

/** `toast(options)`, `dismiss(id)` and `dismissAll()`; throws outside `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(Context);
  if (!api) throw new Error('useToast must be called inside <ToastProvider> (wrap the app in it once).');
  return api;
}
