/**
 * Generated from src/i18n/labels/*.ts. Do not edit: change the area file and run `npm run gen`.
 */

/** Screen labels in zh-CN of the `news` area: the `labels` namespace, one flat `<area>.<key>` key per text. */
export const areaLabels: Readonly<Record<string, string>> = {
  "news.listTitle": "资讯",
  "news.headline": "头条",
  "news.headlines": "头条资讯",
  "news.latest": "最新资讯",
  "news.source": "来源：{{source}}",
  "news.empty": "暂无资讯",
  "news.loading": "加载中",
  "news.loadFailed": "资讯加载失败",
  "news.retry": "重试",
  "news.notFound": "未找到该文章",
  "news.backToList": "返回资讯列表",
  "news.loadMore": "加载更多"
};
