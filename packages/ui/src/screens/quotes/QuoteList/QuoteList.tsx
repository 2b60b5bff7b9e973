import type { QuoteRowView } from '@tsumiki/sdk';
import { memo, type ReactNode } from 'react';
import { FlashPrice } from '../../../components/FlashPrice/FlashPrice';
import { List, ListRow } from '../../../components/ListRow/ListRow';
import * as listStyles from '../../../components/ListRow/ListRow.css';
import type { Direction } from '../../../components/PriceChange/direction';
import { PriceChange } from '../../../components/PriceChange/PriceChange';
import { cx } from '../../../components/private/cx';
import { visuallyHidden } from '../../../components/private/shared.css';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import { bone } from '../../../components/Skeleton/Skeleton.css';
import * as styles from './QuoteList.css';

export interface QuoteListProps {
  /** The quotes, as the SDK's `quoteRowView`/`select*View` make them; each links to its stock. */
  rows: readonly QuoteRowView[];
  /** Section heading. Default none. */
  heading?: string;
  /** Translated words for the arrows (up, down, unchanged). */
  directionLabels: Record<Direction, string>;
  /**
   * A sparkline per row, e.g. from `QuoteSparkline`. Default none. Pass the same function across renders (e.g.
   * `useCallback`): a row whose view and callbacks are unchanged is not rendered again.
   */
  renderSparkline?: (row: QuoteRowView) => ReactNode;
  /** What the second line shows. Default the code. Same function across renders, as for `renderSparkline`. */
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
      <FlashPrice className={styles.price} text={row.price} value={row.priceDecimal} />
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

type QuoteListRowProps = Pick<QuoteListProps, 'directionLabels' | 'renderSparkline' | 'describe'> & {
  row: QuoteRowView;
};

// Memoised: when one quote of a polled list moves, the other rows (and their sparklines) are left alone. The
// SDK's list selectors give an unchanged quote the same row view.
const QuoteListRow = memo(function QuoteListRow({
  row,
  directionLabels,
  renderSparkline,
  describe,
}: QuoteListRowProps) {
  return (
    <ListRow
      href={row.href}
      chevron={false}
      title={row.name}
      description={describe ? describe(row) : <span className={styles.code}>{row.code}</span>}
      trailing={
        <span className={styles.trailing}>
          {renderSparkline && <span className={styles.spark}>{renderSparkline(row)}</span>}
          <QuoteFigures row={row} directionLabels={directionLabels} />
        </span>
      }
    />
  );
});

/** Stocks as rows linking to their detail: name, code, optional sparkline, price and change. */
export function QuoteList({ rows, heading, directionLabels, renderSparkline, describe }: QuoteListProps) {
  return (
    <List className={styles.list} {...(heading ? { heading } : {})}>
      {rows.map((row) => (
        <QuoteListRow
          key={row.key}
          row={row}
          directionLabels={directionLabels}
          renderSparkline={renderSparkline}
          describe={describe}
        />
      ))}
    </List>
  );
}

export interface QuoteListPlaceholderProps {
  /** How many rows the list will have once loaded. */
  rows: number;
  /** Announced while loading; pass translated text. */
  label: string;
  /** Whether the loaded rows carry a sparkline. Default `false`. */
  sparkline?: boolean;
}

const NO_LABELS: Record<Direction, string> = { up: '', down: '', flat: '' };

/**
 * A loading quote list that takes the room the loaded one will: the same rows, each exactly as high as a quote row
 * (bones one text line high, and the row's figures laid out but invisible), so nothing below moves when the
 * quotes arrive. Announced once as a status.
 */
export function QuoteListPlaceholder({ rows, label, sparkline = false }: QuoteListPlaceholderProps) {
  return (
    <div role="status" aria-busy="true">
      <span className={visuallyHidden}>{label}</span>
      <ul className={cx(listStyles.list, styles.list)} aria-hidden="true">
        {Array.from({ length: rows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={i} className={listStyles.item}>
            <div className={listStyles.row}>
              <span className={listStyles.body}>
                <span className={cx(listStyles.title, bone, styles.lineBone, styles.lineBoneWidth.long)} />
                <span
                  className={cx(listStyles.description, bone, styles.lineBone, styles.lineBoneWidth.short)}
                />
              </span>
              <span className={listStyles.trailing}>
                <span className={styles.trailing}>
                  {sparkline && (
                    <span className={styles.spark}>
                      <Skeleton shape="rect" width={72} height={28} />
                    </span>
                  )}
                  <span className={styles.figures}>
                    <span className={cx(styles.price, bone, styles.lineBone, styles.lineBoneWidth.figure)} />
                    <PriceChange
                      className={styles.invisible}
                      direction="flat"
                      percent="0.00%"
                      variant="pill"
                      size="sm"
                      directionLabels={NO_LABELS}
                    />
                  </span>
                </span>
              </span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
