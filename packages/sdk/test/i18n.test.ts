import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import {
  generateLabelKeys,
  generateLabelLoaders,
  generateLabels,
  generateRestLoaders,
  labelKeysUrl,
  labelLoaderModules,
  labelModules,
  restLoaderModules,
} from '../scripts/generate-locales.mjs';
import { type LocalePart, loadBuiltInLocale } from '../src/i18n/builtInLocales';
import {
  addTexts,
  createI18n,
  holidayText,
  loadAllTexts,
  loadLanguage,
  translateMessage,
  translateRule,
} from '../src/i18n/createI18n';
import { FIRST_LABEL_AREAS, type LabelArea, labelAreas } from '../src/i18n/labels/index';
import { fillLabel, labelsFor } from '../src/i18n/labelsFor';
import { LANGUAGES, languageName, toLanguage } from '../src/i18n/languages';
import { loadBuiltInPart, loadTexts } from '../src/i18n/loadTexts';
import { BUILT_IN_LOCALES, en, ja } from '../src/i18n/locales/index';
import { TRANSPORT_MSG_KEYS } from '../src/i18n/messageKeys';
import { missingTexts } from '../src/i18n/missingTexts';
import { flattenLocale, type LocaleTexts, NAMESPACES } from '../src/i18n/texts';
import { mapStorage } from './httpServer';

const contract = parse(readFileSync(new URL('../../../openapi/tsumiki.yaml', import.meta.url), 'utf8'));
const msgKeys: string[] = contract.components.schemas.MsgKey.enum;

/** An instance with every built-in language at hand, as tests and Storybook make one. */
const withAll = (language: string) => createI18n({ language, storage: null, locales: BUILT_IN_LOCALES });

