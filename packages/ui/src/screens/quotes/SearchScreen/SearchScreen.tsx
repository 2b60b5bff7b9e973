import type { QuoteRowView } from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import type { ReactNode } from 'react';
import { Button } from '../../../components/Button/Button';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { Icon } from '../../../components/Icon/Icon';
import { SkeletonList } from '../../../components/Skeleton/Skeleton';
import { TextField } from '../../../components/TextField/TextField';
import { QuoteList } from '../QuoteList/QuoteList';
import * as s from '../screen.css';

export interface SearchScreenProps {
  /** The `quotes` labels in the reader's language: `labelsFor(i18n, 'quotes')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'quotes'>;
  /** The search text (controlled). */
  keyword: string;
  /** Called with the text as typed. */
  onKeywordChange: (keyword: string) => void;
  /** Enter pressed, or a result opened: the caller keeps the keyword among the recent searches. */
  onCommit: (keyword: string) => void;
  /** Results of the current keyword; null before a search. */
  results: readonly QuoteRowView[] | null;
  /** Results are loading. */
  loading?: boolean;
  /** Translated error text. Default none. */
  error?: string;
  /** Called by the error state's retry button. */
  onRetry?: () => void;
  /** Recent keywords, newest first. */
  recent: readonly string[];
  /** Called when the customer clears the recent searches. */
  onClearRecent: () => void;
  /** A sparkline per result. Default none. */
  renderSparkline?: (row: QuoteRowView) => ReactNode;
}

/** /quotes/search: search by code or name in any language, with recent searches; results open the detail. */
export function SearchScreen(props: SearchScreenProps) {
  const { labels, keyword, onKeywordChange, onCommit, results, loading, error, recent } = props;
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
  else if (loading) body = <SkeletonList label={labels.loading} rows={5} />;
  else if (results === null) {
    body =
      recent.length > 0 ? (
        <section aria-labelledby="recent-searches" className={s.page}>
          <div className={s.toolbar}>
            <h2 id="recent-searches" className={s.title}>
              {labels.recent}
            </h2>
            <Button variant="ghost" onClick={props.onClearRecent}>
              {labels.clearRecent}
            </Button>
          </div>
          <ul className={s.chips}>
            {recent.map((k) => (
              <li key={k}>
                <button type="button" className={s.chip} onClick={() => onKeywordChange(k)}>
                  {k}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p className={s.muted}>{labels.searchHint}</p>
      );
  } else if (results.length === 0)
    // The next step: what the box takes (a code or a name in any of the three languages).
    body = <EmptyState icon="search" title={labels.noResults} description={labels.searchHint} />;
  else {
    body = (
      // Opening a result commits the keyword (the link itself navigates).
      // biome-ignore lint/a11y/noStaticElementInteractions: the links inside are the interactive elements
      // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard activation of a link fires click too
      <div onClick={() => onCommit(keyword)}>
        <QuoteList
          rows={results}
          heading={labels.results}
          directionLabels={direction}
          {...(props.renderSparkline ? { renderSparkline: props.renderSparkline } : {})}
        />
      </div>
    );
  }
  return (
    <section className={s.page} aria-labelledby="search-title">
      <h1 id="search-title" className={s.title}>
        {labels.searchTitle}
      </h1>
      <search>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onCommit(keyword);
          }}
        >
          <TextField
            label={labels.searchLabel}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            placeholder={labels.searchPlaceholder}
            value={keyword}
            onChange={onKeywordChange}
            prefix={<Icon name="search" size={18} />}
          />
        </form>
      </search>
      {body}
    </section>
  );
}
