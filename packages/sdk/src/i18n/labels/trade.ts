import { defineLabels } from './defineLabels';

/** Labels of the trade screens. */
export const tradeLabels = defineLabels({} as Record<never, string>, { 'zh-CN': {}, en: {} });
