import { restLabels } from '../../../generated/labelsJaRest';
import type { LocaleTexts } from '../../texts';
import { messages } from './messages';
import { rules } from './rules';

/** Every Japanese text but the first part's: server messages, rule codes and the other areas' labels. */
export const jaRest: LocaleTexts = { messages, rules, labels: restLabels };
