import { firstLabels } from '../../../generated/labelsEnFirst';
import { restLabels } from '../../../generated/labelsEnRest';
import type { LocaleTexts } from '../../texts';
import { messages } from './messages';
import { rules } from './rules';

/**
 * Every English text of the SDK: server messages, rule codes and screen labels. Apps normally never import this:
 * the SDK loads it when English is chosen. Pass it as `createTsumiki({ locales: { en } })` to have it at once
 * (tests, server-side rendering), or spread it under a language of your own.
 */
export const en: LocaleTexts = { messages, rules, labels: { ...firstLabels, ...restLabels } };
