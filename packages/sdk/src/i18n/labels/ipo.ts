import { defineLabels } from './defineLabels';

/** Labels of the ipo screens. */
export const ipoLabels = defineLabels({} as Record<never, string>, { 'zh-CN': {}, en: {} });
