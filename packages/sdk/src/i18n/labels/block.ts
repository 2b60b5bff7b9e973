import { defineLabels } from './defineLabels';

/** Labels of the block screens. */
export const blockLabels = defineLabels({} as Record<never, string>, { 'zh-CN': {}, en: {} });
