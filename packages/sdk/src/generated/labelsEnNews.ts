/**
 * Generated from src/i18n/labels/*.ts. Do not edit: change the area file and run `npm run gen`.
 */

/** Screen labels in en of the `news` area: the `labels` namespace, one flat `<area>.<key>` key per text. */
export const areaLabels: Readonly<Record<string, string>> = {
  "news.listTitle": "News",
  "news.headline": "Headline",
  "news.headlines": "Headlines",
  "news.latest": "Latest news",
  "news.source": "Source: {{source}}",
  "news.empty": "No news yet",
  "news.loading": "Loading",
  "news.loadFailed": "News could not be loaded",
  "news.retry": "Retry",
  "news.notFound": "This article was not found",
  "news.backToList": "Back to news",
  "news.loadMore": "Show more"
};
