import { defineLabels } from './defineLabels';

/** Labels of the dayTrade screens. */
export const dayTradeLabels = defineLabels({} as Record<never, string>, { 'zh-CN': {}, en: {} });
