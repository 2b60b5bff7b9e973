import { describe, expect, it } from 'vitest';
import { createTsumiki } from '../createTsumiki';
import type { PriceColorChoice } from '../rules/preferenceChoices';
import { type KeyValueStorage, memorySession } from '../transport/session';
import { createPreferences } from './preferences';

function mapStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      data.set(k, v);
    },
    removeItem: (k) => {
      data.delete(k);
    },
  };
}

const throwing: KeyValueStorage = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('quota');
  },
  removeItem: () => {},
};

export type Case = [title: string, { given: Record<string, string>; want: PriceColorChoice }];

describe('createPreferences', () => {
  const cases: Case[] = [
    ['nothing stored reads as auto', { given: {}, want: 'auto' }],
    ['a stored red-up', { given: { priceColors: 'red-up' }, want: 'red-up' }],
    ['a stored green-up', { given: { priceColors: 'green-up' }, want: 'green-up' }],
    ['an unknown stored value reads as auto', { given: { priceColors: 'blue-up' }, want: 'auto' }],
  ];
  it.each(cases)('%s', (_t, { given, want }) => {
    expect(createPreferences({ storage: mapStorage(given) }).get('priceColors')).toBe(want);
  });

  it('persists a choice under its key and tells subscribers', () => {
    const storage = mapStorage();
    const prefs = createPreferences({ storage, keyPrefix: 'tsumiki.' });
    const seen: string[] = [];
    const off = prefs.subscribe(() => seen.push(prefs.get('priceColors')));
    prefs.set('priceColors', 'green-up');
    off();
    prefs.set('priceColors', 'red-up');
    expect(seen).toEqual(['green-up']);
    expect(storage.data.get('tsumiki.priceColors')).toBe('red-up');
    expect(createPreferences({ storage, keyPrefix: 'tsumiki.' }).get('priceColors')).toBe('red-up');
  });

  it('ignores a value outside the choices', () => {
    const storage = mapStorage({ priceColors: 'green-up' });
    const prefs = createPreferences({ storage });
    let calls = 0;
    prefs.subscribe(() => calls++);
    prefs.set('priceColors', 'purple' as PriceColorChoice);
    expect(prefs.get('priceColors')).toBe('green-up');
    expect(calls).toBe(0);
  });

  it('keeps working for the session when storage throws, and without storage', () => {
    for (const storage of [throwing, null]) {
      const prefs = createPreferences({ storage });
      expect(prefs.get('priceColors')).toBe('auto');
      prefs.set('priceColors', 'green-up');
      expect(prefs.get('priceColors')).toBe('green-up');
    }
  });
});

describe('createTsumiki', () => {
  it('carries the preferences over the storage it is given', () => {
    const storage = mapStorage({ priceColors: 'green-up' });
    const options = {
      baseUrl: 'http://127.0.0.1:9',
      session: memorySession(),
      languageStorage: null,
      preferenceStorage: storage,
    };
    const sdk = createTsumiki(options);
    expect(sdk.preferences.get('priceColors')).toBe('green-up');
    sdk.preferences.set('priceColors', 'red-up');
    expect(createTsumiki(options).preferences.get('priceColors')).toBe('red-up');
  });
});
