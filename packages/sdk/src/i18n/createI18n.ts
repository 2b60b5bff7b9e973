import { type BackendModule, createInstance, type i18n as I18next } from 'i18next';
import type { HolidayCode } from '../rules/holidays';
import { formatCount } from '../rules/numberLayout';
import type { KeyValueStorage } from '../transport/session';
import { type LocaleLoader, loadBuiltInLocale } from './builtInLocales';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language, toLanguage } from './languages';
import { type FlatTexts, flattenLocale, type LocaleTexts, NAMESPACES, type Namespace } from './texts';

export interface I18nOptions {
  /** The language to start in. @default the stored choice when it is offered, else `defaultLanguage` */
  language?: Language;
  /** The language when nothing offered is stored. @default 'ja' */
  defaultLanguage?: Language;
  /**
   * The languages the app offers: a stored choice outside them is ignored.
   * @default the built-in three and every language in `locales`
   */
  languages?: readonly Language[];
  /**
   * Where a text missing in a language comes from. The built-in languages are complete and never fall back, so
   * choosing one never loads another; a language of your own loads this one beside it. @default 'ja'
   */
  fallbackLanguage?: Language;
  /**
   * Texts at hand, by language tag: used at once, without loading. Give the starting language's here (for
   * instance `{ en }` from `@tsumiki/sdk/locales/en`) to render synchronously; otherwise await
   * `loadLanguage(i18n)` (or `createTsumiki(...).ready`) before the first render.
   */
  locales?: Readonly<Record<string, LocaleTexts>>;
  /**
   * Loads a language's texts when it is first needed (`changeLanguage`, `loadLanguage`). A language of your own
   * comes from here (`(lng) => lng === 'ko' ? import('./ko').then((m) => m.ko) : loadBuiltInLocale(lng)`).
   * @default loadBuiltInLocale (the built-in three, one chunk each)
   */
  loadLocale?: LocaleLoader;
  /**
   * Wording overrides by language, nested (`{ labels: { auth: { account: 'Customer no.' } } }`) or with flat
   * dotted keys (`{ labels: { 'auth.account': 'Customer no.' } }`), merged deep over the language's texts
   * whenever it loads. The same as calling `addTexts` for each language. @default none
   */
  overrides?: Readonly<Record<string, LocaleTexts>>;
  /**
   * What of a language loads when it is chosen (what `loadLanguage` and `createTsumiki(...).ready` wait for):
   * `'all'` its texts, or `'first'` only the labels of the shell and the sign-in area (`FIRST_LABEL_AREAS`), for
   * a start screen that calls nothing, downloading a few kB instead of the language; `loadAllTexts` then brings
   * the rest (await it before rendering any other screen). Only the built-in loader splits; a loader of your own
   * may ignore the part and give everything. @default 'all'
   */
  texts?: 'all' | 'first';
  /** Where the chosen language persists. @default globalThis.localStorage when present; `null` to not persist */
  storage?: KeyValueStorage | null;
  /** @default 'lang' */
  storageKey?: string;
}

export type TsumikiI18n = I18next;

/** What an instance made by `createI18n` knows beyond i18next: where texts come from and what was added. */
export interface Registry {
  load: LocaleLoader;
  fallback: Language;
  /** Texts added with `addTexts`, flat, by language: merged over each load of that language. */
  added: Map<string, Record<Namespace, FlatTexts>>;
  /** One load per language, shared by its three namespaces. */
  loading: Map<string, Promise<Record<Namespace, FlatTexts>>>;
  /** Whether a language's load brings only its first part (`texts: 'first'`) until `loadAllTexts`. */
  firstOnly: boolean;
  /** The languages `loadAllTexts` completed (or is completing): their next load is whole. */
  whole: Map<string, Promise<void>>;
  /** The parts `loadTexts` brought (or is bringing), by `<language>:<part>`. */
  parts: Map<string, Promise<void>>;
  /** Whether `load` is the built-in loader (`loadTexts` then loads base parts and areas itself). */
  builtIn: boolean;
}

const registries = new WeakMap<TsumikiI18n, Registry>();

