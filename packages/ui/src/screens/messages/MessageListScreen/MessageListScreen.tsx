import type { MessageListView } from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import { fillLabel } from '@tsumiki/sdk/labels';
import { Button } from '../../../components/Button/Button';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { List, ListRow } from '../../../components/ListRow/ListRow';
import { SkeletonList } from '../../../components/Skeleton/Skeleton';
import { StatusBadge } from '../../../components/StatusBadge/StatusBadge';
import * as page from '../../account/page.css';
import * as styles from './MessageListScreen.css';

export interface MessageListScreenProps {
  /** The `messages` labels in the reader's language: `labelsFor(i18n, 'messages')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'messages'>;
  /** From `selectMessageList`; undefined while the first page loads. */
  view?: MessageListView;
  /** The translated failure of the list call. Default none. */
  error?: string;
  /** Called by the error state's retry button. */
  onRetry?: () => void;
  /** Called when the customer marks every message read. */
  onMarkAllRead?: () => void;
  /** Called at the end of the list to load the next page. */
  onLoadMore?: () => void;
  /** The next page is loading. */
  loadingMore?: boolean;
}

/** /mine/message: messages newest first; unread ones say so in words, not only by weight. */
export function MessageListScreen({
  labels,
  view,
  error,
  onRetry,
  onMarkAllRead,
  onLoadMore,
  loadingMore = false,
}: MessageListScreenProps) {
  return (
    <div className={page.page}>
      <div className={styles.header}>
        <h1 className={page.title}>{labels.listTitle}</h1>
        {view && view.unread > 0 && onMarkAllRead && (
          <Button variant="ghost" onClick={onMarkAllRead}>
            {labels.markAllRead}
          </Button>
        )}
      </div>
      {error ? (
        <ErrorState
          title={labels.loadFailed}
          description={error}
          retryLabel={labels.retry}
          {...(onRetry ? { onRetry } : {})}
        />
      ) : !view ? (
        <SkeletonList label={labels.loading} />
      ) : view.rows.length === 0 ? (
        <EmptyState title={labels.empty} description={labels.emptyHint} icon="message" />
      ) : (
        <>
          {view.unread > 0 && (
            <p className={page.meta}>{fillLabel(labels.unreadSummary, { count: view.unread })}</p>
          )}
          <List>
            {view.rows.map((row) => (
              <ListRow
                key={row.id}
                href={row.href}
                title={<span className={row.read ? styles.readTitle : styles.unreadTitle}>{row.title}</span>}
                description={row.timeText}
                trailing={row.read ? undefined : <StatusBadge tone="info" label={labels.unread} />}
              />
            ))}
          </List>
          {view.hasMore && onLoadMore && (
            <Button variant="secondary" fullWidth loading={loadingMore} onClick={onLoadMore}>
              {labels.loadMore}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
