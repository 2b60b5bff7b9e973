import type { Language, TsumikiI18n } from '@tsumiki/sdk';
import { type LabelArea, type Labels, labelsFor } from '@tsumiki/sdk/labels';
import { i18nIn, storyLocales } from '../../components/private/storyLocale';

const cache = new Map<Language, TsumikiI18n>();

/** Storybook and tests only: the SDK's i18n for a story's `globals.locale` (Japanese by default). */
export function storyI18n(globals: { locale?: unknown }): TsumikiI18n {
  const language = storyLocales.find((l) => l === globals.locale) ?? 'ja';
  let i18n = cache.get(language);
  if (!i18n) {
    i18n = i18nIn(language);
    cache.set(language, i18n);
  }
  return i18n;
}

/** Storybook and tests only: an area's labels from the SDK in the story's language. */
export function storyLabels<A extends LabelArea>(globals: { locale?: unknown }, area: A): Labels<A> {
  return labelsFor(storyI18n(globals), area);
}