/**
 * The key an instance carries its registry under, for `loadTexts`: a module that imports nothing of this one,
 * so a bundler can leave it out of a start screen's chunks without splitting them.
 */
export const TEXT_REGISTRY = Symbol.for('@tsumiki/sdk texts');

function mergeInto(target: Record<Namespace, FlatTexts>, extra: Record<Namespace, FlatTexts> | undefined) {
  if (extra) for (const ns of NAMESPACES) Object.assign(target[ns], extra[ns]);
  return target;
}

function readLocale(registry: Registry, language: string): Promise<Record<Namespace, FlatTexts>> {
  let found = registry.loading.get(language);
  if (found === undefined) {
    found = registry
      .load(language, registry.firstOnly && !registry.whole.has(language) ? 'first' : undefined)
      .then((texts) => mergeInto(flattenLocale(texts), registry.added.get(language)));
    registry.loading.set(language, found);
    found.catch(() => registry.loading.delete(language));
  }
  return found;
}

/**
 * The i18next backend: every namespace of a language from one `loadLocale` call, added texts merged in. A
 * language that fails to load (a dropped connection) shows its keys until `i18n.reloadResources(language)`;
 * a browser keeps a failed chunk failed until the page reloads anyway.
 */
function backendOf(registry: Registry): BackendModule & { callbackApi: false } {
  return {
    type: 'backend',
    callbackApi: false,
    init() {},
    read: (language: string, namespace: string) =>
      readLocale(registry, language).then((texts) => texts[namespace as Namespace] ?? {}),
  } as unknown as BackendModule & { callbackApi: false };
}

/**
 * Creates an i18next instance with Tsumiki's texts: server msg keys, rule codes and screen labels. Only the
 * languages in use are loaded: the starting one (from `locales`, else through `loadLocale`), another when the
 * app switches to it, and the fallback only for a language of the app's own. Keys are dotted names, so
 * namespaces are never split off a key; nested and flat texts both resolve. The chosen language is persisted
 * whenever it changes.
 */
