import { cx } from '../private/cx';
import * as styles from './LivePricesToggle.css';

export interface LivePricesToggleProps {
  /** Whether prices hold still now (the SDK's `livePrices` preference is `frozen`). */
  frozen: boolean;
  /** Called with the state asked for when the customer presses the toggle (the app sets the preference). */
  onFrozenChange: (frozen: boolean) => void;
  /** Translated: the toggle's name, the frozen notice. */
  labels: { freeze: string; frozen: string };
  /** Extra class on the root element. */
  className?: string;
}

/**
 * "Freeze prices": a toggle button for screen-reader users, so prices stop changing under them while they read
 * (the SDK then holds ticks back and stops polling quotes). Out of sight until focused, like a skip link; in
 * sight with a notice while prices are frozen.
 */
export function LivePricesToggle({ frozen, onFrozenChange, labels, className }: LivePricesToggleProps) {
  return (
    <div className={cx(styles.root, className)} data-frozen={frozen || undefined}>
      {frozen && <span className={styles.status}>{labels.frozen}</span>}
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={frozen}
        onClick={() => onFrozenChange(!frozen)}
      >
        {labels.freeze}
      </button>
    </div>
  );
}
