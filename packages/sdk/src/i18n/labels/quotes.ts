import { defineLabels } from './defineLabels';

/** Labels of the quotes screens. */
export const quotesLabels = defineLabels({} as Record<never, string>, { 'zh-CN': {}, en: {} });
