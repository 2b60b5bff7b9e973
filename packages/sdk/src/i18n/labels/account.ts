import { defineLabels } from './defineLabels';

/** Labels of the account screens. */
export const accountLabels = defineLabels({} as Record<never, string>, { 'zh-CN': {}, en: {} });
