/**
 * Generated from src/i18n/labels/*.ts. Do not edit: change the area file and run `npm run gen`.
 */

/** Screen labels in ja of the `messages` area: the `labels` namespace, one flat `<area>.<key>` key per text. */
export const areaLabels: Readonly<Record<string, string>> = {
  "messages.listTitle": "メッセージ",
  "messages.unread": "未読",
  "messages.read": "既読",
  "messages.unreadSummary": "未読 {{count, number}} 件",
  "messages.markAllRead": "すべて既読にする",
  "messages.empty": "メッセージはありません",
  "messages.emptyHint": "お知らせや審査結果がここに届きます。",
  "messages.loading": "読み込み中",
  "messages.loadFailed": "メッセージを読み込めませんでした",
  "messages.retry": "再試行",
  "messages.notFound": "このメッセージは見つかりませんでした",
  "messages.backToList": "メッセージ一覧へ",
  "messages.loadMore": "さらに表示"
};
