import { restLabels } from '../../../generated/labelsEnRest';
import type { LocaleTexts } from '../../texts';
import { messages } from './messages';
import { rules } from './rules';

/** Every English text but the first part's: server messages, rule codes and the other areas' labels. */
export const enRest: LocaleTexts = { messages, rules, labels: restLabels };
