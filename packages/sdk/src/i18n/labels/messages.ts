import { defineLabels } from './defineLabels';

/** Labels of the messages screens. */
export const messagesLabels = defineLabels({} as Record<never, string>, { 'zh-CN': {}, en: {} });
