import { restLoaders } from '../../../generated/labelsJaRestLoaders';
import type { LocaleTexts } from '../../texts';
import { messages } from './messages';
import { rules } from './rules';

/**
 * Every Japanese text but the first part's: server messages, rule codes and the other areas' labels. The labels
 * are the area chunks `loadTexts` loads one by one, so each text ships once and an area already loaded is not
 * fetched again.
 */
export async function loadJaRest(): Promise<LocaleTexts> {
  const labels = await Promise.all(Object.values(restLoaders).map((load) => load()));
  return { messages, rules, labels: Object.assign({}, ...labels) };
}
