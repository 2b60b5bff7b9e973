import { defineLabels } from './defineLabels';

/** Labels of the funds screens. */
export const fundsLabels = defineLabels({} as Record<never, string>, { 'zh-CN': {}, en: {} });
