import type { MarketListView, QuoteRowView, SortFieldParam, SortOrderParam } from '@tsumiki/sdk';
import { fillLabel } from '@tsumiki/sdk/labels';
import { MARKET_SORT_FIELDS } from '@tsumiki/sdk/rules';
import { type ReactNode, useCallback, useMemo } from 'react';
import { Button } from '../../../components/Button/Button';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { cx } from '../../../components/private/cx';
import { SegmentedControl } from '../../../components/SegmentedControl/SegmentedControl';
import { Select } from '../../../components/Select/Select';
import { SkeletonList } from '../../../components/Skeleton/Skeleton';
import { QuoteList } from '../../quotes/QuoteList/QuoteList';
import * as s from '../../quotes/screen.css';
import * as styles from '../home.css';
import { MarketSwitch, type MarketSwitchProps } from '../MarketSwitch';

export interface MarketListScreenProps extends MarketSwitchProps {
  /** The field the list is sorted by. */
  sort: SortFieldParam;
  /** Called with the field the customer sorts by. */
  onSortChange: (sort: SortFieldParam) => void;
  /** Ascending or descending. */
  order: SortOrderParam;
  /** Called with the order the customer picks. */
  onOrderChange: (order: SortOrderParam) => void;
  /** The page (SDK `selectMarketListView`); null while loading. */
  view: MarketListView | null;
  /** A translated error to show instead of the content (the call failed). */
  error?: string;
  /** Called by the error state's retry button. */
  onRetry?: () => void;
  /** Called with the page the customer goes to. */
  onPageChange: (page: number) => void;
  /** A sparkline per row. Default none. */
  renderSparkline?: (row: QuoteRowView) => ReactNode;
}

const SORT_LABEL = {
  changeRate: 'sortChangeRate',
  price: 'sortPrice',
  volume: 'sortVolume',
  amount: 'sortAmount',
  marketCap: 'sortMarketCap',
  code: 'sortCode',
} as const;

/** /home/index: a market's stocks, sorted and paged, with sparklines. */
export function MarketListScreen(props: MarketListScreenProps) {
  const { labels, view, sort, order } = props;
  // The same object across renders: the list's rows are memoised on it.
  const direction = useMemo(
    () => ({ up: labels.up, down: labels.down, flat: labels.flat }),
    [labels.up, labels.down, labels.flat],
  );
  // The second line shows the figure the list is sorted by, so the order is visible in text too.
  const describe = useCallback(
    (r: QuoteRowView) =>
      sort === 'volume'
        ? `${r.code} · ${labels.sortVolume} ${r.volume}`
        : sort === 'amount'
          ? `${r.code} · ${labels.sortAmount} ${r.amount}`
          : sort === 'marketCap'
            ? `${r.code} · ${labels.sortMarketCap} ${r.marketCap}`
            : r.code,
    [sort, labels.sortVolume, labels.sortAmount, labels.sortMarketCap],
  );
  let body: ReactNode;
  if (props.error)
    body = (
      <ErrorState
        title={props.error}
        retryLabel={labels.retry}
        {...(props.onRetry ? { onRetry: props.onRetry } : {})}
      />
    );
  else if (!view) body = <SkeletonList label={labels.loading} rows={8} />;
  else if (view.rows.length === 0) body = <EmptyState icon="quotes" title={labels.empty} />;
  else
    body = (
      <>
        <QuoteList
          rows={view.rows}
          directionLabels={direction}
          describe={describe}
          {...(props.renderSparkline ? { renderSparkline: props.renderSparkline } : {})}
        />
        <nav
          className={styles.pager}
          aria-label={fillLabel(labels.pageOf, { page: view.page, pages: view.pages })}
        >
          <span className={cx(s.muted, styles.pagerText)} aria-current="page">
            {fillLabel(labels.pageOf, { page: view.page, pages: view.pages })}
          </span>
          <Button
            variant="secondary"
            fullWidth
            disabled={!view.hasPrevious}
            onClick={() => props.onPageChange(view.page - 1)}
          >
            {labels.previousPage}
          </Button>
          <Button
            variant="secondary"
            fullWidth
            disabled={!view.hasNext}
            onClick={() => props.onPageChange(view.page + 1)}
          >
            {labels.nextPage}
          </Button>
        </nav>
      </>
    );
  return (
    <section className={s.page} aria-labelledby="market-list-title">
      <MarketSwitch {...props} />
      <h1 id="market-list-title" className={s.title}>
        {labels.listTitle}
      </h1>
      <div className={styles.filters}>
        <Select
          className={styles.filterField}
          label={labels.sortBy}
          value={sort}
          onValueChange={(v) => props.onSortChange(v as SortFieldParam)}
          options={MARKET_SORT_FIELDS.map((f) => ({ value: f, label: labels[SORT_LABEL[f]] }))}
        />
        <SegmentedControl
          className={styles.filterOrder}
          label={labels.order}
          value={order}
          onValueChange={props.onOrderChange}
          options={[
            { value: 'desc', label: labels.orderDesc },
            { value: 'asc', label: labels.orderAsc },
          ]}
        />
      </div>
      {body}
    </section>
  );
}
