// Storybook and test helper: the SDK's own labels and rule texts in a story's language.
import type { TsumikiI18n } from '@tsumiki/sdk';
import { translateRule } from '@tsumiki/sdk';
import type { LabelArea, Labels } from '@tsumiki/sdk/labels';
import { labelsFor } from '@tsumiki/sdk/labels';
import type { RuleIssue } from '@tsumiki/sdk/rules';
import { i18nIn } from '../../../components/private/storyLocale';

type Lang = 'ja' | 'zh-CN' | 'en';
const cache = new Map<Lang, TsumikiI18n>();

/** The language of a story's globals (Japanese by default). */
export function storyLanguage(globals: { locale?: unknown } = {}): Lang {
  return globals.locale === 'zh-CN' || globals.locale === 'en' ? globals.locale : 'ja';
}

function i18nFor(language: Lang): TsumikiI18n {
  let i18n = cache.get(language);
  if (!i18n) {
    i18n = i18nIn(language);
    cache.set(language, i18n);
  }
  return i18n;
}

/** An area's labels in `language`. */
export function storyLabels<A extends LabelArea>(area: A, language: Lang): Labels<A> {
  return labelsFor(i18nFor(language), area);
}

/** Translates a rule issue in `language`, as the app does with `translateRule`. */
export function storyIssueText(language: Lang): (issue: RuleIssue) => string {
  const i18n = i18nFor(language);
  return (issue) => translateRule(i18n, issue.code, issue.params);
}
