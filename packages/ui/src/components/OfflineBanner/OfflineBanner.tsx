import { Icon } from '../Icon/Icon';
import { cx } from '../private/cx';
import * as styles from './OfflineBanner.css';

export interface OfflineBannerProps {
  /** Shows the banner; while `false` nothing is visible. */
  offline: boolean;
  /** Translated title (the SDK's `shell.offline` label). */
  title: string;
  /** Translated line under it: what cannot be done and what happens on reconnect. Default none. */
  description?: string;
  /**
   * Online, but live prices are not live (the SDK's quote stream is reconnecting): a calmer notice, shown when
   * not offline. Translated title and line (the SDK's `shell.pricesReconnecting` labels). Default none.
   */
  pricesDelayed?: { title: string; description?: string } | undefined;
  /** Extra class on the root element. */
  className?: string;
}

/**
 * Tells the customer the device is offline, or, online, that live prices are reconnecting. The live region stays mounted while online, so screen readers
 * announce the banner when it appears. It never takes a tap: the screen under it stays usable.
 */
export function OfflineBanner({ offline, title, description, pricesDelayed, className }: OfflineBannerProps) {
  const shown = offline ? { title, description } : pricesDelayed;
  return (
    <div className={cx(styles.root, className)} role="status">
      {shown && (
        <div
          className={cx(styles.banner, !offline && styles.info)}
          data-kind={offline ? 'offline' : 'prices'}
        >
          <Icon name={offline ? 'alert' : 'info'} size={18} className={styles.icon} />
          <div>
            <p className={styles.title}>{shown.title}</p>
            {shown.description && <p className={styles.description}>{shown.description}</p>}
          </div>
        </div>
      )}
    </div>
  );
}
