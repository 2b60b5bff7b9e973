/** The texts of one screen area in every language. */
export interface LabelSet<K extends string> {
  ja: Record<K, string>;
  'zh-CN': Record<K, string>;
  en: Record<K, string>;
}

/**
 * Declares an area's labels with Japanese as the reference: the other languages must have exactly its keys
 * (a missing or extra key is a type error). `{{name}}` interpolates, as in i18next.
 */
export function defineLabels<const K extends string>(
  ja: Record<K, string>,
  rest: Omit<LabelSet<K>, 'ja'>,
): LabelSet<K> {
  return { ja, ...rest };
}
