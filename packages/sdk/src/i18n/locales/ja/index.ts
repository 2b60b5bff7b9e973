import { firstLabels } from '../../../generated/labelsJaFirst';
import { restLabels } from '../../../generated/labelsJaRest';
import type { LocaleTexts } from '../../texts';
import { messages } from './messages';
import { rules } from './rules';

/**
 * Every Japanese text of the SDK: server messages, rule codes and screen labels. Apps normally never import this:
 * the SDK loads it when Japanese is chosen. Pass it as `createTsumiki({ locales: { ja } })` to have it at once
 * (tests, server-side rendering), or spread it under a language of your own.
 */
export const ja: LocaleTexts = { messages, rules, labels: { ...firstLabels, ...restLabels } };
