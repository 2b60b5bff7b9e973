import type { NewsListView } from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import { fillLabel } from '@tsumiki/sdk/labels';
import { Button } from '../../../components/Button/Button';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { List, ListRow } from '../../../components/ListRow/ListRow';
import { SkeletonList } from '../../../components/Skeleton/Skeleton';
import { StatusBadge } from '../../../components/StatusBadge/StatusBadge';
import { Link } from '../../../components/TsumikiProvider/TsumikiProvider';
import * as page from '../../account/page.css';
import * as styles from './NewsListScreen.css';

export interface NewsListScreenProps {
  /** The `news` labels in the reader's language: `labelsFor(i18n, 'news')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'news'>;
  /** From `selectNewsList`; undefined while loading. */
  view?: NewsListView;
  /** A translated error to show instead of the content (the call failed). */
  error?: string;
  /** Called by the error state's retry button. */
  onRetry?: () => void;
  /** Called at the end of the list to load the next page. */
  onLoadMore?: () => void;
  /** The next page is loading. */
  loadingMore?: boolean;
}

/** /news/index: headline articles on top as cards, then the latest news as a list. */
export function NewsListScreen({
  labels,
  view,
  error,
  onRetry,
  onLoadMore,
  loadingMore = false,
}: NewsListScreenProps) {
  const empty = view && view.headlines.length === 0 && view.latest.length === 0;
  return (
    <div className={page.page}>
      <h1 className={page.title}>{labels.listTitle}</h1>
      {error ? (
        <ErrorState
          title={labels.loadFailed}
          description={error}
          retryLabel={labels.retry}
          {...(onRetry ? { onRetry } : {})}
        />
      ) : !view ? (
        <SkeletonList label={labels.loading} rows={8} />
      ) : empty ? (
        <EmptyState title={labels.empty} icon="news" />
      ) : (
        <>
          {view.headlines.length > 0 && (
            <section aria-labelledby="news-headlines">
              <h2 id="news-headlines" className={page.subtitle}>
                {labels.headlines}
              </h2>
              <ul className={styles.headlines}>
                {view.headlines.map((n) => (
                  <li key={n.id}>
                    <Link href={n.href} className={styles.headlineCard}>
                      {n.image && <img className={styles.cover} src={n.image} alt="" loading="lazy" />}
                      <span className={styles.badge}>
                        <StatusBadge tone="brand" label={labels.headline} />
                      </span>
                      <h3 className={styles.cardTitle}>{n.title}</h3>
                      <p className={styles.summary} title={n.summary}>
                        {n.summary}
                      </p>
                      <span className={page.meta}>
                        {fillLabel(labels.source, { source: n.source })} · <time>{n.timeText}</time>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {view.latest.length > 0 && (
            <List heading={labels.latest}>
              {view.latest.map((n) => (
                <ListRow
                  key={n.id}
                  href={n.href}
                  title={n.title}
                  description={`${fillLabel(labels.source, { source: n.source })} · ${n.timeText}`}
                />
              ))}
            </List>
          )}
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
