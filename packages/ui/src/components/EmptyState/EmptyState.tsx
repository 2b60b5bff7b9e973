import type { ReactNode } from 'react';
import type { IconName } from '../Icon/Icon';
import { Icon } from '../Icon/Icon';
import { cx } from '../private/cx';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** What is empty ("No positions yet"). */
  title: string;
  /** What to do about it, under the title. */
  description?: string;
  /** Default `'inbox'`. */
  icon?: IconName;
  /** A button or link, e.g. "Deposit now". Default none. */
  action?: ReactNode;
  /** Extra class on the root element. */
  className?: string;
}

/** Shown when a list has nothing in it yet. */
export function EmptyState({ title, description, icon = 'inbox', action, className }: EmptyStateProps) {
  return (
    <div className={cx(styles.root, className)} data-tsumiki-state="empty">
      <span className={styles.icon}>
        <Icon name={icon} size={34} />
      </span>
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
