import { defineLabels } from './defineLabels';

/** Labels of the positions screens. */
export const positionsLabels = defineLabels({} as Record<never, string>, { 'zh-CN': {}, en: {} });
