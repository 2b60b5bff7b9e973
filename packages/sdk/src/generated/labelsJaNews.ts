/**
 * Generated from src/i18n/labels/*.ts. Do not edit: change the area file and run `npm run gen`.
 */

/** Screen labels in ja of the `news` area: the `labels` namespace, one flat `<area>.<key>` key per text. */
export const areaLabels: Readonly<Record<string, string>> = {
  "news.listTitle": "ニュース",
  "news.headline": "注目",
  "news.headlines": "注目ニュース",
  "news.latest": "最新ニュース",
  "news.source": "配信元：{{source}}",
  "news.empty": "ニュースはありません",
  "news.loading": "読み込み中",
  "news.loadFailed": "ニュースを読み込めませんでした",
  "news.retry": "再試行",
  "news.notFound": "この記事は見つかりませんでした",
  "news.backToList": "ニュース一覧へ",
  "news.loadMore": "さらに表示"
};
