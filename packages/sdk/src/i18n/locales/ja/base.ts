// The area table rides with the base part, which `loadTexts` loads with the areas: a route gets the chosen
// language's table only.
export { areaLoaders } from '../../../generated/labelsJaAreas';

import type { LocaleTexts } from '../../texts';
import { messages } from './messages';
import { rules } from './rules';

/**
 * The Japanese texts every signed-in screen may show beside its areas' labels: server messages and rule codes.
 * Loaded with `loadTexts`, which brings the areas' labels one chunk each.
 */
export const jaBase: LocaleTexts = { messages, rules };
