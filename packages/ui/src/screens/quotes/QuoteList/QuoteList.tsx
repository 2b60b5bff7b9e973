import type { QuoteRowView } from '@tsumiki/sdk';
import type { ReactNode } from 'react';
import { List, ListRow } from '../../../components/ListRow/ListRow';
import type { Direction } from '../../../components/PriceChange/direction';
import { PriceChange } from '../../../components/PriceChange/PriceChange';
import * as styles from './QuoteList.css';

export interface QuoteListProps {
  rows: readonly QuoteRowView[];
  /** Section heading. Default none. */
  heading?: string;
  /** Translated words for the arrows (up, down, unchanged). */
  directionLabels: Record<Direction, string>;
  /** A sparkline per row, e.g. from `QuoteSparkline`. Default none. */
  renderSparkline?: (row: QuoteRowView) => ReactNode;
  /** What the second line shows. Default the code. */
  describe?: (row: QuoteRowView) => ReactNode;
}

/** The price and change of one stock, right-aligned. */
export function QuoteFigures({
  row,
  directionLabels,
}: {
  row: QuoteRowView;
  directionLabels: Record<Direction, string>;
}) {
  return (
    <span className={styles.figures}>
      <span className={styles.price}>{row.price}</span>
      <PriceChange
        direction={row.direction}
        percent={row.changeRate}
        variant="pill"
        size="sm"
        directionLabels={directionLabels}
      />
    </span>
  );
}

/** Stocks as rows linking to their detail: name, code, optional sparkline, price and change. */
export function QuoteList({ rows, heading, directionLabels, renderSparkline, describe }: QuoteListProps) {
  return (
    <List {...(heading ? { heading } : {})}>
      {rows.map((row) => (
        <ListRow
          key={row.key}
          href={row.href}
          chevron={false}
          title={row.name}
          description={describe ? describe(row) : <span className={styles.code}>{row.code}</span>}
          trailing={
            <span className={styles.trailing}>
              {renderSparkline?.(row)}
              <QuoteFigures row={row} directionLabels={directionLabels} />
            </span>
          }
        />
      ))}
    </List>
  );
}
