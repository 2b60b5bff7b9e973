import type { LabelArea } from '../packages/sdk/src/i18n/labels/index';
import { labelAreas } from '../packages/sdk/src/i18n/labels/index';

export type Lang = 'ja' | 'zh-CN' | 'en';

/** The text a screen shows for a label, in a language: journeys find controls the way a customer reads them. */
export function label<A extends LabelArea>(
  area: A,
  key: keyof (typeof labelAreas)[A]['ja'],
  lang: Lang,
): string {
  return (labelAreas[area][lang] as Record<string, string>)[key as string] ?? String(key);
}

/** A label with its `{{placeholders}}` removed, for matching the fixed part of a filled label. */
export function stem(text: string): string {
  return text.replace(/\{\{\s*\w+\s*\}\}/g, '').trim();
}
