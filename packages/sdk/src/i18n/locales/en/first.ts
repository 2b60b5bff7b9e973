import { firstLabels } from '../../../generated/labelsEnFirst';
import type { LocaleTexts } from '../../texts';

/**
 * The first part of the English texts: the labels of the shell and the sign-in area, what a start screen
 * shows. Loaded alone with `createTsumiki({ texts: 'first' })`; `loadAllTexts` then brings `./rest`.
 */
export const enFirst: LocaleTexts = { labels: firstLabels };
