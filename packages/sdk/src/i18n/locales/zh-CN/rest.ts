import { restLabels } from '../../../generated/labelsZhCNRest';
import type { LocaleTexts } from '../../texts';
import { messages } from './messages';
import { rules } from './rules';

/** Every Simplified Chinese text but the first part's: server messages, rule codes and the other areas' labels. */
export const zhCNRest: LocaleTexts = { messages, rules, labels: restLabels };
