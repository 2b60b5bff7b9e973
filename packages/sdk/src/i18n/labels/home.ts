import { defineLabels } from './defineLabels';

/** Labels of the home screens. */
export const homeLabels = defineLabels({} as Record<never, string>, { 'zh-CN': {}, en: {} });
