// `@tsumiki/sdk/labels`: what a screen kit needs of the SDK's texts — an area's labels for its `labels` prop,
// placeholders and counts filled — and nothing that loads or holds a language.
export type { CountLabel, LabelArea, LabelKey, Labels, TextKey } from './i18n/labels/index';
export { fillLabel, labelsFor } from './i18n/labelsFor';