describe('translations', () => {
  it('should read a non-trivial MsgKey catalogue from the contract', () => {
    expect(msgKeys.length).toBeGreaterThan(40);
  });

  it.each(LANGUAGES)('should translate every msg key of the contract in %s', (language) => {
    const messages: Record<string, string> = { ...BUILT_IN_LOCALES[language].messages };
    const missing = [...msgKeys, ...TRANSPORT_MSG_KEYS].filter((key) => !messages[key]?.trim());
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('should hold no message text that no key uses in %s', (language) => {
    const known = new Set<string>([...msgKeys, ...TRANSPORT_MSG_KEYS]);
    expect(Object.keys(BUILT_IN_LOCALES[language].messages ?? {}).filter((key) => !known.has(key))).toEqual(
      [],
    );
  });

  it('should not leave a Japanese text untranslated in another language', () => {
    const jaMessages: Record<string, string> = { ...ja.messages };
    const same = Object.entries(en.messages ?? {}).filter(([key, text]) => jaMessages[key] === text);
    expect(same).toEqual([]);
  });

  it.each(labelModules)(
    'should keep the generated %s labels (%s part) in step with src/i18n/labels (run `npm run gen`)',
    async (language, part, url) => {
      const committed = await readFile(url, 'utf8');
      expect(
        committed === (await generateLabels(language, part)),
        `${language} labels are stale: npm run gen`,
      ).toBe(true);
    },
  );
});

it.each(labelLoaderModules)(
  'should keep the generated %s area loaders in step with src/i18n/labels (run `npm run gen`)',
  async (language, url) => {
    const committed = await readFile(url, 'utf8');
    expect(
      committed === generateLabelLoaders(language),
      `${language} area loaders are stale: npm run gen`,
    ).toBe(true);
  },
);

it.each(restLoaderModules)(
  'should keep the generated %s rest loaders in step with src/i18n/labels (run `npm run gen`)',
  async (language, url) => {
    const committed = await readFile(url, 'utf8');
    expect(
      committed === generateRestLoaders(language),
      `${language} rest loaders are stale: npm run gen`,
    ).toBe(true);
  },
);

// Issue 17: the rest part held a second copy of every area's texts beside the area chunks `loadTexts` loads.
it.each(labelModules.filter(([, part]) => part === 'first' || part === 'rest'))(
  'should ship each %s text in one generated module only (%s part gathers, never repeats)',
  async (language, part, url) => {
    const source = await readFile(url, 'utf8');
    const literals = source.match(/^\s*"[^"]+": /gm) ?? [];
    if (part === 'rest') expect(literals).toEqual([]);
    else expect(literals.length).toBeGreaterThan(0);
    const whole = await loadBuiltInLocale(language as 'ja', 'rest');
    const areas = await Promise.all(
      Object.keys(labelAreas)
        .filter((area) => !(FIRST_LABEL_AREAS as readonly string[]).includes(area))
        .map((area) => loadBuiltInPart(language as 'ja', area as LabelArea)),
    );
    expect(whole?.labels).toEqual(Object.assign({}, ...areas.map((a) => a?.labels)));
    expect(Object.keys(whole?.labels ?? {}).length).toBeGreaterThan(300);
  },
);

it('should keep the generated label keys in step with src/i18n/labels (run `npm run gen`)', async () => {
  const committed = await readFile(labelKeysUrl, 'utf8');
  expect(committed === (await generateLabelKeys()), 'label keys are stale: npm run gen').toBe(true);
});

describe('plural forms', () => {
  // A counted text is one that interpolates `{{count}}`: i18next picks its form by the language's plural rules.
  it.each(LANGUAGES)(
    'should give every counted text of %s the plural forms its rules need',
    async (language) => {
      const i18n = withAll(language);
      expect(await missingTexts(i18n, language, 'ja')).toEqual({ messages: [], rules: [], labels: [] });
    },
  );

  it('should fail a counted English label that has one form for every count', async () => {
    const labels: Record<string, string> = { ...flattenLocale(en).labels };
    delete labels['positions.quantityValue_one'];
    delete labels['positions.quantityValue_other'];
    labels['positions.quantityValue'] = '{{count}} shares';
    const i18n = createI18n({ language: 'en', storage: null, locales: { ja, en: { ...en, labels } } });
    expect((await missingTexts(i18n, 'en', 'ja')).labels).toEqual([
      'positions.quantityValue_one',
      'positions.quantityValue_other',
    ]);
  });

  // A number put before an English noun must be the count, or "1 days" reads wrong again. Placeholders that
  // never hold a number, and ranges ("{{min}}-{{max}} letters"), are not counts.
  const NOT_NUMBERS = new Set(['brand', 'name', 'types', 'source', 'bank', 'label', 'language', 'market']);
  const VERBS = new Set(['is', 'was', 'has', 'its', 'this', 'us', 'as']);
  it.each(NAMESPACES)('should count every English %s text that puts a number before a noun', (ns) => {
    const uncounted = Object.entries(flattenLocale(en)[ns]).filter(([, text]) =>
      [...text.matchAll(/(\}\}-)?\{\{\s*(\w+)[^}]*\}\} +([a-z]+s)\b/g)].some(
        ([, range, name = '', word = '']) =>
          !range && name !== 'count' && !NOT_NUMBERS.has(name) && !VERBS.has(word),
      ),
    );
    expect(uncounted).toEqual([]);
  });

  it.each([
    ['en', 1, '1 share'],
    ['en', 100000, '100,000 shares'],
    ['en', 0, '0 shares'],
    ['ja', 1, '1株'],
    ['ja', 100000, '100,000株'],
    ['zh-CN', 2500, '2,500股'],
  ] as const)('should count shares in %s: %i', (language, count, want) => {
    expect(labelsFor(withAll(language), 'positions').quantityValue(count)).toBe(want);
  });

  it.each([
    ['en', 1, 'You have 1 open position or order; close or cancel it first'],
    ['en', 3, 'You have 3 open positions or orders; close or cancel them first'],
    ['ja', 1, '保有中のポジションまたは未約定・決済中の注文が1件あります。先に決済または取消してください'],
  ] as const)('should count a rule text in %s: %i', (language, count, want) => {
    expect(translateRule(withAll(language), 'withdraw.openPositions', { count })).toBe(want);
  });

  it('should fill a counted label’s other placeholders', () => {
    const labels = labelsFor(withAll('en'), 'account');
    expect(labels.pinProgress(6, { entered: 2 })).toBe('2 of 6 digits entered');
    expect(labels.pinProgress(1, { entered: 0 })).toBe('0 of 1 digit entered');
  });
});

