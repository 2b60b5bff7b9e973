import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  createI18n,
  fillLabel,
  holidayText,
  LANGUAGES,
  labelsFor,
  resources,
  toLanguage,
  translateMessage,
} from '../src/i18n/createI18n';
import { labelAreas } from '../src/i18n/labels/index';
import { TRANSPORT_MSG_KEYS } from '../src/i18n/messageKeys';
import { mapStorage } from './httpServer';

const contract = parse(readFileSync(new URL('../../../openapi/tsumiki.yaml', import.meta.url), 'utf8'));
const msgKeys: string[] = contract.components.schemas.MsgKey.enum;

describe('translations', () => {
  it('should read a non-trivial MsgKey catalogue from the contract', () => {
    expect(msgKeys.length).toBeGreaterThan(40);
  });

  it.each(LANGUAGES.map((l) => [l]))('should translate every msg key of the contract in %s', (language) => {
    const messages: Record<string, string> = resources[language].messages;
    const missing = [...msgKeys, ...TRANSPORT_MSG_KEYS].filter((key) => !messages[key]?.trim());
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES.map((l) => [l]))('should hold no message text that no key uses in %s', (language) => {
    const known = new Set<string>([...msgKeys, ...TRANSPORT_MSG_KEYS]);
    expect(Object.keys(resources[language].messages).filter((key) => !known.has(key))).toEqual([]);
  });

  it('should not leave a Japanese text untranslated in another language', () => {
    const ja: Record<string, string> = resources.ja.messages;
    const same = Object.entries(resources.en.messages).filter(([key, text]) => ja[key] === text);
    expect(same).toEqual([]);
  });
});

describe('createI18n', () => {
  it('should default to Japanese', () => {
    const i18n = createI18n({ storage: null });
    expect(i18n.language).toBe('ja');
    expect(translateMessage(i18n, 'market.closed')).toBe('現在は取引時間外です');
  });

  it('should show an unknown msg as it came, even with separators in it', () => {
    const i18n = createI18n({ language: 'en', storage: null });
    expect(translateMessage(i18n, 'Error: 残高.不足')).toBe('Error: 残高.不足');
  });

  it('should interpolate params', () => {
    const i18n = createI18n({ language: 'en', storage: null });
    expect(translateMessage(i18n, 'http.statusFailed', { status: 418 })).toBe(
      'Request failed with status code 418',
    );
  });

  it('should start in the stored language and persist a new choice', async () => {
    const storage = mapStorage({ lang: 'zh-CN' });
    const i18n = createI18n({ storage });
    expect(i18n.language).toBe('zh-CN');
    await i18n.changeLanguage('en');
    expect(storage.map.get('lang')).toBe('en');
    expect(createI18n({ storage }).language).toBe('en');
  });

  it('should prefer an explicit language over the stored one', () => {
    expect(createI18n({ language: 'en', storage: mapStorage({ lang: 'ja' }) }).language).toBe('en');
  });

  it.each([
    ['jp', 'ja'],
    ['ja-JP', 'ja'],
    ['zh', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['en-US', 'en'],
    ['fr', undefined],
    [null, undefined],
  ] as const)('should map the language tag %s to %s', (tag, want) => {
    expect(toLanguage(tag)).toBe(want);
  });

  it('should create independent instances', async () => {
    const a = createI18n({ language: 'ja', storage: null });
    const b = createI18n({ language: 'ja', storage: null });
    await a.changeLanguage('en');
    expect(b.language).toBe('ja');
  });
});

describe('holiday names', () => {
  it.each([
    ['ja', { code: 'jpLaborThanksgivingDay' }, '勤労感謝の日'],
    ['zh-CN', { code: 'cnSpringFestival' }, '春节'],
    ['en', { code: 'usGoodFriday' }, 'Good Friday'],
    [
      'en',
      { code: 'usDayOfMourning', params: { person: 'Jimmy Carter' } },
      'National Day of Mourning (Jimmy Carter)',
    ],
    ['ja', { code: 'jpExchangeHoliday' }, '年末年始休業日'],
  ] as const)('should name a %s closure the calendar returned as a code', (language, holiday, want) => {
    expect(holidayText(createI18n({ language, storage: null }), holiday)).toBe(want);
  });
});

describe('screen labels', () => {
  it.each(Object.entries(labelAreas))('should give every %s label a text in every language', (_area, set) => {
    for (const language of LANGUAGES) {
      const texts = set[language] as Record<string, string>;
      expect(Object.keys(texts).sort()).toEqual(Object.keys(set.ja).sort());
      expect(Object.entries(texts).filter(([, text]) => !text.trim())).toEqual([]);
    }
  });

  it('should hand a screen its area’s labels in the current language, placeholders kept', () => {
    const i18n = createI18n({ language: 'en', storage: null });
    const labels = labelsFor(i18n, 'shell') as Record<string, string>;
    expect(Object.keys(labels)).toEqual(Object.keys(labelAreas.shell.ja));
  });

  it.each([
    ['{{count}} unread', { count: 3 }, '3 unread'],
    ['{{ a }} and {{b}}', { a: 'x', b: 2 }, 'x and 2'],
    ['{{missing}} stays', {}, '{{missing}} stays'],
  ] as const)('should fill %s', (label, params, want) => {
    expect(fillLabel(label, params)).toBe(want);
  });
});
