import { Toast as RadixToast } from 'radix-ui';
import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { IconName } from '../Icon/Icon';
import { Icon } from '../Icon/Icon';
import * as styles from './Toast.css';

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

interface ToastEntry extends Required<Omit<ToastOptions, 'description'>> {
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

const toneIcon: Record<ToastTone, IconName> = {
  info: 'info',
  success: 'check',
  warning: 'alert',
  danger: 'close',
};

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

  return (
    <Context.Provider value={api}>
      <RadixToast.Provider swipeDirection="up" duration={duration} label={label}>
        {children}
        {entries.map((entry) => (
          <RadixToast.Root
            key={entry.id}
            className={styles.toast}
            duration={entry.duration}
            open={entry.open}
            onOpenChange={(open) => {
              if (!open) dismiss(entry.id);
            }}
            type={entry.tone === 'danger' ? 'foreground' : 'background'}
            data-tone={entry.tone}
          >
            <span className={`${styles.mark} ${styles.markTone[entry.tone]}`} aria-hidden="true">
              <Icon name={toneIcon[entry.tone]} size={14} />
            </span>
            <div className={styles.text}>
              <RadixToast.Title className={styles.title}>{entry.title}</RadixToast.Title>
              {entry.description && (
                <RadixToast.Description className={styles.description}>
                  {entry.description}
                </RadixToast.Description>
              )}
            </div>
            <RadixToast.Close className={styles.close} aria-label={dismissLabel}>
              <Icon name="close" size={18} />
            </RadixToast.Close>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport className={styles.viewport} label={label} />
      </RadixToast.Provider>
    </Context.Provider>
  );
}

/** `toast(options)`, `dismiss(id)` and `dismissAll()`; throws outside `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(Context);
  if (!api) throw new Error('useToast must be called inside <ToastProvider> (wrap the app in it once).');
  return api;
}
