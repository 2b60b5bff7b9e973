// View models of the messages screens: pure functions of endpoint data and language.
import type { components } from '../../generated/api';
import type { Language } from '../../i18n/languages';
import { formatDateTime } from '../../rules/dateFormat';

type Schemas = components['schemas'];

/** A paged answer as the selectors read it (read-only, so fixtures and cache entries both fit). */
export interface PagedList<T> {
  readonly list: readonly T[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

/** Newest first by an ISO timestamp; unreadable times last; stable for equal times. */
export function newestFirst<T extends { time: string }>(items: readonly T[]): T[] {
  const at = (item: T) => Date.parse(item.time) || Number.NEGATIVE_INFINITY;
  return [...items].sort((a, b) => (at(b) > at(a) ? 1 : at(b) < at(a) ? -1 : 0));
}

export interface MessageRow {
  id: string;
  title: string;
  read: boolean;
  timeText: string;
  href: string;
}

export interface MessageListView {
  rows: MessageRow[];
  /** Unread among the rows loaded. */
  unread: number;
  total: number;
  /** More pages to load. */
  hasMore: boolean;
}

/** The message list, newest first, each row linking to /mine/messageInfo. */
export function selectMessageList(
  page: PagedList<Schemas['MessageSummary']> | undefined,
  language: Language,
  timeZone = 'Asia/Tokyo',
): MessageListView {
  const list = page?.list ?? [];
  const rows = newestFirst(list).map((m) => ({
    id: m.id,
    title: m.title,
    read: m.read,
    timeText: formatDateTime(m.time, language, timeZone),
    href: `/mine/messageInfo?id=${encodeURIComponent(m.id)}`,
  }));
  return {
    rows,
    unread: rows.filter((r) => !r.read).length,
    total: page?.total ?? 0,
    hasMore: page ? page.page * page.pageSize < page.total : false,
  };
}

export interface MessageDetailView {
  id: string;
  title: string;
  timeText: string;
  /** Server HTML: the screen sanitises it before rendering. */
  html: string;
  read: boolean;
}

export function selectMessageDetail(
  message: Schemas['Message'] | undefined,
  language: Language,
  timeZone = 'Asia/Tokyo',
): MessageDetailView | undefined {
  if (!message) return undefined;
  return {
    id: message.id,
    title: message.title,
    timeText: formatDateTime(message.time, language, timeZone),
    html: message.body,
    read: message.read,
  };
}

/** Whether opening a message should mark it read: once it has loaded and while it is still unread. */
export function shouldMarkRead(message: Pick<Schemas['Message'], 'read'> | undefined): boolean {
  return message !== undefined && !message.read;
}
