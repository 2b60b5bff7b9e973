import { firstLabels } from '../../../generated/labelsZhCNFirst';
import type { LocaleTexts } from '../../texts';

/**
 * The first part of the Simplified Chinese texts: the labels of the shell and the sign-in area, what a start screen
 * shows. Loaded alone with `createTsumiki({ texts: 'first' })`; `loadAllTexts` then brings `./rest`.
 */
export const zhCNFirst: LocaleTexts = { labels: firstLabels };
