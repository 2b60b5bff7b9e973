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
  /** Extra class on the root element. */
  className?: string;
}

/**
 * Tells the customer the device is offline. The live region stays mounted while online, so screen readers
 * announce the banner when it appears. It never takes a tap: the screen under it stays usable.
 */
export function OfflineBanner({ offline, title, description, className }: OfflineBannerProps) {
  return (
    <div className={cx(styles.root, className)} role="status">
      {offline && (
        <div className={styles.banner}>
          <Icon name="alert" size={18} className={styles.icon} />
          <div>
            <p className={styles.title}>{title}</p>
            {description && <p className={styles.description}>{description}</p>}
          </div>
        </div>
      )}
    </div>
  );
}
