/**
 * Generated from src/i18n/labels/*.ts. Do not edit: change the area file and run `npm run gen`.
 */

/** Screen labels in en of the `messages` area: the `labels` namespace, one flat `<area>.<key>` key per text. */
export const areaLabels: Readonly<Record<string, string>> = {
  "messages.listTitle": "Messages",
  "messages.unread": "Unread",
  "messages.read": "Read",
  "messages.unreadSummary_one": "{{count, number}} unread message",
  "messages.unreadSummary_other": "{{count, number}} unread messages",
  "messages.markAllRead": "Mark all as read",
  "messages.empty": "No messages",
  "messages.emptyHint": "Notices and review results arrive here.",
  "messages.loading": "Loading",
  "messages.loadFailed": "Messages could not be loaded",
  "messages.retry": "Retry",
  "messages.notFound": "This message was not found",
  "messages.backToList": "Back to messages",
  "messages.loadMore": "Show more"
};
