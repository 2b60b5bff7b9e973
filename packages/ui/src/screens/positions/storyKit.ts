// Storybook and test helpers shared by the positions, funds and loans screens: real SDK labels and i18n.
import type { Language, TsumikiI18n } from '@tsumiki/sdk';
import { isLanguage } from '@tsumiki/sdk';
import type { LabelArea, Labels } from '@tsumiki/sdk/labels';
import { labelsFor } from '@tsumiki/sdk/labels';
import { i18nIn } from '../../components/private/storyLocale';

const cache = new Map<Language, TsumikiI18n>();

/** The SDK's i18n in a story's language (`globals.locale`, default Japanese), not persisted. */
export function storyI18n(globals: { locale?: unknown } = {}): TsumikiI18n {
  const language: Language = isLanguage(globals.locale) ? globals.locale : 'ja';
  let i18n = cache.get(language);
  if (!i18n) {
    i18n = i18nIn(language);
    cache.set(language, i18n);
  }
  return i18n;
}

/** The story language as the SDK's selectors take it. */
export function storyLanguage(globals: { locale?: unknown } = {}): Language {
  return isLanguage(globals.locale) ? globals.locale : 'ja';
}

/** An area's labels from the SDK in the story's language. */
export function storyLabels<A extends LabelArea>(globals: { locale?: unknown }, area: A): Labels<A> {
  return labelsFor(storyI18n(globals), area);
}
