import { describe, expect, it } from 'vitest';
import {
  type AsyncKeyValueStorage,
  asyncStorageSession,
  localStorageSession,
  memorySession,
  type SessionStore,
} from '../src/transport/session';
import { mapStorage } from './httpServer';

function asyncMapStorage(initial: Record<string, string> = {}) {
  const sync = mapStorage(initial);
  const storage: AsyncKeyValueStorage = {
    getItem: async (key) => sync.getItem(key),
    setItem: async (key, value) => sync.setItem(key, value),
    removeItem: async (key) => sync.removeItem(key),
  };
  return { map: sync.map, storage };
}

type Case = [string, () => Promise<{ store: SessionStore; backing?: Map<string, string> }>];

const adapters: Case[] = [
  ['memorySession', async () => ({ store: memorySession() })],
  [
    'localStorageSession',
    async () => {
      const storage = mapStorage();
      return { store: localStorageSession(storage), backing: storage.map };
    },
  ],
  [
    'asyncStorageSession',
    async () => {
      const { storage, map } = asyncMapStorage();
      return { store: await asyncStorageSession(storage), backing: map };
    },
  ],
];

describe.each(adapters)('%s', (_name, make) => {
  it('should start empty, keep a session and clear it', async () => {
    const { store, backing } = await make();
    expect(store.get()).toBeNull();
    await store.set({ token: 't1', account: '0901234567' });
    expect(store.get()).toEqual({ token: 't1', account: '0901234567' });
    if (backing) expect(Object.fromEntries(backing)).toEqual({ tokend: 't1', account: '0901234567' });
    await store.clear();
    expect(store.get()).toBeNull();
    if (backing) expect(backing.size).toBe(0);
  });
});

describe('stored sessions', () => {
  it('should read the spec keys tokend and account from local storage', () => {
    const store = localStorageSession(mapStorage({ tokend: 'abc', account: '0801112222' }));
    expect(store.get()).toEqual({ token: 'abc', account: '0801112222' });
  });

  it('should treat half a session as none', () => {
    expect(localStorageSession(mapStorage({ tokend: 'abc' })).get()).toBeNull();
  });

  it('should honour custom keys', async () => {
    const storage = mapStorage();
    const store = localStorageSession(storage, { token: 'broker.token', account: 'broker.account' });
    await store.set({ token: 'x', account: 'y' });
    expect([...storage.map.keys()].sort()).toEqual(['broker.account', 'broker.token']);
  });

  it('should hydrate an async storage once and then answer synchronously', async () => {
    const { storage } = asyncMapStorage({ tokend: 'hyd', account: '0709998888' });
    const store = await asyncStorageSession(storage);
    expect(store.get()).toEqual({ token: 'hyd', account: '0709998888' });
  });

  it('should explain what to do when there is no localStorage', () => {
    expect(() => localStorageSession().get()).toThrow(/memorySession/);
  });
});
