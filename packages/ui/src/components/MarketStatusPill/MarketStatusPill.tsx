import { cx } from '../private/cx';
import * as styles from './MarketStatusPill.css';

export const marketStatuses = ['open', 'lunchBreak', 'closed', 'holiday'] as const;
export type MarketStatus = (typeof marketStatuses)[number];

export interface MarketStatusPillProps {
  /** The session state, computed by the SDK from the market calendar. */
  status: MarketStatus;
  /** Translated status text, e.g. `"取引中"`. */
  label: string;
  /** Optional market name shown before the status, e.g. `"東証"`. Default none. */
  market?: string;
  /** Extra class on the root element. */
  className?: string;
}

/** Whether a market is trading now; the dot pulses only while it is open. */
export function MarketStatusPill({ status, label, market, className }: MarketStatusPillProps) {
  return (
    <span className={cx(styles.root, styles.status[status], className)} data-status={status}>
      <span className={cx(styles.dot, status === 'open' && styles.live)} aria-hidden="true" />
      {market ? `${market} · ${label}` : label}
    </span>
  );
}
