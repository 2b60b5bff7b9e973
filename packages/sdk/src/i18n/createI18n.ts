import { createInstance, type i18n as I18next } from 'i18next';
import type { HolidayCode } from '../rules/holidays';
import type { KeyValueStorage } from '../transport/session';
import { type LabelArea, type Labels, labelAreas, labelResources } from './labels/index';
import { messages as en } from './locales/en/messages';
import { rules as enRules } from './locales/en/rules';
import { messages as ja } from './locales/ja/messages';
import { rules as jaRules } from './locales/ja/rules';
import { messages as zhCN } from './locales/zh-CN/messages';
import { rules as zhCNRules } from './locales/zh-CN/rules';

/** The languages Tsumiki ships, default first. */
export const LANGUAGES = ['ja', 'zh-CN', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ja';

/** Translation namespaces: server and transport messages, rule codes, screen labels. */
export const NAMESPACES = ['messages', 'rules', 'labels'] as const;

export const resources = {
  ja: { messages: ja, rules: jaRules, labels: labelResources('ja') },
  'zh-CN': { messages: zhCN, rules: zhCNRules, labels: labelResources('zh-CN') },
  en: { messages: en, rules: enRules, labels: labelResources('en') },
} as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Maps stored or browser language tags to ours: the original app stored `jp`; `zh`, `zh-Hans` are zh-CN. */
export function toLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const lower = tag.toLowerCase();
  if (lower === 'jp' || lower.startsWith('ja')) return 'ja';
  if (lower === 'zh' || lower.startsWith('zh-cn') || lower.startsWith('zh-hans') || lower === 'cn')
    return 'zh-CN';
  if (lower.startsWith('en')) return 'en';
  return undefined;
}

export interface I18nOptions {
  /** The language to start in; otherwise the stored choice, otherwise Japanese. */
  language?: Language;
  /** Where the chosen language persists. @default globalThis.localStorage when present; `null` to not persist */
  storage?: KeyValueStorage | null;
  /** @default 'lang' */
  storageKey?: string;
}

export type TsumikiI18n = I18next;

/**
 * Creates an i18next instance with every Tsumiki text in Japanese (default), Simplified Chinese and English.
 * Keys are the contract's dotted msg keys and rule codes, so key and namespace separators are off.
 * The chosen language is persisted whenever it changes.
 */
export function createI18n(options: I18nOptions = {}): TsumikiI18n {
  const storage =
    options.storage === undefined
      ? ((globalThis as { localStorage?: KeyValueStorage }).localStorage ?? null)
      : options.storage;
  const storageKey = options.storageKey ?? 'lang';
  const language = options.language ?? toLanguage(storage?.getItem(storageKey)) ?? DEFAULT_LANGUAGE;

  const instance = createInstance();
  instance.init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'messages',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  instance.on('languageChanged', (lng) => {
    if (isLanguage(lng)) storage?.setItem(storageKey, lng);
  });
  return instance;
}

/** The text of a server or transport msg; an unknown msg is shown as it came. */
export function translateMessage(i18n: TsumikiI18n, msg: string, params?: Record<string, unknown>): string {
  return i18n.t(msg, { ...params, ns: 'messages', defaultValue: msg });
}

/** The text of a rule code (`order.lotsRequired`, ...) with its params. */
export function translateRule(i18n: TsumikiI18n, code: string, params?: Record<string, unknown>): string {
  return i18n.t(code, { ...params, ns: 'rules', defaultValue: code });
}

/**
 * All labels of one screen area in the current language, as the screen's `labels` prop.
 * `{{name}}` placeholders are left for the screen's caller to fill with `fillLabel`.
 */
export function labelsFor<A extends LabelArea>(i18n: TsumikiI18n, area: A): Labels<A> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(labelAreas[area].ja)) {
    out[key] = i18n.t(`${area}.${key}`, { ns: 'labels', defaultValue: key, skipInterpolation: true });
  }
  return out as Labels<A>;
}

/** The name of an exchange closure a calendar rule returned (`holidayOf`), in the current language. */
export function holidayText(
  i18n: TsumikiI18n,
  holiday: { readonly code: HolidayCode; readonly params?: Readonly<Record<string, string>> },
): string {
  return fillLabel(labelsFor(i18n, 'calendar')[holiday.code], holiday.params ?? {});
}

/** Fills `{{name}}` placeholders of a label. */
export function fillLabel(label: string, params: Record<string, string | number>): string {
  return label.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