describe('createI18n', () => {
  it('should default to Japanese', () => {
    const i18n = createI18n({ storage: null, locales: { ja } });
    expect(i18n.language).toBe('ja');
    expect(translateMessage(i18n, 'market.closed')).toBe('現在は取引時間外です');
  });

  it('should show an unknown msg as it came, even with separators in it', () => {
    const i18n = withAll('en');
    expect(translateMessage(i18n, 'Error: 残高.不足')).toBe('Error: 残高.不足');
    expect(translateMessage(i18n, 'request')).toBe('request');
  });

  it('should interpolate params', () => {
    expect(translateMessage(withAll('en'), 'http.statusFailed', { status: 418 })).toBe(
      'Request failed with status code 418',
    );
  });

  it('should start in the stored language and persist a new choice', async () => {
    const storage = mapStorage({ lang: 'zh-CN' });
    const i18n = createI18n({ storage, locales: BUILT_IN_LOCALES });
    expect(i18n.language).toBe('zh-CN');
    await i18n.changeLanguage('en');
    expect(storage.map.get('lang')).toBe('en');
    expect(createI18n({ storage }).language).toBe('en');
  });

  it('should prefer an explicit language over the stored one', () => {
    expect(createI18n({ language: 'en', storage: mapStorage({ lang: 'ja' }) }).language).toBe('en');
  });

  it('should ignore a stored language the app does not offer', () => {
    const storage = mapStorage({ lang: 'zh-CN' });
    expect(createI18n({ storage, languages: ['ja', 'en'], defaultLanguage: 'en' }).language).toBe('en');
  });

  it.each([
    ['jp', undefined, 'ja'],
    ['ja-JP', undefined, 'ja'],
    ['zh', undefined, 'zh-CN'],
    ['zh-Hans-CN', undefined, 'zh-CN'],
    ['en-US', undefined, 'en'],
    ['EN', undefined, 'en'],
    ['fr', undefined, undefined],
    [null, undefined, undefined],
    ['ko-KR', ['ja', 'ko'], 'ko'],
    ['pt-br', ['pt-BR', 'en'], 'pt-BR'],
    ['zh', ['ja', 'en'], undefined],
  ] as const)('should map the language tag %s (offered %j) to %s', (tag, known, want) => {
    expect(toLanguage(tag, known)).toBe(want);
  });

  it('should create independent instances', async () => {
    const a = withAll('ja');
    const b = withAll('ja');
    await a.changeLanguage('en');
    expect(b.language).toBe('ja');
  });

  it.each([
    ['ja', '日本語'],
    ['en', 'English'],
    ['ko', '한국어'],
    ['pt-BR', 'português (Brasil)'],
  ])('should name %s in itself', (tag, want) => {
    expect(languageName(tag)).toBe(want);
  });
});

describe('loading one language at a time', () => {
  const spyLoader = () => vi.fn((language: string) => loadBuiltInLocale(language));

  it('should load only the starting language, and have its texts once it is ready', async () => {
    const load = spyLoader();
    const i18n = createI18n({ language: 'en', storage: null, loadLocale: load });
    expect(translateMessage(i18n, 'market.closed')).toBe('market.closed');
    await loadLanguage(i18n);
    expect(translateMessage(i18n, 'market.closed')).toBe(translateMessage(withAll('en'), 'market.closed'));
    expect(load.mock.calls.map(([language]) => language)).toEqual(['en']);
  });

  it('should render at once with the starting language given, and load another only on a switch', async () => {
    const load = spyLoader();
    const i18n = createI18n({ language: 'ja', storage: null, locales: { ja }, loadLocale: load });
    expect(labelsFor(i18n, 'news').listTitle).toBe('ニュース');
    expect(load).not.toHaveBeenCalled();
    await i18n.changeLanguage('zh-CN');
    expect(labelsFor(i18n, 'news').listTitle).toBe('资讯');
    expect(load.mock.calls.map(([language]) => language)).toEqual(['zh-CN']);
  });

  it('should settle, showing keys, when a language fails to load', async () => {
    const i18n = createI18n({
      language: 'en',
      storage: null,
      loadLocale: () => Promise.reject(new Error('offline')),
    });
    await expect(loadLanguage(i18n)).resolves.toBeUndefined();
    expect(labelsFor(i18n, 'news')).toEqual({});
    expect(translateMessage(i18n, 'market.closed')).toBe('market.closed');
  });
});

