import { firstLabels } from '../../../generated/labelsJaFirst';
import type { LocaleTexts } from '../../texts';

/**
 * The first part of the Japanese texts: the labels of the shell and the sign-in area, what a start screen
 * shows. Loaded alone with `createTsumiki({ texts: 'first' })`; `loadAllTexts` then brings `./rest`.
 */
export const jaFirst: LocaleTexts = { labels: firstLabels };
