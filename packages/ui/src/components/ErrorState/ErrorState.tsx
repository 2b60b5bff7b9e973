import { Button } from '../Button/Button';
import * as empty from '../EmptyState/EmptyState.css';
import { Icon } from '../Icon/Icon';
import { cx } from '../private/cx';
import * as styles from './ErrorState.css';

export interface ErrorStateProps {
  /** Translated error title (from the SDK's error catalogue). */
  title: string;
  /** More about the failure, under the title. */
  description?: string;
  /** Retry button text; the button shows only with `onRetry`. */
  retryLabel?: string;
  /** Called by the error state's retry button. */
  onRetry?: () => void;
  /** Extra class on the root element. */
  className?: string;
}

/** A load failure with an optional retry; announced as an alert. */
export function ErrorState({ title, description, retryLabel, onRetry, className }: ErrorStateProps) {
  return (
    <div className={cx(empty.root, styles.root, className)} role="alert" data-tsumiki-state="error">
      <span className={cx(empty.icon, empty.dangerIcon)}>
        <Icon name="alert" size={34} />
      </span>
      <p className={empty.title}>{title}</p>
      {description && <p className={empty.description}>{description}</p>}
      {onRetry && retryLabel && (
        <div className={empty.action}>
          <Button variant="secondary" onClick={onRetry}>
            <Icon name="refresh" size={18} />
            {retryLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
