/** The counted keys of a reference table: those whose text interpolates `{{count}}` (i18next plural rules). */
export type CountedKeys<T> = {
  [K in keyof T]: T[K] extends `${string}{{count${string}` ? K : never;
}[keyof T] &
  string;

/** A translation with one form per key, as Japanese and Chinese have (their plural rules know only `other`). */
export type OneFormTexts<T> = { [K in keyof T]: string };

/**
 * A translation into a language with a singular and a plural (English): a counted key comes as its i18next
 * plural forms `<key>_one` and `<key>_other`, never as one text, so "1 shares" cannot be written.
 */
export type OneOtherTexts<T> = { [K in Exclude<keyof T, CountedKeys<T>>]: string } & {
  [K in `${CountedKeys<T>}_${'one' | 'other'}`]: string;
};

/** The texts of one screen area in every built-in language. */
export interface LabelSet<T extends Record<string, string>> {
  ja: T;
  'zh-CN': OneFormTexts<T>;
  en: OneOtherTexts<T>;
}

/**
 * Declares an area's labels with Japanese as the reference: Chinese must have exactly its keys, English too
 * except that a counted key (its Japanese text interpolates `{{count}}`) comes as `_one` and `_other` forms;
 * a missing or extra key is a type error. `{{name}}` interpolates, as in i18next.
 */
export function defineLabels<const T extends Record<string, string>>(
  ja: T,
  rest: Omit<LabelSet<T>, 'ja'>,
): LabelSet<T> {
  return { ja, ...rest };
}
