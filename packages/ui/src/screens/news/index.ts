// Screens of the news area, exported by name.
export type { NewsArticleScreenProps } from './NewsArticleScreen/NewsArticleScreen';
export { NewsArticleScreen } from './NewsArticleScreen/NewsArticleScreen';
export type { NewsListScreenProps } from './NewsListScreen/NewsListScreen';
export { NewsListScreen } from './NewsListScreen/NewsListScreen';
export type { SafeHtmlProps } from './SafeHtml/SafeHtml';
export { SafeHtml } from './SafeHtml/SafeHtml';
export { sanitizeHtml } from './SafeHtml/sanitizeHtml';
