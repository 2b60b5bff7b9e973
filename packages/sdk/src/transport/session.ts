/** The signed-in session: the spec keeps `tokend` (the login token) and `account` in local storage. */
export interface Session {
  token: string;
  account: string;
}

/** Where the session lives. Reads are synchronous so every request can attach headers without waiting. */
export interface SessionStore {
  get(): Session | null;
  set(session: Session): Promise<void>;
  clear(): Promise<void>;
}

/** The subset of the Web Storage API the adapters use (localStorage, sessionStorage, or a test double). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The async key-value storage of a hybrid app wrapper (Capacitor Preferences, React Native AsyncStorage, ...). */
export interface AsyncKeyValueStorage {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
}

export interface SessionKeys {
  /** @default 'tokend' (the key the spec names) */
  token?: string;
  /** @default 'account' */
  account?: string;
}

function keysOf(keys: SessionKeys = {}) {
  return { token: keys.token ?? 'tokend', account: keys.account ?? 'account' };
}

function toSession(token: string | null, account: string | null): Session | null {
  return token && account ? { token, account } : null;
}

/** Keeps the session in memory only: for tests, server-side use and kiosk apps. */
export function memorySession(initial: Session | null = null): SessionStore {
  let current = initial;
  return {
    get: () => current,
    set: async (session) => {
      current = { ...session };
    },
    clear: async () => {
      current = null;
    },
  };
}

/**
 * Keeps the session in Web Storage under the spec's keys. The default for browsers.
 * @param storage defaults to `globalThis.localStorage`
 */
export function localStorageSession(storage?: KeyValueStorage, keys?: SessionKeys): SessionStore {
  const k = keysOf(keys);
  const store = (): KeyValueStorage => {
    const s = storage ?? (globalThis as { localStorage?: KeyValueStorage }).localStorage;
    if (!s)
      throw new Error('localStorageSession: no localStorage here; pass a storage or use memorySession()');
    return s;
  };
  return {
    get: () => toSession(store().getItem(k.token), store().getItem(k.account)),
    set: async ({ token, account }) => {
      store().setItem(k.token, token);
      store().setItem(k.account, account);
    },
    clear: async () => {
      store().removeItem(k.token);
      store().removeItem(k.account);
    },
  };
}

/**
 * Keeps the session in a hybrid wrapper's async storage. It is read once here, then served from memory so
 * requests never wait on storage; writes go through to the storage before they resolve.
 */
export async function asyncStorageSession(
  storage: AsyncKeyValueStorage,
  keys?: SessionKeys,
): Promise<SessionStore> {
  const k = keysOf(keys);
  const [token, account] = await Promise.all([storage.getItem(k.token), storage.getItem(k.account)]);
  const memory = memorySession(toSession(token, account));
  return {
    get: memory.get,
    set: async (session) => {
      await memory.set(session);
      await Promise.all([
        storage.setItem(k.token, session.token),
        storage.setItem(k.account, session.account),
      ]);
    },
    clear: async () => {
      await memory.clear();
      await Promise.all([storage.removeItem(k.token), storage.removeItem(k.account)]);
    },
  };
}
