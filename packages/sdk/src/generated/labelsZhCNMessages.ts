/**
 * Generated from src/i18n/labels/*.ts. Do not edit: change the area file and run `npm run gen`.
 */

/** Screen labels in zh-CN of the `messages` area: the `labels` namespace, one flat `<area>.<key>` key per text. */
export const areaLabels: Readonly<Record<string, string>> = {
  "messages.listTitle": "消息",
  "messages.unread": "未读",
  "messages.read": "已读",
  "messages.unreadSummary": "{{count, number}} 条未读",
  "messages.markAllRead": "全部标为已读",
  "messages.empty": "暂无消息",
  "messages.emptyHint": "通知和审核结果会显示在这里。",
  "messages.loading": "加载中",
  "messages.loadFailed": "消息加载失败",
  "messages.retry": "重试",
  "messages.notFound": "未找到该消息",
  "messages.backToList": "返回消息列表",
  "messages.loadMore": "加载更多"
};
