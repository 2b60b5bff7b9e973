import { defineLabels } from './defineLabels';

/** Labels of the news screens. */
export const newsLabels = defineLabels({} as Record<never, string>, { 'zh-CN': {}, en: {} });
