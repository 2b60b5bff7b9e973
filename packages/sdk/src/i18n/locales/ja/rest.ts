import { areaLoaders } from '../../../generated/labelsJaAreas';
import type { LocaleTexts } from '../../texts';
import { messages } from './messages';
import { rules } from './rules';

/**
 * Every Japanese text but the first part's: server messages, rule codes and the other areas' labels. The labels
 * come from the area chunks `loadTexts` loads one by one, so each text ships once and an area already there is
 * not downloaded again.
 */
export async function loadJaRest(): Promise<LocaleTexts> {
  const areas = await Promise.all(Object.values(areaLoaders).map((load) => load()));
  return { messages, rules, labels: Object.assign({}, ...areas) };
}
