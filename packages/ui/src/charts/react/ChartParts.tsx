import type { ReadoutItem } from '../KLineChart/klineReadout';
import * as styles from './chart.css';

/** The live readout over the chart; polite so screen readers hear keyboard inspection. */
export function ChartTooltip({
  items,
  up,
  down,
}: {
  items: readonly ReadoutItem[];
  up: string;
  down: string;
}) {
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

/** A visually hidden table of the most recent rows, the screen-reader fallback for the canvas. */
export function ChartDataTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}) {
  return (
    <table className={styles.srOnly}>
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
        {rows.map((row) => (
          <tr key={row[0]}>
            {row.map((cell, k) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional columns
              <td key={k}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