describe('a language’s first part, then the rest', () => {
  const partLoader = () =>
    vi.fn((language: string, part?: LocalePart) =>
      part === undefined || part === 'first' || part === 'rest'
        ? loadBuiltInLocale(language, part)
        : loadBuiltInPart(language, part),
    );

  it('should load only the shell and sign-in labels until loadAllTexts brings the rest', async () => {
    const load = partLoader();
    const i18n = createI18n({ language: 'ja', storage: null, loadLocale: load, texts: 'first' });
    await loadLanguage(i18n);
    expect(labelsFor(i18n, 'auth').signIn).toBe(labelsFor(withAll('ja'), 'auth').signIn);
    expect(labelsFor(i18n, 'shell').tabHome).toBe('ホーム');
    expect(labelsFor(i18n, 'news')).toEqual({});
    expect(translateMessage(i18n, 'market.closed')).toBe('market.closed');
    await loadAllTexts(i18n);
    expect(labelsFor(i18n, 'news').listTitle).toBe('ニュース');
    expect(translateMessage(i18n, 'market.closed')).toBe(translateMessage(withAll('ja'), 'market.closed'));
    expect(translateRule(i18n, 'order.lotsRequired')).toBe(
      translateRule(withAll('ja'), 'order.lotsRequired'),
    );
    await loadAllTexts(i18n);
    expect(load.mock.calls).toEqual([
      ['ja', 'first'],
      ['ja', 'rest'],
    ]);
  });

  it('should bring the messages, rule texts and only the areas asked for with loadTexts', async () => {
    const load = partLoader();
    const i18n = createI18n({
      language: 'ja',
      storage: null,
      loadLocale: load,
      texts: 'first',
      overrides: { ja: { labels: { home: { title: 'トップ' } } } },
    });
    await loadTexts(i18n, ['shell', 'home', 'quotes']);
    // Counted labels are functions: compare the keys and the plain texts.
    const same = (area: LabelArea) => {
      const [got, want] = [labelsFor(i18n, area), labelsFor(withAll('ja'), area)];
      expect(Object.keys(got)).toEqual(Object.keys(want));
      return [JSON.stringify(got), JSON.stringify(want)];
    };
    same('home');
    expect(labelsFor(i18n, 'home').title).toBe('トップ');
    expect(new Set(same('quotes')).size).toBe(1);
    expect(labelsFor(i18n, 'shell').tabHome).toBe('ホーム');
    expect(labelsFor(i18n, 'funds')).toEqual({});
    expect(translateMessage(i18n, 'market.closed')).toBe(translateMessage(withAll('ja'), 'market.closed'));
    expect(translateRule(i18n, 'order.lotsRequired')).toBe(
      translateRule(withAll('ja'), 'order.lotsRequired'),
    );
    // Asked again: nothing loads twice; the rest still comes whole.
    await loadTexts(i18n, ['home', 'trade']);
    await loadAllTexts(i18n);
    await loadTexts(i18n, ['funds']);
    expect(new Set(same('funds')).size).toBe(1);
    expect(load.mock.calls).toEqual([
      ['ja', 'first'],
      ['ja', 'base'],
      ['ja', 'shell'],
      ['ja', 'home'],
      ['ja', 'quotes'],
      ['ja', 'trade'],
      ['ja', 'rest'],
    ]);
  });

  it('should bring built-in areas one by one with the default loader', async () => {
    const i18n = createI18n({ language: 'en', storage: null, texts: 'first' });
    await loadTexts(i18n, ['news']);
    expect(labelsFor(i18n, 'news').listTitle).toBe('News');
    expect(labelsFor(i18n, 'funds')).toEqual({});
    expect(translateMessage(i18n, 'market.closed')).toBe(translateMessage(withAll('en'), 'market.closed'));
  });

  it('should keep overrides over the rest when it arrives, in both parts', async () => {
    const i18n = createI18n({
      language: 'en',
      storage: null,
      texts: 'first',
      overrides: { en: { labels: { auth: { signIn: 'Log on' }, news: { listTitle: 'Headlines' } } } },
    });
    await loadLanguage(i18n);
    await loadAllTexts(i18n);
    expect(labelsFor(i18n, 'auth').signIn).toBe('Log on');
    expect(labelsFor(i18n, 'news').listTitle).toBe('Headlines');
    expect(labelsFor(i18n, 'news').retry).toBe('Retry');
  });

  it('should split nothing by default: the whole language is ready at once', async () => {
    const load = partLoader();
    const i18n = createI18n({ language: 'zh-CN', storage: null, loadLocale: load });
    await loadLanguage(i18n);
    expect(labelsFor(i18n, 'news').listTitle).toBe('资讯');
    await loadAllTexts(i18n);
    expect(load.mock.calls).toEqual([['zh-CN', undefined]]);
  });
});

