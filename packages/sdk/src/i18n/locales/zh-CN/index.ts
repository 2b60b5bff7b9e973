import { firstLabels } from '../../../generated/labelsZhCNFirst';
import { restLabels } from '../../../generated/labelsZhCNRest';
import type { LocaleTexts } from '../../texts';
import { messages } from './messages';
import { rules } from './rules';

/**
 * Every Simplified Chinese text of the SDK: server messages, rule codes and screen labels. Apps normally never import this:
 * the SDK loads it when Simplified Chinese is chosen. Pass it as `createTsumiki({ locales: { 'zh-CN': zhCN } })` to have it at once
 * (tests, server-side rendering), or spread it under a language of your own.
 */
export const zhCN: LocaleTexts = { messages, rules, labels: { ...firstLabels, ...restLabels } };
