import { defineLabels } from './defineLabels';

/** Labels of the follow screens. */
export const followLabels = defineLabels({} as Record<never, string>, { 'zh-CN': {}, en: {} });
