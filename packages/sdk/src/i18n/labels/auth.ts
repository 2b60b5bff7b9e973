import { defineLabels } from './defineLabels';

/** Labels of the auth screens. */
export const authLabels = defineLabels({} as Record<never, string>, { 'zh-CN': {}, en: {} });
