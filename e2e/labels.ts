import type { CountedLabelKey, LabelArea, TextKey } from '../packages/sdk/src/i18n/labels/index';
import { labelsFor } from '../packages/sdk/src/i18n/labelsFor';
import { BUILT_IN_LOCALES } from '../packages/sdk/src/i18n/locales/index';
import { createI18n, type TsumikiI18n } from '../packages/sdk/src/index';

export type Lang = 'ja' | 'zh-CN' | 'en';

const instances = new Map<Lang, TsumikiI18n>();
/** An SDK i18n instance in a language with every built-in text at hand, one per language. */
export function i18nOf(lang: Lang): TsumikiI18n {
  let i18n = instances.get(lang);
  if (!i18n) {
    i18n = createI18n({ language: lang, storage: null, locales: BUILT_IN_LOCALES });
    instances.set(lang, i18n);
  }
  return i18n;
}

/** The text a screen shows for a label, in a language: journeys find controls the way a customer reads them. */
export function label<A extends LabelArea>(area: A, key: TextKey<A>, lang: Lang): string {
  return labelsFor(i18nOf(lang), area)[key] as string;
}

/** A counted label as a screen shows it for `count`, in the language's plural form. */
export function countLabel<A extends LabelArea>(
  area: A,
  key: CountedLabelKey<A>,
  lang: Lang,
  count: number,
): string {
  const text = labelsFor(i18nOf(lang), area)[key];
  return typeof text === 'function' ? text(count) : String(text);
}

/** A label with its `{{placeholders}}` removed, for matching the fixed part of a filled label. */
export function stem(text: string): string {
  return text.replace(/\{\{[^}]*\}\}/g, '').trim();
}
