import { restLoaders } from '../../../generated/labelsEnRestLoaders';
import type { LocaleTexts } from '../../texts';
// The messages and rule texts through the base part: one chunk for both ways in (`loadTexts`, `loadAllTexts`).
import { enBase } from './base';

/**
 * Every English text but the first part's: server messages, rule codes and the other areas' labels. The labels
 * are the area chunks `loadTexts` loads one by one, so each text ships once and an area already loaded is not
 * fetched again.
 */
export async function loadEnRest(): Promise<LocaleTexts> {
  const labels = await Promise.all(Object.values(restLoaders).map((load) => load()));
  return { ...enBase, labels: Object.assign({}, ...labels) };
}