describe('a language of the app’s own', () => {
  const ko: LocaleTexts = {
    messages: { 'market.closed': '지금은 거래 시간이 아닙니다' },
    labels: { news: { listTitle: '뉴스' }, positions: { quantityValue: '{{count, number}}주' } },
  };

  it('should take any tag with its texts and fall back to the configured language', async () => {
    const load = vi.fn((language: string) => loadBuiltInLocale(language));
    const i18n = createI18n({
      language: 'ko',
      storage: null,
      locales: { ko },
      fallbackLanguage: 'en',
      loadLocale: load,
    });
    await loadLanguage(i18n);
    expect(load.mock.calls.map(([language]) => language)).toEqual(['en']);
    expect(translateMessage(i18n, 'market.closed')).toBe('지금은 거래 시간이 아닙니다');
    expect(translateMessage(i18n, 'network.error')).toBe('Network error');
    const labels = labelsFor(i18n, 'news');
    expect([labels.listTitle, labels.retry]).toEqual(['뉴스', 'Retry']);
    expect(labelsFor(i18n, 'positions').quantityValue(12000)).toBe('12,000주');
  });

  it('should load a language of its own through the app’s loader, the built-in ones through the default', async () => {
    const i18n = createI18n({
      language: 'ja',
      storage: null,
      locales: { ja },
      fallbackLanguage: 'en',
      loadLocale: async (language) => (language === 'ko' ? ko : loadBuiltInLocale(language)),
    });
    await i18n.changeLanguage('ko');
    expect(labelsFor(i18n, 'news').listTitle).toBe('뉴스');
    expect(labelsFor(i18n, 'news').retry).toBe('Retry');
  });

  it('should report what the language lacks, plural forms by its own rules', async () => {
    const i18n = createI18n({ language: 'en', storage: null, locales: { ...BUILT_IN_LOCALES, ko } });
    const missing = await missingTexts(i18n, 'ko', 'en');
    expect(missing.messages).toContain('network.error');
    expect(missing.messages).not.toContain('market.closed');
    expect(missing.labels).toContain('news.retry');
    expect(missing.labels).not.toContain('news.listTitle');
    // Korean has one plural form: `quantityValue` alone covers it; English needs two.
    expect(missing.labels).not.toContain('positions.quantityValue_other');
    expect(missing.labels).toContain('positions.lockDaysValue_other');
    expect(missing.rules).toContain('withdraw.openPositions_other');
  });

  it('should ask a language with more plural forms for each of them', async () => {
    const ru: LocaleTexts = { labels: { positions: { quantityValue_one: '{{count}} акция' } } };
    const i18n = createI18n({ language: 'ru', storage: null, locales: { ...BUILT_IN_LOCALES, ru } });
    const missing = await missingTexts(i18n, 'ru', 'en');
    expect(missing.labels.filter((k) => k.startsWith('positions.quantityValue'))).toEqual([
      'positions.quantityValue_few',
      'positions.quantityValue_many',
      'positions.quantityValue_other',
    ]);
  });
});

