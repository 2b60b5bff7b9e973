import { LIVE_PRICES_CHOICES, MOTION_CHOICES, PRICE_COLOR_CHOICES } from '../rules/preferenceChoices';
import type { KeyValueStorage } from '../transport/session';

/** Every persisted preference with its allowed values and default: data, so a new one is one row. */
const DEFINITIONS = {
  priceColors: { values: PRICE_COLOR_CHOICES, fallback: 'auto' },
  motion: { values: MOTION_CHOICES, fallback: 'auto' },
  livePrices: { values: LIVE_PRICES_CHOICES, fallback: 'live' },
} as const satisfies Record<string, { values: readonly string[]; fallback: string }>;

/** The customer's preferences and their types. */
export type PreferenceValues = {
  [K in keyof typeof DEFINITIONS]: (typeof DEFINITIONS)[K]['values'][number];
};
export type PreferenceKey = keyof PreferenceValues;
export const PREFERENCE_KEYS = Object.keys(DEFINITIONS) as PreferenceKey[];

/** Device-local preferences (not sent to the server), read synchronously so the first paint uses them. */
export interface Preferences {
  get<K extends PreferenceKey>(key: K): PreferenceValues[K];
  /** Stores a value and tells subscribers; a value outside the allowed ones is ignored. */
  set<K extends PreferenceKey>(key: K, value: PreferenceValues[K]): void;
  /** Called after every change; returns the unsubscribe function (fits `useSyncExternalStore`). */
  subscribe(listener: () => void): () => void;
}

export interface PreferencesOptions {
  /** Where preferences persist. @default globalThis.localStorage when present; `null` to keep them in memory */
  storage?: KeyValueStorage | null;
  /** Prepended to each preference's name to form its storage key. @default '' (the key `priceColors`) */
  keyPrefix?: string;
}

function allowed<K extends PreferenceKey>(key: K, value: unknown): value is PreferenceValues[K] {
  return (DEFINITIONS[key].values as readonly unknown[]).includes(value);
}

/**
 * Creates the preferences store. A stored value that is no longer allowed (an older app, a hand edit) reads as
 * the default. Storage that throws (private browsing, a full quota) never breaks the app: the value still
 * applies for this session.
 */
export function createPreferences(options: PreferencesOptions = {}): Preferences {
  const storage =
    options.storage === undefined
      ? ((globalThis as { localStorage?: KeyValueStorage }).localStorage ?? null)
      : options.storage;
  const prefix = options.keyPrefix ?? '';
  const memory = new Map<PreferenceKey, string>();
  const listeners = new Set<() => void>();
  const read = (key: PreferenceKey): string | null => {
    if (memory.has(key)) return memory.get(key) ?? null;
    try {
      return storage?.getItem(prefix + key) ?? null;
    } catch {
      return null;
    }
  };
  return {
    get(key) {
      const value = read(key);
      return allowed(key, value) ? value : (DEFINITIONS[key].fallback as PreferenceValues[typeof key]);
    },
    set(key, value) {
      if (!allowed(key, value)) return;
      memory.set(key, value);
      try {
        storage?.setItem(prefix + key, value);
      } catch {
        // Kept in memory for this session.
      }
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
