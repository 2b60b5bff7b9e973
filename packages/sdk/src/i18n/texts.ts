// The shape of one language's texts, as built-in locales, a broker's own language and wording overrides give
// them, and the normalisation every such text goes through before it reaches i18next.
import type { RuleCode } from '../rules/codes';
import type { CountedKeys } from './labels/defineLabels';
import type { CountedLabelKey, LabelArea, LabelKey } from './labels/index';
import type { rules as referenceRules } from './locales/ja/rules';
import type { MessageKey } from './messageKeys';

/** Translation namespaces: server and transport messages, rule codes, screen labels. */
export const NAMESPACES = ['messages', 'rules', 'labels'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The CLDR plural categories i18next suffixes a counted key with (`<key>_one`, `<key>_other`, ...). */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/** The plural forms of counted keys: `quantityValue_one`, `quantityValue_other`, ... */
export type PluralKeys<K extends string> = `${K}_${PluralCategory}`;

type CountedRuleCode = CountedKeys<typeof referenceRules>;

/** Server and transport message texts by msg key (flat: msg keys are names, not paths). */
export type MessageTexts = { readonly [K in MessageKey]?: string };

/** Rule-code texts by code; a counted code may come as plural forms (`withdraw.openPositions_one`). */
export type RuleTexts = { readonly [K in RuleCode | PluralKeys<CountedRuleCode>]?: string };

type AreaTexts<A extends LabelArea> = {
  readonly [K in LabelKey<A> | PluralKeys<CountedLabelKey<A>>]?: string;
};
type FlatLabelTexts = {
  readonly [A in LabelArea as `${A}.${keyof AreaTexts<A> & string}`]?: string;
};

/**
 * Screen-label texts, nested by area (`{ auth: { account: 'Customer no.' } }`) or flat with dotted keys
 * (`{ 'auth.account': 'Customer no.' }`); both forms may be mixed. A counted label comes as i18next plural forms
 * (`{ positions: { quantityValue_one: '{{count}} share', quantityValue_other: '{{count}} shares' } }`).
 */
export type LabelTexts = { readonly [A in LabelArea]?: AreaTexts<A> } & FlatLabelTexts;

/**
 * One language's texts, by namespace. Every key is optional: a key a language lacks falls back to the
 * fallback language (`createTsumiki({ fallbackLanguage })`); `missingTexts` lists them.
 */
export interface LocaleTexts {
  readonly messages?: MessageTexts;
  readonly rules?: RuleTexts;
  readonly labels?: LabelTexts;
}

/** A namespace's texts as i18next stores them: one flat dotted key per text. */
export type FlatTexts = Record<string, string>;

/**
 * Flattens nested texts into dotted keys (`{ auth: { account } }` -> `'auth.account'`), keeping flat keys as
 * they are; a later form of the same key wins. Values that are neither text nor objects are dropped.
 */
export function flattenTexts(texts: unknown, prefix = '', out: FlatTexts = {}): FlatTexts {
  if (texts === null || typeof texts !== 'object') return out;
  for (const [key, value] of Object.entries(texts as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else flattenTexts(value, path, out);
  }
  return out;
}

/** Every namespace of `texts` flattened; namespaces it does not name are empty. */
export function flattenLocale(texts: LocaleTexts | undefined): Record<Namespace, FlatTexts> {
  return {
    messages: flattenTexts(texts?.messages),
    rules: flattenTexts(texts?.rules),
    labels: flattenTexts(texts?.labels),
  };
}

const PLURAL_SUFFIX = new RegExp(`_(${PLURAL_CATEGORIES.join('|')})$`);

/** The key a plural form belongs to (`quantityValue_one` -> `quantityValue`); other keys unchanged. */
export function pluralBase(key: string): string {
  return key.replace(PLURAL_SUFFIX, '');
}

/** The plural category of a plural-form key, if it is one. */
export function pluralCategoryOf(key: string): PluralCategory | undefined {
  return PLURAL_SUFFIX.exec(key)?.[1] as PluralCategory | undefined;
}