describe('wording overrides', () => {
  const cases: [string, LocaleTexts][] = [
    ['nested', { labels: { auth: { account: 'Customer no.' } } }],
    ['flat dotted', { labels: { 'auth.account': 'Customer no.' } }],
  ];

  it.each(cases)('should apply a %s override given at creation', (_, overrides) => {
    const i18n = createI18n({ language: 'en', storage: null, locales: { en }, overrides: { en: overrides } });
    const labels = labelsFor(i18n, 'auth');
    expect(labels.account).toBe('Customer no.');
    expect(labels.password).toBe(labelsFor(withAll('en'), 'auth').password);
  });

  it.each(cases)('should apply a %s override added later, to a loaded language at once', (_, overrides) => {
    const i18n = withAll('en');
    addTexts(i18n, 'en', overrides);
    expect(labelsFor(i18n, 'auth').account).toBe('Customer no.');
  });

  it.each(cases)(
    'should keep a %s override of a language not loaded yet until it loads',
    async (_, overrides) => {
      const i18n = createI18n({ language: 'ja', storage: null, locales: { ja } });
      addTexts(i18n, 'en', overrides);
      expect(i18n.hasResourceBundle('en', 'labels')).toBe(false);
      await i18n.changeLanguage('en');
      const labels = labelsFor(i18n, 'auth');
      expect(labels.account).toBe('Customer no.');
      expect(labels.password).toBe(labelsFor(withAll('en'), 'auth').password);
    },
  );

  it('should merge deep: a later override of one key leaves the earlier ones', () => {
    const i18n = withAll('en');
    addTexts(i18n, 'en', { labels: { auth: { account: 'Customer no.', password: 'PIN' } } });
    addTexts(i18n, 'en', { labels: { 'auth.password': 'Passcode' } });
    const labels = labelsFor(i18n, 'auth');
    expect([labels.account, labels.password]).toEqual(['Customer no.', 'Passcode']);
  });

  it('should override plural forms, messages and rule texts', () => {
    const i18n = withAll('en');
    addTexts(i18n, 'en', {
      labels: { positions: { quantityValue_one: '{{count}} unit', quantityValue_other: '{{count}} units' } },
      messages: { 'market.closed': 'The market is shut' },
      rules: { 'amount.required': 'How much?' },
    });
    expect(labelsFor(i18n, 'positions').quantityValue(3)).toBe('3 units');
    expect(translateMessage(i18n, 'market.closed')).toBe('The market is shut');
    expect(translateRule(i18n, 'amount.required')).toBe('How much?');
  });

  it('should type overrides: unknown keys and plural forms of uncounted keys do not compile', () => {
    const i18n = withAll('en');
    // @ts-expect-error a misspelt key of a nested area
    addTexts(i18n, 'en', { labels: { auth: { acount: 'x' } } });
    // @ts-expect-error a misspelt flat dotted key
    addTexts(i18n, 'en', { labels: { 'home.populr': 'x' } });
    // @ts-expect-error a plural form of a label that counts nothing
    addTexts(i18n, 'en', { labels: { positions: { tabHolding_one: 'x' } } });
    // @ts-expect-error a plural form of a rule text that counts nothing
    addTexts(i18n, 'en', { rules: { 'amount.required_one': 'x' } });
    addTexts(i18n, 'ru', { labels: { positions: { quantityValue_few: '{{count}} акции' } } });
    expect(labelsFor(i18n, 'auth').account).toBe(labelsFor(withAll('en'), 'auth').account);
  });

  it('should also resolve a nested bundle added through i18next itself', () => {
    const i18n = withAll('en');
    i18n.addResourceBundle('en', 'labels', { auth: { account: 'Customer no.' } }, true, true);
    expect(labelsFor(i18n, 'auth').account).toBe('Customer no.');
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
    expect(holidayText(withAll(language), holiday)).toBe(want);
  });
});

describe('screen labels', () => {
  it.each(Object.entries(labelAreas))('should give every %s label a text in every language', (_area, set) => {
    const reference = Object.keys(set.ja).sort();
    expect(Object.keys(set['zh-CN']).sort()).toEqual(reference);
    const counted = new Set(Object.entries(set.ja).flatMap(([k, t]) => (t.includes('{{count') ? [k] : [])));
    const english = Object.keys(set.en).flatMap((k) => {
      const base = k.replace(/_(one|other)$/, '');
      return base !== k && counted.has(base) ? [base] : [k];
    });
    expect([...new Set(english)].sort()).toEqual(reference);
    for (const language of LANGUAGES) {
      expect(Object.entries(set[language] as Record<string, string>).filter(([, t]) => !t.trim())).toEqual(
        [],
      );
    }
  });

  it('should hand a screen its area’s labels in the current language, placeholders kept', () => {
    const labels = labelsFor(withAll('en'), 'shell');
    expect(Object.keys(labels).sort()).toEqual(Object.keys(labelAreas.shell.ja).sort());
    expect(typeof labels.unreadCount).toBe('function');
    expect(labels.unreadCount(2)).toBe('2 unread messages');
  });

  it.each([
    ['{{count}} unread', { count: 3 }, '3 unread'],
    ['{{ a }} and {{b}}', { a: 'x', b: 2 }, 'x and 2'],
    ['{{missing}} stays', {}, '{{missing}} stays'],
    ['{{count, number}} shares', { count: 3 }, '3 shares'],
  ] as const)('should fill %s', (label, params, want) => {
    expect(fillLabel(label, params)).toBe(want);
  });
});
