import type { ReadoutItem } from '../KLineChart/klineReadout';
import * as styles from './chart.css';

/** Props of {@link ChartTooltip}. */
export interface ChartTooltipProps {
  /** Label and value texts, already formatted. */
  items: readonly ReadoutItem[];
  /** Colour of a value whose direction is up (resolved CSS colour). */
  up: string;
  /** Colour of a value whose direction is down. */
  down: string;
}

/** The live readout over the chart; polite so screen readers hear keyboard inspection. */
export function ChartTooltip({ items, up, down }: ChartTooltipProps) {
  return (
    <div className={styles.tooltip} role="status" aria-live="polite" aria-atomic="true">
      {items.map((item) => (
        <span key={item.label}>
          {item.label}{' '}
          <span style={item.direction ? { color: item.direction > 0 ? up : down } : undefined}>
            {item.value}
          </span>
        </span>
      ))}
    </div>
  );
}

/** Props of {@link ChartDataTable}. */
export interface ChartDataTableProps {
  /** The table's caption (what a screen reader announces). */
  caption: string;
  /** Column headings, in order. */
  columns: readonly string[];
  /** The rows, each a cell per column, already formatted. */
  rows: readonly (readonly string[])[];
  /**
   * A unique key per row (e.g. the bar's time and its position); default the first cell and the row's
   * position, since formatted times repeat (a yearly chart shown by day, two bars in one minute).
   */
  rowKeys?: readonly (string | number)[];
}

/** A visually hidden table of the most recent rows, the screen-reader fallback for the canvas. */
export function ChartDataTable({ caption, columns, rows, rowKeys }: ChartDataTableProps) {
  // Hidden by a 1 px box around it, not on the table itself: a table grows to its rows whatever its height, and
  // its full height lengthened the page's scroller with blank space (and, once, the whole document).
  return (
    <div className={styles.srOnly}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={rowKeys?.[r] ?? `${row[0]}#${r}`}>
              {row.map((cell, k) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional columns
                <td key={k}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
