import { defineLabels } from './defineLabels';

/** Labels of the loans screens. */
export const loansLabels = defineLabels({} as Record<never, string>, { 'zh-CN': {}, en: {} });