export function createI18n(options: I18nOptions = {}): TsumikiI18n {
  const storage =
    options.storage === undefined
      ? ((globalThis as { localStorage?: KeyValueStorage }).localStorage ?? null)
      : options.storage;
  const storageKey = options.storageKey ?? 'lang';
  const offered = options.languages ?? [...LANGUAGES, ...Object.keys(options.locales ?? {})];
  const language =
    options.language ??
    toLanguage(storage?.getItem(storageKey), offered) ??
    options.defaultLanguage ??
    DEFAULT_LANGUAGE;
  const fallback = options.fallbackLanguage ?? DEFAULT_LANGUAGE;
  const registry: Registry = {
    load: options.loadLocale ?? loadBuiltInLocale,
    fallback,
    added: new Map(),
    loading: new Map(),
    firstOnly: options.texts === 'first',
    whole: new Map(),
    parts: new Map(),
    builtIn: (options.loadLocale ?? loadBuiltInLocale) === loadBuiltInLocale,
  };
  for (const [lng, texts] of Object.entries(options.overrides ?? {}))
    registry.added.set(lng, flattenLocale(texts));

  const resources: Record<string, Record<Namespace, FlatTexts>> = {};
  for (const [lng, texts] of Object.entries(options.locales ?? {}))
    resources[lng] = mergeInto(flattenLocale(texts), registry.added.get(lng));

  const instance = createInstance();
  registries.set(instance, registry);
  (instance as unknown as Record<symbol, Registry>)[TEXT_REGISTRY] = registry;
  instance.use(backendOf(registry));
  void instance.init({
    resources,
    partialBundledLanguages: true,
    lng: language,
    // The built-in languages are complete: falling back would only load a second language for nothing.
    fallbackLng: (code: string) => (isLanguage(code) || code === fallback ? [] : [fallback]),
    load: 'currentOnly',
    ns: [...NAMESPACES],
    defaultNS: 'messages',
    keySeparator: '.',
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  // `{{count, number}}` in a text: the SDK's one number format (grouping, Latin digits) in the text's language.
  instance.services.formatter?.add('number', (value: unknown, lng: string | undefined) =>
    typeof value === 'number' || typeof value === 'string'
      ? formatCount(value, lng ?? language)
      : String(value),
  );
  instance.on('languageChanged', (lng) => {
    if (lng && lng !== 'cimode') storage?.setItem(storageKey, lng);
  });
  return instance;
}

/**
 * Loads a language's texts (default the current one) and its fallback if it needs one, without switching:
 * await it before the first render when the starting language was not given in `locales`, or to warm a
 * language before offering it.
 */
export function loadLanguage(i18n: TsumikiI18n, language: Language = i18n.language): Promise<void> {
  return new Promise((resolve) => {
    i18n.services.backendConnector.load(
      i18n.services.languageUtils.toResolveHierarchy(language),
      [...NAMESPACES],
      () => resolve(),
    );
  });
}

/**
 * Brings the rest of a language's texts (default the current one, with its fallback) when the instance loads
 * only their first part (`texts: 'first'`): await it before rendering a screen beyond the start screen. Added
 * texts and overrides keep winning over the built-in ones. Resolves at once when everything is there already.
 */
export async function loadAllTexts(i18n: TsumikiI18n, language: Language = i18n.language): Promise<void> {
  const registry = registries.get(i18n);
  if (!registry?.firstOnly) return;
  await loadLanguage(i18n, language);
  await Promise.all(
    i18n.services.languageUtils.toResolveHierarchy(language).map((lng: string) => {
      let done = registry.whole.get(lng);
      if (done === undefined) {
        done = registry.load(lng, 'rest').then((rest) => {
          const texts = mergeInto(flattenLocale(rest), registry.added.get(lng));
          // A later load of this language (a reload of its resources) reads it whole.
          registry.loading.delete(lng);
          for (const ns of NAMESPACES)
            if (i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, texts[ns], true, true);
        });
        registry.whole.set(lng, done);
        done.catch(() => registry.whole.delete(lng));
      }
      return done;
    }),
  );
}

/**
 * Adds texts to a language, or overrides some of its wording: nested (`{ labels: { auth: { account: 'x' } } }`)
 * or flat dotted keys (`{ labels: { 'auth.account': 'x' } }`), merged deep, a later text of a key winning.
 * Applies at once when the language is loaded and again whenever it loads; a language that has no texts
 * anywhere else (one of the app's own, given whole) becomes loadable this way.
 */
export function addTexts(i18n: TsumikiI18n, language: Language, texts: LocaleTexts): void {
  const flat = flattenLocale(texts);
  const registry = registries.get(i18n);
  if (registry) {
    const before = registry.added.get(language);
    registry.added.set(language, before ? mergeInto(before, flat) : flat);
    // A load in flight or done was made without these: the next one merges them.
    registry.loading.delete(language);
  }
  for (const ns of NAMESPACES) {
    // Into the store only when the language is there: a partial bundle would stop i18next loading the rest.
    if (!registry || i18n.hasResourceBundle(language, ns))
      i18n.addResourceBundle(language, ns, flat[ns], true, true);
  }
}

/** The language a language of the app's own falls back to (`createI18n({ fallbackLanguage })`). */
export function fallbackLanguageOf(i18n: TsumikiI18n): Language {
  return registries.get(i18n)?.fallback ?? DEFAULT_LANGUAGE;
}

/** The text of a server or transport msg; an unknown msg is shown as it came. */
export function translateMessage(i18n: TsumikiI18n, msg: string, params?: Record<string, unknown>): string {
  return i18n.t(msg, { ...params, ns: 'messages', defaultValue: msg });
}

/** The text of a rule code (`order.lotsRequired`, ...) with its params; a `count` param picks the plural form. */
export function translateRule(i18n: TsumikiI18n, code: string, params?: Record<string, unknown>): string {
  return i18n.t(code, { ...params, ns: 'rules', defaultValue: code });
}

/** The name of an exchange closure a calendar rule returned (`holidayOf`), in the current language. */
export function holidayText(
  i18n: TsumikiI18n,
  holiday: { readonly code: HolidayCode; readonly params?: Readonly<Record<string, string>> },
): string {
  return i18n.t(`calendar.${holiday.code}`, { ...holiday.params, ns: 'labels', defaultValue: holiday.code });
}
