import { intlLocale } from '../rules/locales';
import { fallbackLanguageOf, loadLanguage, type TsumikiI18n } from './createI18n';
import type { Language } from './languages';
import { flattenTexts, NAMESPACES, type Namespace, pluralBase, pluralCategoryOf } from './texts';

/** Keys a language lacks, by namespace (`labels` keys are `<area>.<key>`); empty lists when it has them all. */
export type MissingTexts = Record<Namespace, string[]>;

function pluralCategories(language: Language): readonly string[] {
  try {
    return new Intl.PluralRules(intlLocale(language)).resolvedOptions().pluralCategories;
  } catch {
    return ['other'];
  }
}

/**
 * What a language lacks against a reference language (default its fallback), for a broker adding a language
 * or checking overrides: every key of the reference it has no text for, and for each counted text (one that
 * interpolates `{{count}}`) every plural form its plural rules need (`_one`, `_few`, ...; Korean, Japanese and
 * Chinese need one). Loads both languages if they are not loaded yet. Missing keys show the fallback's text.
 */
export async function missingTexts(
  i18n: TsumikiI18n,
  language: Language,
  reference: Language = fallbackLanguageOf(i18n),
): Promise<MissingTexts> {
  await Promise.all([loadLanguage(i18n, language), loadLanguage(i18n, reference)]);
  const categories = pluralCategories(language);
  const out = {} as MissingTexts;
  for (const ns of NAMESPACES) {
    const ref = flattenTexts(i18n.store.data[reference]?.[ns]);
    const own = flattenTexts(i18n.store.data[language]?.[ns]);
    const counted = new Set<string>();
    for (const [key, text] of Object.entries(ref))
      if (pluralCategoryOf(key) !== undefined || text.includes('{{count')) counted.add(pluralBase(key));
    const missing = new Set<string>();
    for (const key of Object.keys(ref)) {
      const base = pluralBase(key);
      if (!counted.has(base)) {
        if (!own[base]?.trim()) missing.add(base);
      } else if (categories.length === 1) {
        if (!own[base]?.trim() && !own[`${base}_other`]?.trim()) missing.add(`${base}_other`);
      } else {
        for (const c of categories) if (!own[`${base}_${c}`]?.trim()) missing.add(`${base}_${c}`);
      }
    }
    out[ns] = [...missing].sort();
  }
  return out;
}
