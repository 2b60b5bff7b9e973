import type { QuoteRowView, WatchlistRowView } from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import { fillLabel } from '@tsumiki/sdk/labels';
import type { ReactNode } from 'react';
import { Button } from '../../../components/Button/Button';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { Icon } from '../../../components/Icon/Icon';
import { List, ListRow } from '../../../components/ListRow/ListRow';
import { cx } from '../../../components/private/cx';
import { SkeletonList } from '../../../components/Skeleton/Skeleton';
import { QuoteFigures, QuoteList } from '../QuoteList/QuoteList';
import * as s from '../screen.css';
import * as styles from './WatchlistScreen.css';

export interface WatchlistScreenProps {
  /** The `quotes` labels in the reader's language: `labelsFor(i18n, 'quotes')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'quotes'>;
  /** The watchlist in the customer's order; null while loading. */
  rows: readonly WatchlistRowView[] | null;
  /** A translated error to show instead of the content (the call failed). */
  error?: string;
  /** Called by the error state's retry button. */
  onRetry?: () => void;
  /** Edit mode shows move and remove buttons instead of links. */
  editing: boolean;
  /** Called when the customer enters or leaves edit mode. */
  onEditingChange: (editing: boolean) => void;
  /** Called to move an item one place up (-1) or down (1). */
  onMove: (id: string, delta: -1 | 1) => void;
  /** Called to remove an item. */
  onRemove: (id: string) => void;
  /** A change is being sent: the edit buttons wait. Default false. */
  busy?: boolean;
  /** A sparkline per row. Default none. */
  renderSparkline?: (row: QuoteRowView) => ReactNode;
}

/** /quotes/self: the watchlist with live prices and sparklines; reorder and remove in edit mode. */
export function WatchlistScreen(props: WatchlistScreenProps) {
  const { labels, rows, error, editing, busy = false } = props;
  const direction = { up: labels.up, down: labels.down, flat: labels.flat };
  let body: ReactNode;
  if (error)
    body = (
      <ErrorState
        title={error}
        retryLabel={labels.retry}
        {...(props.onRetry ? { onRetry: props.onRetry } : {})}
      />
    );
  else if (rows === null) body = <SkeletonList label={labels.loading} rows={5} />;
  else if (rows.length === 0)
    body = (
      <EmptyState
        icon="quotes"
        title={labels.emptyWatchlist}
        action={<Button href="/quotes/search">{labels.addStocks}</Button>}
      />
    );
  else if (!editing)
    body = (
      <QuoteList
        rows={rows}
        directionLabels={direction}
        {...(props.renderSparkline ? { renderSparkline: props.renderSparkline } : {})}
      />
    );
  else
    body = (
      <List>
        {rows.map((row, i) => (
          <ListRow
            key={row.key}
            title={row.name}
            description={<span className={s.digits}>{row.code}</span>}
            trailing={
              <span className={styles.controls}>
                <QuoteFigures row={row} directionLabels={direction} />
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={fillLabel(labels.moveUp, { name: row.name })}
                  disabled={busy || i === 0}
                  onClick={() => props.onMove(row.id, -1)}
                >
                  <span className={styles.up}>
                    <Icon name="chevronDown" size={20} />
                  </span>
                </button>
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={fillLabel(labels.moveDown, { name: row.name })}
                  disabled={busy || i === rows.length - 1}
                  onClick={() => props.onMove(row.id, 1)}
                >
                  <Icon name="chevronDown" size={20} />
                </button>
                <button
                  type="button"
                  className={cx(styles.iconButton, styles.danger)}
                  aria-label={fillLabel(labels.remove, { name: row.name })}
                  disabled={busy}
                  onClick={() => props.onRemove(row.id)}
                >
                  <Icon name="close" size={20} />
                </button>
              </span>
            }
          />
        ))}
      </List>
    );
  return (
    <section className={s.page} aria-labelledby="watchlist-title">
      <div className={s.toolbar}>
        <h1 id="watchlist-title" className={s.title}>
          {labels.watchlistTitle}
        </h1>
        {rows && rows.length > 0 && (
          <Button variant="ghost" aria-pressed={editing} onClick={() => props.onEditingChange(!editing)}>
            {editing ? labels.done : labels.edit}
          </Button>
        )}
      </div>
      {body}
    </section>
  );
}
